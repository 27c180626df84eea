CREATE TYPE "public"."draw_format" AS ENUM('round_robin', 'single_elimination', 'double_elimination', 'pools_knockout');--> statement-breakpoint
CREATE TYPE "public"."match_outcome" AS ENUM('played', 'walkover', 'disqualification', 'no_show');--> statement-breakpoint
CREATE TABLE "bracket_parts" (
	"draw_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"bm_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "bracket_parts_draw_id_kind_bm_id_pk" PRIMARY KEY("draw_id","kind","bm_id"),
	CONSTRAINT "bracket_parts_kind_check" CHECK ("bracket_parts"."kind" IN ('stage', 'group', 'round', 'match_game'))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"draw_id" char(24) NOT NULL,
	"participation_id" char(24) NOT NULL,
	"member_index" integer NOT NULL,
	"name" text NOT NULL,
	"rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "draw_entrants" (
	"draw_id" char(24) NOT NULL,
	"bm_id" integer NOT NULL,
	"participation_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"organisation" text,
	"seed" integer NOT NULL,
	"final_rank" integer,
	CONSTRAINT "draw_entrants_draw_id_bm_id_pk" PRIMARY KEY("draw_id","bm_id")
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"event_id" char(24) NOT NULL,
	"category_id" char(24) NOT NULL,
	"format" "draw_format" NOT NULL,
	"settings" jsonb NOT NULL,
	"drawn_by" char(24) NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"draw_id" char(24) NOT NULL,
	"bm_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"number" integer NOT NULL,
	"child_count" integer DEFAULT 0 NOT NULL,
	"status" integer NOT NULL,
	"opponent1" jsonb,
	"opponent2" jsonb,
	"score" text,
	"outcome" "match_outcome",
	"court" text,
	"entered_by" char(24),
	"entered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bracket_parts" ADD CONSTRAINT "bracket_parts_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entrants" ADD CONSTRAINT "draw_entrants_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entrants" ADD CONSTRAINT "draw_entrants_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_member_key" ON "certificates" USING btree ("draw_id","participation_id","member_index");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_entrants_participation_key" ON "draw_entrants" USING btree ("draw_id","participation_id");--> statement-breakpoint
CREATE INDEX "draw_entrants_participation_idx" ON "draw_entrants" USING btree ("participation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_category_key" ON "draws" USING btree ("event_id","category_id");--> statement-breakpoint
CREATE INDEX "draws_finished_idx" ON "draws" USING btree ("category_id","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_draw_key" ON "matches" USING btree ("draw_id","bm_id");