CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "name_eng_key" text GENERATED ALWAYS AS (public.search_key(name_eng)) STORED;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "name_esp_key" text GENERATED ALWAYS AS (public.search_key(name_esp)) STORED;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "name_eng_key" text GENERATED ALWAYS AS (public.search_key(name_eng)) STORED;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "name_esp_key" text GENERATED ALWAYS AS (public.search_key(name_esp)) STORED;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "name_eng_key" text GENERATED ALWAYS AS (public.search_key(name_eng)) STORED;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "name_esp_key" text GENERATED ALWAYS AS (public.search_key(name_esp)) STORED;--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "authors_name_eng_words_idx" ON "authors" USING gin (to_tsvector('simple'::regconfig, "name_eng_key"));--> statement-breakpoint
CREATE INDEX "authors_name_esp_words_idx" ON "authors" USING gin (to_tsvector('simple'::regconfig, "name_esp_key"));--> statement-breakpoint
CREATE INDEX "authors_name_eng_key_idx" ON "authors" USING gin ("name_eng_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "authors_name_esp_key_idx" ON "authors" USING gin ("name_esp_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_name_eng_words_idx" ON "books" USING gin (to_tsvector('simple'::regconfig, "name_eng_key"));--> statement-breakpoint
CREATE INDEX "books_name_esp_words_idx" ON "books" USING gin (to_tsvector('simple'::regconfig, "name_esp_key"));--> statement-breakpoint
CREATE INDEX "books_name_eng_key_idx" ON "books" USING gin ("name_eng_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_name_esp_key_idx" ON "books" USING gin ("name_esp_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publishers_name_eng_words_idx" ON "publishers" USING gin (to_tsvector('simple'::regconfig, "name_eng_key"));--> statement-breakpoint
CREATE INDEX "publishers_name_esp_words_idx" ON "publishers" USING gin (to_tsvector('simple'::regconfig, "name_esp_key"));--> statement-breakpoint
CREATE INDEX "publishers_name_eng_key_idx" ON "publishers" USING gin ("name_eng_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publishers_name_esp_key_idx" ON "publishers" USING gin ("name_esp_key" gin_trgm_ops);