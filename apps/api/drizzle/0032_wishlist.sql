-- "Para después" (issue 37): books a signed-in reader keeps for later. One row per reader and book
-- (the primary key makes a second add, even a parallel one, the same row); both go with their
-- account or book. The primary key finds a reader's list (a few hundred at most); the book index
-- serves the cascade when a book is deleted.
CREATE TABLE "wishlist_entries" (
	"user_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_entries_user_id_book_id_pk" PRIMARY KEY("user_id","book_id")
);
--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_entries_book_idx" ON "wishlist_entries" USING btree ("book_id");
