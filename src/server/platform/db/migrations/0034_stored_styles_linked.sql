-- Issue 31: when a server last linked each drawn pages' stylesheet, so sheets that only an old
-- build's pages linked can be deleted once that build is long gone (page-styles.ts pruneStyles).
ALTER TABLE "stored_styles" ADD COLUMN "linked_at" timestamp with time zone DEFAULT now() NOT NULL;