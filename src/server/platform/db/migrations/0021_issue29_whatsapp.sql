CREATE TYPE "public"."whatsapp_status" AS ENUM('queued', 'sent', 'written', 'failed');--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"phone" text NOT NULL,
	"template" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"params" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" "whatsapp_status" DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "whatsapp_messages_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_user_idx" ON "whatsapp_messages" USING btree ("user_id","id");--> statement-breakpoint
-- Phone numbers stored one way (issue 29): '+91' and the 10-digit national number, by the rule of
-- src/shared/auth/phone.ts (spaces, dashes and brackets dropped; +91, 0091, a bare 91 before 10
-- digits and a trunk 0 read as India). A number that is not unambiguously Indian stays as typed.
UPDATE "users" SET "phone_number" = '+91' || substring(regexp_replace("phone_number", '[[:space:]()-]', '', 'g') from '^(?:\+91|0091|91(?=[0-9]{10}$))?0?([1-9][0-9]{9})$') WHERE "phone_number" !~ '^\+91[1-9][0-9]{9}$' AND regexp_replace("phone_number", '[[:space:]()-]', '', 'g') ~ '^(?:\+91|0091|91(?=[0-9]{10}$))?0?([1-9][0-9]{9})$';--> statement-breakpoint
UPDATE "participation_members" SET "phone" = '+91' || substring(regexp_replace("phone", '[[:space:]()-]', '', 'g') from '^(?:\+91|0091|91(?=[0-9]{10}$))?0?([1-9][0-9]{9})$') WHERE "phone" !~ '^\+91[1-9][0-9]{9}$' AND regexp_replace("phone", '[[:space:]()-]', '', 'g') ~ '^(?:\+91|0091|91(?=[0-9]{10}$))?0?([1-9][0-9]{9})$';
