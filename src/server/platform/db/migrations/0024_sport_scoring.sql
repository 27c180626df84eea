ALTER TABLE "sports" ADD COLUMN "scoring" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "sports" ADD CONSTRAINT "sports_scoring_check" CHECK ("sports"."scoring" IN ('text', 'sets', 'goals', 'innings', 'points'));--> statement-breakpoint
-- Issue 30: the sports already in the catalogue take the scoring their names say; an admin may change it.
UPDATE "sports" SET "scoring" = CASE
  WHEN lower("sports_name") LIKE '%cricket%' THEN 'innings'
  WHEN lower("sports_name") ~ '(football|futsal|hockey|handball|water polo)' THEN 'goals'
  WHEN lower("sports_name") ~ '(badminton|tennis|volleyball|pickleball|squash)' THEN 'sets'
  WHEN lower("sports_name") ~ '(wrestling|judo)' THEN 'points'
  ELSE 'text'
END;
