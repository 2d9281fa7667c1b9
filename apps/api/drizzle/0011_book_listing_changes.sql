CREATE TABLE "book_listing_changes" (
	"book_id" uuid PRIMARY KEY NOT NULL,
	"changed_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "book_listing_changes_changed_by_idx" ON "book_listing_changes" USING btree ("changed_by");