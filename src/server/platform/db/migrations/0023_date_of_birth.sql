ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 29: a profile holds a date of birth, not an age. Everyone who gave an age and no date of
-- birth gets today's date (in India) that many years ago, marked as an estimate for them to check.
UPDATE "users"
SET "date_of_birth" = ((now() AT TIME ZONE 'Asia/Kolkata')::date - make_interval(years => "age"))::date,
    "date_of_birth_estimated" = true
WHERE "age" IS NOT NULL AND "date_of_birth" IS NULL;
