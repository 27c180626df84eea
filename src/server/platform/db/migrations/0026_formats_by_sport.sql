ALTER TYPE "public"."draw_format" ADD VALUE 'repechage';--> statement-breakpoint
ALTER TYPE "public"."draw_format" ADD VALUE 'quarterfinal_repechage';--> statement-breakpoint
ALTER TYPE "public"."draw_format" ADD VALUE 'double_bronze';--> statement-breakpoint
ALTER TYPE "public"."draw_format" ADD VALUE 'swiss';--> statement-breakpoint
ALTER TYPE "public"."draw_format" ADD VALUE 'best_of_three';--> statement-breakpoint
ALTER TYPE "public"."draw_format" ADD VALUE 'walkover';--> statement-breakpoint
ALTER TABLE "sports" ADD COLUMN "ranking_points" integer[] DEFAULT '{10,7,5,4,3,2,1,1}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_entrants" ADD COLUMN "walkover" boolean DEFAULT false NOT NULL;