-- Issue 31 (decision 066): a digest of each stored document, made when it is built, so an answer
-- made from documents names their digests in its ETag instead of hashing its own text. The
-- documents stored before it have none: they are built again on their next read.
ALTER TABLE "event_documents" ADD COLUMN "fingerprint" text;
--> statement-breakpoint
UPDATE "event_documents" SET "stale" = true;
