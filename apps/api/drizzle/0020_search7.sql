-- A search's books are matched and ranked in each API process (src/book-lists/book-search.ts), from
-- what the book index reads of every book: its two search keys and the words the database's 'simple'
-- parser makes of them with their positions (a hyphenated word gives three, so positions come from the
-- database, not from a parser in JavaScript), and the same of its author's names. The words are
-- stored (a tsvector's text), worked out when a name is written: working them out for 100,000 books
-- at every start cost the embedded database seconds.
ALTER TABLE "books" ADD COLUMN "name_eng_tokens" text
  GENERATED ALWAYS AS ((to_tsvector('simple'::regconfig, public.search_key(name_eng)))::text) STORED;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "name_esp_tokens" text
  GENERATED ALWAYS AS ((to_tsvector('simple'::regconfig, public.search_key(name_esp)))::text) STORED;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "name_eng_tokens" text
  GENERATED ALWAYS AS ((to_tsvector('simple'::regconfig, public.search_key(name_eng)))::text) STORED;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "name_esp_tokens" text
  GENERATED ALWAYS AS ((to_tsvector('simple'::regconfig, public.search_key(name_esp)))::text) STORED;--> statement-breakpoint
-- An author's words for listed_book_fields: per name, its key when that is plain words (the words
-- themselves), else the tsvector's text (which starts with a quote).
CREATE FUNCTION listed_author_words(a authors) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT concat_ws(E'\x1f',
    CASE WHEN a.name_eng_key ~ '^[a-z0-9 ]*$' THEN a.name_eng_key ELSE translate(a.name_eng_tokens, E'\x1e\x1f', '  ') END,
    CASE WHEN a.name_esp_key ~ '^[a-z0-9 ]*$' THEN a.name_esp_key ELSE translate(a.name_esp_tokens, E'\x1e\x1f', '  ') END) $$;--> statement-breakpoint
-- Migration 0012's fields, then each name's key and words, and the author's words
-- (listed_author_words), in src/db/book-listing.ts's order. Most need not travel: a key that is the
-- name with its ASCII capitals lowered is sent as '=', and the words of a key made of plain words
-- (its words split by spaces) as '='. 100,000 books' keys and words in full made the text twice as long.
CREATE FUNCTION listed_book_fields(b books, halves bigint, votes bigint, author_words text) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT concat_ws(E'\x1f', b.id, array_to_string(b.category, ','),
    translate(b.language, E'\x1e\x1f', '  '), b.year, (b.price * 100)::int,
    (date_part('epoch', b.created_at) * 1000000)::int8,
    translate(b.name_eng, E'\x1e\x1f', '  '), translate(b.name_esp, E'\x1e\x1f', '  '), b.author_id,
    coalesce(halves, 0), coalesce(votes, 0),
    CASE WHEN b.name_eng_key = translate(b.name_eng, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
      THEN '=' ELSE translate(b.name_eng_key, E'\x1e\x1f', '  ') END,
    CASE WHEN b.name_esp_key = translate(b.name_esp, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
      THEN '=' ELSE translate(b.name_esp_key, E'\x1e\x1f', '  ') END,
    CASE WHEN b.name_eng_key ~ '^[a-z0-9 ]*$' THEN '=' ELSE translate(b.name_eng_tokens, E'\x1e\x1f', '  ') END,
    CASE WHEN b.name_esp_key ~ '^[a-z0-9 ]*$' THEN '=' ELSE translate(b.name_esp_tokens, E'\x1e\x1f', '  ') END,
    author_words) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listed_books() RETURNS TABLE (horizon text, found text)
  LANGUAGE sql STABLE
  AS $$
  WITH rated AS (SELECT book_id, sum(halves) AS halves, count(*) AS votes FROM ratings GROUP BY book_id)
  SELECT pg_snapshot_xmin(pg_current_snapshot())::text,
    (SELECT string_agg(listed_book_fields(b, r.halves, r.votes, listed_author_words(a)), E'\x1e')
      FROM books b JOIN authors a ON a.id = b.author_id LEFT JOIN rated r ON r.book_id = b.id
      WHERE b.withdrawn_at IS NULL)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listed_book_changes(since xid8) RETURNS TABLE (horizon text, found text, removed text)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET plan_cache_mode = force_generic_plan
  AS $$
BEGIN
  RETURN QUERY
  WITH changed AS (SELECT c.book_id FROM book_listing_changes c WHERE c.changed_by >= since)
  SELECT pg_snapshot_xmin(pg_current_snapshot())::text,
    (SELECT string_agg(listed_book_fields(b, r.halves, r.votes, listed_author_words(a)), E'\x1e')
      FROM changed c JOIN books b ON b.id = c.book_id AND b.withdrawn_at IS NULL
      JOIN authors a ON a.id = b.author_id
      CROSS JOIN LATERAL (SELECT sum(x.halves) AS halves, count(*) AS votes FROM ratings x WHERE x.book_id = b.id) r),
    (SELECT string_agg(c.book_id::text, ',')
      FROM changed c WHERE NOT EXISTS (SELECT FROM books b WHERE b.id = c.book_id AND b.withdrawn_at IS NULL));
END $$;--> statement-breakpoint
DROP FUNCTION listed_book_fields(books, bigint, bigint);--> statement-breakpoint
-- A renamed author's books are noted as changed, so every process reads their author's new words.
CREATE FUNCTION note_renamed_authors_books() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO book_listing_changes (book_id, changed_by)
      SELECT DISTINCT b.id, pg_current_xact_id()
      FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN books b ON b.author_id = n.id
      WHERE n.name_eng IS DISTINCT FROM o.name_eng OR n.name_esp IS DISTINCT FROM o.name_esp
      ON CONFLICT (book_id) DO UPDATE SET changed_by = excluded.changed_by;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER authors_renamed_listed AFTER UPDATE ON "authors"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_renamed_authors_books();
