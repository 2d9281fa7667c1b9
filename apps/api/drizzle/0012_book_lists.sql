-- Lists of books (src/books/): each API process keeps what lists filter, sort and count in memory and,
-- before each list it answers, reads the books that changed since it last looked. Triggers note here
-- which books changed and in which transaction: a book's own row, or its ratings (its average).
CREATE OR REPLACE FUNCTION note_listed_books_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    -- `changed_rows` is the statement's rows: books (id) or ratings (book_id), by the trigger's argument.
    IF TG_ARGV[0] = 'books' THEN
      INSERT INTO book_listing_changes (book_id, changed_by)
        SELECT DISTINCT c.id, pg_current_xact_id() FROM changed_rows c
        ON CONFLICT (book_id) DO UPDATE SET changed_by = excluded.changed_by;
    ELSE
      INSERT INTO book_listing_changes (book_id, changed_by)
        SELECT DISTINCT c.book_id, pg_current_xact_id() FROM changed_rows c
        ON CONFLICT (book_id) DO UPDATE SET changed_by = excluded.changed_by;
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER books_new_listed AFTER INSERT ON "books" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_listed_books_changed('books');--> statement-breakpoint
CREATE TRIGGER books_changed_listed AFTER UPDATE ON "books" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_listed_books_changed('books');--> statement-breakpoint
CREATE TRIGGER books_deleted_listed AFTER DELETE ON "books" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_listed_books_changed('books');--> statement-breakpoint
CREATE TRIGGER ratings_new_listed AFTER INSERT ON "ratings" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_listed_books_changed('ratings');--> statement-breakpoint
CREATE TRIGGER ratings_changed_listed AFTER UPDATE ON "ratings" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_listed_books_changed('ratings');--> statement-breakpoint
CREATE TRIGGER ratings_deleted_listed AFTER DELETE ON "ratings" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_listed_books_changed('ratings');--> statement-breakpoint
-- A truncated table names no rows: the nil id stands for "everything", and the processes read all again.
CREATE OR REPLACE FUNCTION note_all_listed_books_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO book_listing_changes (book_id, changed_by)
      VALUES ('00000000-0000-0000-0000-000000000000', pg_current_xact_id())
      ON CONFLICT (book_id) DO UPDATE SET changed_by = excluded.changed_by;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER books_truncated_listed AFTER TRUNCATE ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION note_all_listed_books_changed();--> statement-breakpoint
CREATE TRIGGER ratings_truncated_listed AFTER TRUNCATE ON "ratings"
  FOR EACH STATEMENT EXECUTE FUNCTION note_all_listed_books_changed();--> statement-breakpoint
-- What the book index reads of a book, as one text: fields split by \x1f (in src/db/book-listing.ts's
-- order), the separators taken out of the texts. The embedded database turned 100,000 rows into
-- JavaScript objects in about 2 s, and the same rows as one text in about 0.2 s.
CREATE OR REPLACE FUNCTION listed_book_fields(b books, halves bigint, votes bigint) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT concat_ws(E'\x1f', b.id, array_to_string(b.category, ','),
    translate(b.language, E'\x1e\x1f', '  '), b.year, (b.price * 100)::int,
    (date_part('epoch', b.created_at) * 1000000)::int8,
    translate(b.name_eng, E'\x1e\x1f', '  '), translate(b.name_esp, E'\x1e\x1f', '  '), b.author_id,
    coalesce(halves, 0), coalesce(votes, 0)) $$;--> statement-breakpoint
-- Every listed book, rows split by \x1e, and the horizon from which changes are read next: every
-- transaction older than this statement's oldest running one has ended, so what it changed is here.
CREATE OR REPLACE FUNCTION listed_books() RETURNS TABLE (horizon text, found text)
  LANGUAGE sql STABLE
  AS $$
  WITH rated AS (SELECT book_id, sum(halves) AS halves, count(*) AS votes FROM ratings GROUP BY book_id)
  SELECT pg_snapshot_xmin(pg_current_snapshot())::text,
    (SELECT string_agg(listed_book_fields(b, r.halves, r.votes), E'\x1e')
      FROM books b LEFT JOIN rated r ON r.book_id = b.id)
$$;--> statement-breakpoint
-- The books changed by transactions at or after `since` as they are now, the ids of those gone, and
-- the next horizon, from one snapshot. Read before every list an API process answers: a plan kept per
-- connection, and the index lookups it needs (the table is never analysed on the embedded database, so
-- the planner would not know how few rows it holds).
CREATE OR REPLACE FUNCTION listed_book_changes(since xid8) RETURNS TABLE (horizon text, found text, removed text)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET plan_cache_mode = force_generic_plan
  AS $$
BEGIN
  RETURN QUERY
  WITH changed AS (SELECT c.book_id FROM book_listing_changes c WHERE c.changed_by >= since)
  SELECT pg_snapshot_xmin(pg_current_snapshot())::text,
    (SELECT string_agg(listed_book_fields(b, r.halves, r.votes), E'\x1e')
      FROM changed c JOIN books b ON b.id = c.book_id
      CROSS JOIN LATERAL (SELECT sum(x.halves) AS halves, count(*) AS votes FROM ratings x WHERE x.book_id = b.id) r),
    (SELECT string_agg(c.book_id::text, ',')
      FROM changed c WHERE NOT EXISTS (SELECT FROM books b WHERE b.id = c.book_id));
END $$;--> statement-breakpoint
-- A list's page: these books in this order, each as a book answer needs it (the columns of
-- `selectBooks` in src/db/books.ts, named alike), with its rating. Read after every list; drizzle's own
-- statement, planned afresh each time, cost the embedded database about three times as much.
CREATE OR REPLACE FUNCTION books_in_order(wanted uuid[])
  RETURNS TABLE ("id" uuid, "nameEng" text, "nameEsp" text, "titleEng" text, "titleEsp" text,
    "infoEng" text, "infoEsp" text, "image" text, "category" text[], "pagesCount" integer, "language" text,
    "year" integer, "price" numeric, "createdAt" timestamptz, "authorId" uuid, "authorNameEng" text,
    "authorNameEsp" text, "publisherId" uuid, "publisherNameEng" text, "publisherNameEsp" text,
    "averageRating" float8, "ratingsCount" integer)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET plan_cache_mode = force_generic_plan
  AS $$
BEGIN
  RETURN QUERY
  SELECT b.id, b.name_eng, b.name_esp, b.title_eng, b.title_esp, b.info_eng, b.info_esp, b.image, b.category,
    b.pages_count, b.language, b.year, b.price, b.created_at, a.id, a.name_eng, a.name_esp, p.id, p.name_eng,
    p.name_esp, r.average, r.votes
  FROM unnest(wanted) WITH ORDINALITY AS w(book_id, place)
  JOIN books b ON b.id = w.book_id
  JOIN authors a ON a.id = b.author_id
  JOIN publishers p ON p.id = b.publisher_id
  CROSS JOIN LATERAL (
    SELECT coalesce(round(avg(x.halves) / 2.0, 2), 0)::float8 AS average, count(*)::integer AS votes
    FROM ratings x WHERE x.book_id = b.id
  ) AS r
  ORDER BY w.place;
END $$;--> statement-breakpoint
-- The books whose name or author matches `asked`, best first, at most `max_found` + 1 (one more says
-- that more matched than are ranked). Its stages, each through an index (migrations 0005, 0009):
--   1. the words typed, as word prefixes in order, in the book's name in either language;
--   2. the same in its author's name ("garcia marquez" finds his books), while stage 1 found fewer
--      than `max_found`;
--   3. the text anywhere in the book's name, only while the stages before found fewer than `few_found`
--      (a page of results): such matches ("arr" in "Barrio") rank last, and the trigram index answers a
--      long text slowly (each of its trigrams is looked up); and only for texts with three letters or
--      digits in a row: others ("ab", "%%%") have no trigram to look up, and the index would be read
--      whole (about 2 s at 100,000 books);
--   4. when nothing was found, each word with one typo ("quijotte"), as search_catalogue does.
-- Within a stage: prefixes in the asked language, then in the other, then substrings, then shorter
-- names. It ranks up to `max_found` books, not search_catalogue's 50 per stage, so it leaves out the
-- trigram closeness of each name (a thousand word_similarity calls cost more than all the rest).
CREATE OR REPLACE FUNCTION search_books(asked text, asked_language text, max_found integer, few_found integer)
  RETURNS TABLE (found_id uuid, found_place bigint)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET pg_trgm.word_similarity_threshold = 0.5
  SET plan_cache_mode = force_generic_plan
  AS $$
DECLARE
  like_key text := search_key(replace(replace(replace(asked, '\', '\\'), '%', '\%'), '_', '\_'));
  lexemes text[] := array(
    SELECT w.lexeme FROM unnest(to_tsvector('simple'::regconfig, search_key(asked))) AS w
    ORDER BY w.positions[1], w.lexeme);
  prefixes tsquery;
  in_english boolean := asked_language = 'eng';
  enough integer := max_found + 1;
BEGIN
  IF cardinality(lexemes) > 0 THEN
    prefixes := to_tsquery('simple', (
      SELECT string_agg(search_term(w.lexeme) || CASE WHEN w.n = cardinality(lexemes) THEN ':*' ELSE '' END,
        ' <-> ' ORDER BY w.n)
      FROM unnest(lexemes) WITH ORDINALITY AS w(lexeme, n)));
  END IF;

  RETURN QUERY
  WITH name_matches AS (
    (SELECT b.id, b.name_eng, b.name_esp, b.name_eng_key AS eng_key, b.name_esp_key AS esp_key
      FROM books b WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, b.name_eng_key) @@ prefixes
      LIMIT enough)
    UNION
    (SELECT b.id, b.name_eng, b.name_esp, b.name_eng_key, b.name_esp_key
      FROM books b WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, b.name_esp_key) @@ prefixes
      LIMIT enough)
  ),
  matching_authors AS (
    (SELECT a.id FROM authors a
      WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, a.name_eng_key) @@ prefixes LIMIT 50)
    UNION
    (SELECT a.id FROM authors a
      WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, a.name_esp_key) @@ prefixes LIMIT 50)
  ),
  author_matches AS (
    SELECT b.id, b.name_eng, b.name_esp, b.name_eng_key AS eng_key, b.name_esp_key AS esp_key
    FROM books b
    WHERE (SELECT count(*) FROM name_matches) < enough
      AND b.author_id IN (SELECT m.id FROM matching_authors m)
    LIMIT enough
  ),
  contains_matches AS (
    SELECT b.id, b.name_eng, b.name_esp, b.name_eng_key AS eng_key, b.name_esp_key AS esp_key
    FROM books b
    WHERE like_key ~ '[[:alnum:]]{3}'
      AND (SELECT count(*) FROM name_matches) + (SELECT count(*) FROM author_matches) < few_found
      AND (b.name_eng_key LIKE '%' || like_key || '%' OR b.name_esp_key LIKE '%' || like_key || '%')
    LIMIT enough
  ),
  -- Every word as a prefix or one of the 5 known words closest to it (as in search_catalogue); no row
  -- when something was found already, the text is short, or no known word is close.
  typo_query AS (
    SELECT to_tsquery('simple', string_agg('(' || search_term(w.lexeme) || ':*' || coalesce(k.alternatives, '') || ')',
      ' & ' ORDER BY w.n)) AS typos
    FROM unnest(lexemes) WITH ORDINALITY AS w(lexeme, n)
    CROSS JOIN LATERAL (
      SELECT string_agg(' | ' || search_term(v.word), '' ORDER BY v.closeness DESC, v.word) AS alternatives
      FROM (
        SELECT s.word, word_similarity(w.lexeme, s.word) AS closeness
        FROM search_vocabulary s
        WHERE char_length(w.lexeme) >= 3 AND w.lexeme <% s.word
        ORDER BY word_similarity(w.lexeme, s.word) DESC, s.word
        LIMIT 5
      ) AS v
    ) AS k
    WHERE char_length(asked) >= 5
      AND NOT EXISTS (SELECT FROM name_matches)
      AND NOT EXISTS (SELECT FROM author_matches)
      AND NOT EXISTS (SELECT FROM contains_matches)
    HAVING count(k.alternatives) > 0
  ),
  typo_matches AS (
    SELECT b.id, b.name_eng, b.name_esp, b.name_eng_key AS eng_key, b.name_esp_key AS esp_key
    FROM books b
    WHERE (SELECT t.typos FROM typo_query t) IS NOT NULL
      AND (to_tsvector('simple'::regconfig, b.name_eng_key) @@ (SELECT t.typos FROM typo_query t)
        OR to_tsvector('simple'::regconfig, b.name_esp_key) @@ (SELECT t.typos FROM typo_query t))
    LIMIT enough
  ),
  matches AS (
    SELECT m.*,
      CASE WHEN in_english THEN m.name_eng ELSE m.name_esp END AS first_name,
      CASE WHEN in_english THEN m.eng_key ELSE m.esp_key END AS first_key,
      CASE WHEN in_english THEN m.esp_key ELSE m.eng_key END AS second_key
    FROM (SELECT 1 AS stage, * FROM name_matches
      UNION ALL SELECT 2, * FROM author_matches
      UNION ALL SELECT 3, * FROM contains_matches
      UNION ALL SELECT 4, * FROM typo_matches) AS m
  ),
  -- A book found by an earlier stage keeps its first place.
  listed AS (
    SELECT DISTINCT ON (m.id) m.id, m.stage,
      CASE
        WHEN m.first_key LIKE like_key || '%' OR m.first_key LIKE '% ' || like_key || '%' THEN 0
        WHEN m.second_key LIKE like_key || '%' OR m.second_key LIKE '% ' || like_key || '%' THEN 1
        WHEN m.first_key LIKE '%' || like_key || '%' THEN 2
        WHEN m.second_key LIKE '%' || like_key || '%' THEN 3
        ELSE 4
      END AS closeness,
      length(m.first_name) AS name_length, m.first_name
    FROM matches m
    ORDER BY m.id, m.stage
  )
  SELECT l.id, row_number() OVER (ORDER BY l.stage, l.closeness, l.name_length, l.first_name, l.id)
  FROM listed l
  ORDER BY l.stage, l.closeness, l.name_length, l.first_name, l.id
  LIMIT enough;
END $$;--> statement-breakpoint
-- The book whose name is closest to a text that found nothing ("did you mean ...?"): the text's
-- trigrams against each name's words (`<%`, through the names' trigram indexes), first at
-- word similarity 0.5, then at 0.3, so that a text of several wrong words still has a nearest name.
-- A text of common words ("the silent xqj") is close to thousands of names, and ranking them all took
-- seconds at 100,000 books: the first 50 found in each language are ranked, which all are close.
CREATE OR REPLACE FUNCTION closest_book_name(asked text)
  RETURNS TABLE (found_id uuid, found_image text, found_name_eng text, found_name_esp text)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET pg_trgm.word_similarity_threshold = 0.5
  SET plan_cache_mode = force_generic_plan
  AS $$
DECLARE
  asked_key text := search_key(asked);
  closeness text;
BEGIN
  FOREACH closeness IN ARRAY ARRAY['0.5', '0.3'] LOOP
    PERFORM set_config('pg_trgm.word_similarity_threshold', closeness, true);
    RETURN QUERY
    WITH candidates AS (
      (SELECT b.id, b.image, b.name_eng, b.name_esp, b.name_eng_key, b.name_esp_key
        FROM books b WHERE asked_key <% b.name_eng_key LIMIT 50)
      UNION
      (SELECT b.id, b.image, b.name_eng, b.name_esp, b.name_eng_key, b.name_esp_key
        FROM books b WHERE asked_key <% b.name_esp_key LIMIT 50)
    )
    SELECT c.id, c.image, c.name_eng, c.name_esp
    FROM candidates c
    ORDER BY greatest(word_similarity(asked_key, c.name_eng_key), word_similarity(asked_key, c.name_esp_key)) DESC,
      length(c.name_eng), c.id
    LIMIT 1;
    IF FOUND THEN RETURN; END IF;
  END LOOP;
END $$;
