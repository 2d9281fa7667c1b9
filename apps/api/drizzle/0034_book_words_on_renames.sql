-- Issue 36: every order updates its books' stock, and every update of books ran the search vocabulary's
-- statement trigger (0007), which read the words of every updated book's names again; a stock update
-- changes no name. The books' trigger now runs per row, and only for a row whose names changed: the
-- condition is checked before any function is called. Which words count is written once, here.
CREATE FUNCTION search_words(eng_key text, esp_key text, cat_key text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT word
    FROM unnest(tsvector_to_array(
      to_tsvector('simple'::regconfig, eng_key) || to_tsvector('simple'::regconfig, esp_key)
        || to_tsvector('simple'::regconfig, cat_key)
    )) AS word
    WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO search_vocabulary (word)
      SELECT DISTINCT word FROM named, search_words(named.name_eng_key, named.name_esp_key, named.name_cat_key) AS word
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE FUNCTION remember_renamed_book_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO search_vocabulary (word)
      SELECT DISTINCT word FROM search_words(NEW.name_eng_key, NEW.name_esp_key, NEW.name_cat_key) AS word
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint
DROP TRIGGER "books_changed_search_words" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_renamed_search_words" AFTER UPDATE ON "books" FOR EACH ROW
  WHEN ((OLD.name_eng_key, OLD.name_esp_key, OLD.name_cat_key)
    IS DISTINCT FROM (NEW.name_eng_key, NEW.name_esp_key, NEW.name_cat_key))
  EXECUTE FUNCTION remember_renamed_book_words();
