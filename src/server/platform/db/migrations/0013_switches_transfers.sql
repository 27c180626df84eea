CREATE TYPE "public"."switch_status" AS ENUM('awaiting_payment', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."transfer_status" AS ENUM('offered', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TABLE "category_switches" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"participation_id" char(24) NOT NULL,
	"event_id" char(24) NOT NULL,
	"from_category_id" char(24) NOT NULL,
	"to_category_id" char(24) NOT NULL,
	"difference_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"status" "switch_status" NOT NULL,
	"order_id" text,
	"payment_id" text,
	"hold_expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_switches_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "category_switches_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"participation_id" char(24) NOT NULL,
	"from_user_id" char(24) NOT NULL,
	"to_user_id" char(24) NOT NULL,
	"status" "transfer_status" DEFAULT 'offered' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_switches" ADD CONSTRAINT "category_switches_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_switches" ADD CONSTRAINT "category_switches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_switches" ADD CONSTRAINT "category_switches_from_category_id_categories_id_fk" FOREIGN KEY ("from_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_switches" ADD CONSTRAINT "category_switches_to_category_id_categories_id_fk" FOREIGN KEY ("to_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_switches_participation_idx" ON "category_switches" USING btree ("participation_id");--> statement-breakpoint
CREATE INDEX "category_switches_target_idx" ON "category_switches" USING btree ("event_id","to_category_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_open_key" ON "transfers" USING btree ("participation_id") WHERE "transfers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "transfers_to_idx" ON "transfers" USING btree ("to_user_id","status");