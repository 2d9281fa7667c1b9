-- Search reads the stored keys of migration 0005 now: the indexes on search_key() of 0002 go.
DROP INDEX IF EXISTS "books_name_eng_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "books_name_esp_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "authors_name_eng_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "authors_name_esp_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "publishers_name_eng_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "publishers_name_esp_search_idx";--> statement-breakpoint
-- The words a typo may stand for: every word of three letters or more of any name, except numbers
-- (nobody mistypes "1984" into another book's number). Words are only added: one that no name uses any
-- more matches no name, which is harmless.
CREATE OR REPLACE FUNCTION remember_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO search_vocabulary (word)
      SELECT DISTINCT word
      FROM named, unnest(tsvector_to_array(
        to_tsvector('simple'::regconfig, named.name_eng_key) || to_tsvector('simple'::regconfig, named.name_esp_key)
      )) AS word
      WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER books_new_search_words AFTER INSERT ON "books" REFERENCING NEW TABLE AS named
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();--> statement-breakpoint
CREATE TRIGGER books_changed_search_words AFTER UPDATE ON "books" REFERENCING NEW TABLE AS named
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();--> statement-breakpoint
CREATE TRIGGER authors_new_search_words AFTER INSERT ON "authors" REFERENCING NEW TABLE AS named
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();--> statement-breakpoint
CREATE TRIGGER authors_changed_search_words AFTER UPDATE ON "authors" REFERENCING NEW TABLE AS named
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();--> statement-breakpoint
CREATE TRIGGER publishers_new_search_words AFTER INSERT ON "publishers" REFERENCING NEW TABLE AS named
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();--> statement-breakpoint
CREATE TRIGGER publishers_changed_search_words AFTER UPDATE ON "publishers" REFERENCING NEW TABLE AS named
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();--> statement-breakpoint
INSERT INTO search_vocabulary (word)
  SELECT DISTINCT word
  FROM (SELECT name_eng_key, name_esp_key FROM books UNION ALL SELECT name_eng_key, name_esp_key FROM authors
        UNION ALL SELECT name_eng_key, name_esp_key FROM publishers) AS named,
    unnest(tsvector_to_array(
      to_tsvector('simple'::regconfig, named.name_eng_key) || to_tsvector('simple'::regconfig, named.name_esp_key)
    )) AS word
  WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Fresh statistics, so that the planner picks the new indexes at once.
ANALYZE books;--> statement-breakpoint
ANALYZE authors;--> statement-breakpoint
ANALYZE publishers;--> statement-breakpoint
ANALYZE search_vocabulary;
