CREATE TYPE "public"."team_payment" AS ENUM('captain', 'split');--> statement-breakpoint
CREATE TYPE "public"."team_member_status" AS ENUM('invited', 'joined', 'declined', 'removed');--> statement-breakpoint
CREATE TYPE "public"."team_share_status" AS ENUM('created', 'captured', 'failed', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"team_id" char(24) NOT NULL,
	"event_id" char(24) NOT NULL,
	"category_id" char(24) NOT NULL,
	"user_id" char(24),
	"dependant_id" char(24),
	"email" text NOT NULL,
	"status" "team_member_status" NOT NULL,
	"role" "member_role",
	"position" integer,
	"weight_kg" integer,
	"invited_by" char(24),
	"joined_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"removed_by" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_shares" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"team_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"participation_id" char(24) NOT NULL,
	"payer_id" char(24) NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) DEFAULT 'INR' NOT NULL,
	"status" "team_share_status" DEFAULT 'created' NOT NULL,
	"order_id" text,
	"payment_id" text,
	"captured_at" timestamp with time zone,
	"last_payment_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_shares_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "team_shares_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"event_id" char(24) NOT NULL,
	"category_id" char(24) NOT NULL,
	"participation_id" char(24) NOT NULL,
	"captain_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"join_code" text NOT NULL,
	"payment" "team_payment" NOT NULL,
	"incomplete_flagged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_participation_id_unique" UNIQUE("participation_id"),
	CONSTRAINT "teams_join_code_unique" UNIQUE("join_code")
);
--> statement-breakpoint
ALTER TABLE "event_categories" ADD COLUMN "team_payment" "team_payment" DEFAULT 'captain' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_categories" ADD COLUMN "substitutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_categories" ADD COLUMN "roster_locks_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participation_members" ADD COLUMN "user_id" char(24);--> statement-breakpoint
ALTER TABLE "participation_members" ADD COLUMN "dependant_id" char(24);--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "club" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_dependant_id_dependants_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."dependants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_shares" ADD CONSTRAINT "team_shares_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_shares" ADD CONSTRAINT "team_shares_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_shares" ADD CONSTRAINT "team_shares_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_shares" ADD CONSTRAINT "team_shares_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_position_key" ON "team_members" USING btree ("team_id","position") WHERE "team_members"."status" = 'joined';--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_one_team_key" ON "team_members" USING btree ("user_id","event_id","category_id") WHERE "team_members"."status" = 'joined' AND "team_members"."dependant_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_dependant_one_team_key" ON "team_members" USING btree ("dependant_id","event_id","category_id") WHERE "team_members"."status" = 'joined' AND "team_members"."dependant_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_open_invite_key" ON "team_members" USING btree ("team_id","email") WHERE "team_members"."status" = 'invited';--> statement-breakpoint
CREATE INDEX "team_members_team_idx" ON "team_members" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "team_members_email_idx" ON "team_members" USING btree ("email","status");--> statement-breakpoint
CREATE UNIQUE INDEX "team_shares_live_key" ON "team_shares" USING btree ("member_id") WHERE "team_shares"."status" IN ('created', 'captured', 'failed');--> statement-breakpoint
CREATE INDEX "team_shares_team_idx" ON "team_shares" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "team_shares_pending_idx" ON "team_shares" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "teams_event_category_idx" ON "teams" USING btree ("event_id","category_id");--> statement-breakpoint
ALTER TABLE "participation_members" ADD CONSTRAINT "participation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_members" ADD CONSTRAINT "participation_members_dependant_id_dependants_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."dependants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participation_members_user_idx" ON "participation_members" USING btree ("user_id") WHERE "participation_members"."user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_substitutes_check" CHECK ("event_categories"."substitutes" >= 0 AND "event_categories"."substitutes" <= 20);