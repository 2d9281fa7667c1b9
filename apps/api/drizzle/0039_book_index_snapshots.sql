-- Issue 38: a process saves its book index to a file once filled, and the next start reads that file
-- and the changes made since its horizon instead of every book (30 s at a million books). The file is
-- read only where its token is listed here (src/book-lists/index-snapshot.ts).
CREATE TABLE "book_index_snapshots" (
	"token" uuid PRIMARY KEY NOT NULL,
	"horizon" "xid8" NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
