CREATE TABLE "event_categories" (
	"event_id" char(24) NOT NULL,
	"category_id" char(24) NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" char(3) DEFAULT 'INR' NOT NULL,
	CONSTRAINT "event_categories_event_id_category_id_pk" PRIMARY KEY("event_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"registration_start_date" date NOT NULL,
	"registration_end_date" date NOT NULL,
	"registration_start_time" text NOT NULL,
	"registration_end_time" text NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"rewards" text NOT NULL,
	"description" text,
	"poster" text NOT NULL,
	"venue_name" text NOT NULL,
	"venue_address" text NOT NULL,
	"sports_id" char(24) NOT NULL,
	"host_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sports_id_sports_id_fk" FOREIGN KEY ("sports_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_categories_category_idx" ON "event_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "events_sport_id_idx" ON "events" USING btree ("sports_id","id");--> statement-breakpoint
CREATE INDEX "events_host_id_idx" ON "events" USING btree ("host_id","id");--> statement-breakpoint
CREATE INDEX "events_opens_idx" ON "events" USING btree ("registration_opens_at");--> statement-breakpoint
CREATE INDEX "events_ends_idx" ON "events" USING btree ("ends_at");