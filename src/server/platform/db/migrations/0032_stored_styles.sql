-- Issue 31: a server-drawn page links its styles, one stylesheet per distinct CSS named by its
-- hash, instead of carrying them inline (60 KB of the event page's 89 KB): stored pages halve, and
-- every server can send a stylesheet any server's drawing made.
CREATE TABLE "stored_styles" (
	"hash" text PRIMARY KEY NOT NULL,
	"css" text NOT NULL,
	"br" "bytea" NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
