CREATE TYPE "public"."gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('Admin', 'Host', 'Participant');--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"user_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"role" "role" NOT NULL,
	"name" text NOT NULL,
	"user_name" text,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"address" text,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"organisation_name" text,
	"account_number" text,
	"bank_name" text,
	"ifsc_code" text,
	"account_holder_name" text,
	"age" integer,
	"height" integer,
	"gender" "gender",
	"school_or_college" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","id");