-- A search's books are matched and ranked in each API process (src/book-lists/book-search.ts), from
-- what the book index reads of every book: its two search keys and the words the database's 'simple'
-- parser makes of them, in position order (a hyphenated word gives three tokens, so positions come
-- from the database, not from a parser in JavaScript), and the same words of its author's names.
-- The fields follow migration 0012's, in src/db/book-listing.ts's order.
CREATE OR REPLACE FUNCTION search_tokens(search_key text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce((SELECT string_agg(translate(w.lexeme, E'\x1e\x1f', '__'), ' ' ORDER BY p.position)
    FROM unnest(to_tsvector('simple'::regconfig, search_key)) AS w
    CROSS JOIN LATERAL unnest(w.positions) AS p(position)), '') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listed_book_fields(b books, halves bigint, votes bigint) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT concat_ws(E'\x1f', b.id, array_to_string(b.category, ','),
    translate(b.language, E'\x1e\x1f', '  '), b.year, (b.price * 100)::int,
    (date_part('epoch', b.created_at) * 1000000)::int8,
    translate(b.name_eng, E'\x1e\x1f', '  '), translate(b.name_esp, E'\x1e\x1f', '  '), b.author_id,
    coalesce(halves, 0), coalesce(votes, 0),
    translate(b.name_eng_key, E'\x1e\x1f', '  '), translate(b.name_esp_key, E'\x1e\x1f', '  '),
    search_tokens(b.name_eng_key), search_tokens(b.name_esp_key),
    (SELECT concat_ws(E'\x1f', search_tokens(a.name_eng_key), search_tokens(a.name_esp_key))
      FROM authors a WHERE a.id = b.author_id)) $$;--> statement-breakpoint
-- A renamed author's books are noted as changed, so every process reads their author's new words.
CREATE OR REPLACE FUNCTION note_renamed_authors_books() RETURNS trigger
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
