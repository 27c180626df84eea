CREATE TABLE "stored_pages" (
	"path" text NOT NULL,
	"language" text NOT NULL,
	"event_id" char(24),
	"source" text NOT NULL,
	"status" integer NOT NULL,
	"br" "bytea" NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_pages_path_language_pk" PRIMARY KEY("path","language")
);
--> statement-breakpoint
ALTER TABLE "stored_pages" ADD CONSTRAINT "stored_pages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;