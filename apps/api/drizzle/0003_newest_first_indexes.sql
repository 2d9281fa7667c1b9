DROP INDEX "books_created_at_idx";--> statement-breakpoint
DROP INDEX "comments_book_created_idx";--> statement-breakpoint
CREATE INDEX "books_newest_idx" ON "books" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_book_created_idx" ON "comments" USING btree ("book_id","created_at" DESC NULLS FIRST);