-- GIN indexes first gather new entries in a "pending list" that every search reads from start to end,
-- and that only VACUUM (or a full list) merges into the index. PGlite runs no autovacuum, so after a
-- bulk load the list grows to 4 MB: measured 177 ms instead of 0.7 ms for one word prefix at 100,000
-- books. Without it each write updates the index itself, which costs the rare catalogue writes a little.
ALTER INDEX "books_category_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "books_name_eng_words_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "books_name_eng_key_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "books_name_esp_words_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "books_name_esp_key_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "authors_name_eng_words_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "authors_name_eng_key_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "authors_name_esp_words_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "authors_name_esp_key_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "publishers_name_eng_words_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "publishers_name_eng_key_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "publishers_name_esp_words_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "publishers_name_esp_key_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_vocabulary_word_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"books_category_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"books_name_eng_words_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"books_name_eng_key_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"books_name_esp_words_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"books_name_esp_key_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"authors_name_eng_words_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"authors_name_eng_key_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"authors_name_esp_words_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"authors_name_esp_key_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"publishers_name_eng_words_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"publishers_name_eng_key_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"publishers_name_esp_words_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"publishers_name_esp_key_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"search_vocabulary_word_idx"'::regclass);
