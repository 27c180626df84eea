CREATE TABLE "categories" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"sports_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"min_weight_allowed" integer,
	"max_weight_allowed" integer,
	"gender" "gender",
	"participants_in_team" integer NOT NULL,
	"is_team_sport" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"sports_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_sports_id_sports_id_fk" FOREIGN KEY ("sports_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_sport_name_key" ON "categories" USING btree ("sports_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sports_name_lower_key" ON "sports" USING btree (lower("sports_name"));