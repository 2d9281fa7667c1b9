-- Search (GET /search/:name/:language): case- and accent-insensitive, prefix and one-typo matches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot be used in an index; this
-- wrapper names the dictionary explicitly and is declared IMMUTABLE so that the trigram indexes below
-- can be built on the unaccented, lower-cased names.
CREATE OR REPLACE FUNCTION search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE INDEX "books_name_eng_search_idx" ON "books" USING gin (search_key("name_eng") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_name_esp_search_idx" ON "books" USING gin (search_key("name_esp") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "authors_name_eng_search_idx" ON "authors" USING gin (search_key("name_eng") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "authors_name_esp_search_idx" ON "authors" USING gin (search_key("name_esp") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publishers_name_eng_search_idx" ON "publishers" USING gin (search_key("name_eng") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publishers_name_esp_search_idx" ON "publishers" USING gin (search_key("name_esp") gin_trgm_ops);
