-- The catalogue (issue 38): ISBNs and edition details on books, catalogue imports kept as jobs, and
-- "tell me when it is back" requests.

-- An edition's details. ISBN-13 as its 13 digits (the API checks the check digit; the database keeps
-- the shape), unique: an import upserts by it.
ALTER TABLE "books" ADD COLUMN "isbn" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "translator" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "series" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "series_number" integer;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_isbn_shape" CHECK ("books"."isbn" ~ '^97[89][0-9]{10}$');--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_format_check" CHECK ("books"."format" IN ('paperback', 'hardback', 'ebook'));--> statement-breakpoint
CREATE UNIQUE INDEX "books_isbn_idx" ON "books" USING btree ("isbn");--> statement-breakpoint
-- An import finds an author or publisher by name as search compares names (case and accents ignored).
CREATE INDEX "authors_name_eng_key_btree_idx" ON "authors" USING btree ("name_eng_key");--> statement-breakpoint
CREATE INDEX "publishers_name_eng_key_btree_idx" ON "publishers" USING btree ("name_eng_key");--> statement-breakpoint
-- An import writes its books in batches of a few hundred. Each GIN index written entry by entry
-- (migration 0008) made that cost six times as much (165 against 986 books a second, measured
-- alternately on the embedded database): the names' indexes gather new entries again, a small pending
-- list (256 kB) that searches read through, and the import merges it into the index after each batch
-- (`gin_clean_pending_list`), as do writes that fill it.
ALTER INDEX "books_category_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "books_name_eng_words_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "books_name_eng_key_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "books_name_esp_words_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "books_name_esp_key_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "authors_name_eng_words_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "authors_name_eng_key_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "authors_name_esp_words_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "authors_name_esp_key_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "publishers_name_eng_words_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "publishers_name_eng_key_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "publishers_name_esp_words_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "publishers_name_esp_key_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "search_vocabulary_word_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
-- The ISBN-13 a text stands for (hyphens and spaces ignored, an ISBN-10 converted), or null: as
-- `readIsbn` of the contract reads it (a test holds the two equal).
CREATE FUNCTION isbn13_of(asked text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE
  AS $$
DECLARE
  compact text := upper(regexp_replace(asked, '[[:space:]\u2010-\u2015-]', '', 'g'));
  total integer := 0;
BEGIN
  IF compact ~ '^97[89][0-9]{10}$' THEN
    FOR i IN 1..12 LOOP
      total := total + substr(compact, i, 1)::integer * CASE WHEN i % 2 = 1 THEN 1 ELSE 3 END;
    END LOOP;
    RETURN CASE WHEN (10 - total % 10) % 10 = substr(compact, 13, 1)::integer THEN compact END;
  END IF;
  IF compact !~ '^[0-9]{9}[0-9X]$' THEN
    RETURN NULL;
  END IF;
  FOR i IN 1..9 LOOP
    total := total + substr(compact, i, 1)::integer * (11 - i);
  END LOOP;
  IF (CASE WHEN (11 - total % 11) % 11 = 10 THEN 'X' ELSE ((11 - total % 11) % 11)::text END)
      <> substr(compact, 10, 1) THEN
    RETURN NULL;
  END IF;
  -- An ISBN-10 is the ISBN-13 978 + its first nine digits, with a check digit of its own.
  compact := '978' || substr(compact, 1, 9);
  total := 0;
  FOR i IN 1..12 LOOP
    total := total + substr(compact, i, 1)::integer * CASE WHEN i % 2 = 1 THEN 1 ELSE 3 END;
  END LOOP;
  RETURN compact || ((10 - total % 10) % 10)::text;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_book_ids(asked text, asked_language text, max_found integer, few_found integer)
  RETURNS text
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
  found text;
  asked_isbn text := isbn13_of(asked);
BEGIN
  -- An ISBN (with or without hyphens, ISBN-10 or 13) finds its book alone, through the unique index.
  IF asked_isbn IS NOT NULL THEN
    SELECT b.id::text INTO found FROM books b WHERE b.isbn = asked_isbn;
    IF found IS NOT NULL THEN
      RETURN found;
    END IF;
  END IF;

  IF cardinality(lexemes) > 0 THEN
    prefixes := to_tsquery('simple', (
      SELECT string_agg(search_term(w.lexeme) || CASE WHEN w.n = cardinality(lexemes) THEN ':*' ELSE '' END,
        ' <-> ' ORDER BY w.n)
      FROM unnest(lexemes) WITH ORDINALITY AS w(lexeme, n)));
  END IF;

  WITH first_language AS (
    (SELECT b.id, b.name_eng AS first_name, b.name_eng_key AS first_key, b.name_esp_key AS second_key
    FROM books b
    WHERE in_english AND prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, b.name_eng_key) @@ prefixes
    LIMIT enough)
    UNION ALL
    (SELECT b.id, b.name_esp, b.name_esp_key, b.name_eng_key
    FROM books b
    WHERE NOT in_english AND prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, b.name_esp_key) @@ prefixes
    LIMIT enough)
  ),
  -- The other language, only while the asked one left room among the ranked books.
  second_language AS (
    (SELECT b.id, b.name_esp AS first_name, b.name_esp_key AS first_key, b.name_eng_key AS second_key
    FROM books b
    WHERE NOT in_english AND prefixes IS NOT NULL AND (SELECT count(*) FROM first_language) < enough
      AND to_tsvector('simple'::regconfig, b.name_eng_key) @@ prefixes
    LIMIT enough)
    UNION ALL
    (SELECT b.id, b.name_eng, b.name_eng_key, b.name_esp_key
    FROM books b
    WHERE in_english AND prefixes IS NOT NULL AND (SELECT count(*) FROM first_language) < enough
      AND to_tsvector('simple'::regconfig, b.name_esp_key) @@ prefixes
    LIMIT enough)
  ),
  name_matches AS (
    SELECT f.* FROM first_language f
    UNION ALL
    SELECT s.* FROM second_language s WHERE s.id NOT IN (SELECT f.id FROM first_language f)
  ),
  matching_authors AS (
    (SELECT a.id FROM authors a
      WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, a.name_eng_key) @@ prefixes LIMIT 50)
    UNION
    (SELECT a.id FROM authors a
      WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, a.name_esp_key) @@ prefixes LIMIT 50)
  ),
  author_matches AS (
    SELECT b.id, CASE WHEN in_english THEN b.name_eng ELSE b.name_esp END AS first_name,
      CASE WHEN in_english THEN b.name_eng_key ELSE b.name_esp_key END AS first_key,
      CASE WHEN in_english THEN b.name_esp_key ELSE b.name_eng_key END AS second_key
    FROM books b
    WHERE (SELECT count(*) FROM name_matches) < enough
      AND b.author_id IN (SELECT m.id FROM matching_authors m)
    LIMIT enough
  ),
  contains_matches AS (
    SELECT b.id, CASE WHEN in_english THEN b.name_eng ELSE b.name_esp END AS first_name,
      CASE WHEN in_english THEN b.name_eng_key ELSE b.name_esp_key END AS first_key,
      CASE WHEN in_english THEN b.name_esp_key ELSE b.name_eng_key END AS second_key
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
    SELECT b.id, CASE WHEN in_english THEN b.name_eng ELSE b.name_esp END AS first_name,
      CASE WHEN in_english THEN b.name_eng_key ELSE b.name_esp_key END AS first_key,
      CASE WHEN in_english THEN b.name_esp_key ELSE b.name_eng_key END AS second_key
    FROM books b
    WHERE (SELECT t.typos FROM typo_query t) IS NOT NULL
      AND (to_tsvector('simple'::regconfig, b.name_eng_key) @@ (SELECT t.typos FROM typo_query t)
        OR to_tsvector('simple'::regconfig, b.name_esp_key) @@ (SELECT t.typos FROM typo_query t))
    LIMIT enough
  ),
  -- A book found by an earlier stage keeps its first place.
  listed AS (
    SELECT DISTINCT ON (m.id) m.id, m.stage, m.first_name, m.first_key, m.second_key
    FROM (SELECT 1 AS stage, * FROM name_matches
      UNION ALL SELECT 2, * FROM author_matches
      UNION ALL SELECT 3, * FROM contains_matches
      UNION ALL SELECT 4, * FROM typo_matches) AS m
    ORDER BY m.id, m.stage
  )
  -- ARRAY(...) keeps its query's order: best first.
  SELECT array_to_string(ARRAY(
    SELECT l.id::text FROM listed l
    ORDER BY l.stage,
      CASE
        WHEN l.first_key LIKE like_key || '%' OR l.first_key LIKE '% ' || like_key || '%' THEN 0
        WHEN l.second_key LIKE like_key || '%' OR l.second_key LIKE '% ' || like_key || '%' THEN 1
        WHEN l.first_key LIKE '%' || like_key || '%' THEN 2
        WHEN l.second_key LIKE '%' || like_key || '%' THEN 3
        ELSE 4
      END,
      length(l.first_name), l.first_name, l.id
    LIMIT enough), ',') INTO found;
  RETURN found;
END $$;--> statement-breakpoint
-- The book index reads each book's ISBN too (the last field), so a search in the API process finds it.
CREATE OR REPLACE FUNCTION listed_book_fields(b books, halves bigint, votes bigint, author_words text) RETURNS text
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
    author_words, coalesce(b.isbn, '')) $$;--> statement-breakpoint
-- A list's page carries each book's edition too (the columns of `selectBooks` in src/db/books.ts).
DROP FUNCTION books_in_order(uuid[]);--> statement-breakpoint
CREATE FUNCTION books_in_order(wanted uuid[])
  RETURNS TABLE ("id" uuid, "nameEng" text, "nameEsp" text, "titleEng" text, "titleEsp" text,
    "infoEng" text, "infoEsp" text, "image" text, "category" text[], "pagesCount" integer, "language" text,
    "year" integer, "price" numeric, "stock" integer, "isbn" text, "format" text, "translator" text,
    "series" text, "seriesNumber" integer, "createdAt" timestamptz, "authorId" uuid,
    "authorNameEng" text, "authorNameEsp" text, "publisherId" uuid, "publisherNameEng" text,
    "publisherNameEsp" text, "averageRating" float8, "ratingsCount" integer)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET plan_cache_mode = force_generic_plan
  AS $$
BEGIN
  RETURN QUERY
  SELECT b.id, b.name_eng, b.name_esp, b.title_eng, b.title_esp, b.info_eng, b.info_esp, b.image, b.category,
    b.pages_count, b.language, b.year, b.price, b.stock, b.isbn, b.format, b.translator, b.series,
    b.series_number, b.created_at, a.id, a.name_eng, a.name_esp, p.id, p.name_eng, p.name_esp, r.average, r.votes
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
-- Catalogue imports (src/imports): one row per feed an admin sent, kept until it is done so that a
-- restarted server goes on from its checkpoint: `done` records are settled (imported or refused) and
-- the counts with them, written in the same transaction as those records' books. The process running
-- it holds a lease, renewed at each checkpoint; a process that stopped without giving it back (a
-- crash) leaves it to the next one once it runs out.
CREATE TABLE "catalogue_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"total" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"started_by" uuid NOT NULL,
	"started_by_name" text NOT NULL,
	"runner" uuid,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "catalogue_imports_status_check" CHECK ("catalogue_imports"."status" IN ('running', 'done', 'failed', 'cancelled')),
	CONSTRAINT "catalogue_imports_format_check" CHECK ("catalogue_imports"."format" IN ('onix', 'csv'))
);--> statement-breakpoint
CREATE INDEX "catalogue_imports_created_idx" ON "catalogue_imports" USING btree ("created_at" DESC);--> statement-breakpoint
CREATE INDEX "catalogue_imports_running_idx" ON "catalogue_imports" USING btree ("lease_until") WHERE "status" = 'running';--> statement-breakpoint
-- A record that could not be imported: its place in the file, the field and why (a code of the
-- contract's messages). At most IMPORT_ERRORS_KEPT per import; past that they are only counted.
CREATE TABLE "catalogue_import_errors" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"record" text NOT NULL,
	"field" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "catalogue_import_errors_pk" PRIMARY KEY ("import_id", "position", "field")
);--> statement-breakpoint
ALTER TABLE "catalogue_import_errors" ADD CONSTRAINT "catalogue_import_errors_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The audit log names imports too (an admin starting one, its outcome).
ALTER TYPE "public"."audit_entity" ADD VALUE 'import';--> statement-breakpoint
-- "Tell me when it is back" (src/stock-alerts): a reader's request about a sold-out book. `due` once
-- its stock went from 0 to more (the trigger below, whatever wrote it: an admin, an import, a cancelled
-- order), `sending` while a process mails it (a claim that runs out is taken again), then `sent`.
-- Only token hashes are kept. The API shows `due` and `sending` as waiting.
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_status_check" CHECK ("stock_alerts"."status" IN ('unconfirmed', 'waiting', 'due', 'sending', 'sent', 'cancelled')),
	CONSTRAINT "stock_alerts_language_check" CHECK ("stock_alerts"."language" IN ('esp', 'eng'))
);--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_book_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One open request per book and address.
CREATE UNIQUE INDEX "stock_alerts_open_idx" ON "stock_alerts" USING btree ("book_id", lower("email")) WHERE "status" IN ('unconfirmed', 'waiting', 'due', 'sending');--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("book_id") WHERE "status" = 'waiting';--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("due_at") WHERE "status" IN ('due', 'sending');--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id", "created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_confirm_token_idx" ON "stock_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_unsubscribe_token_idx" ON "stock_alerts" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree (lower("email")) WHERE "status" IN ('unconfirmed', 'waiting', 'due', 'sending');--> statement-breakpoint
-- A book whose stock goes from 0 to more, by any write, makes its waiting requests due, in the
-- writing transaction: a rolled-back write mails nobody.
CREATE FUNCTION stock_alerts_book_back() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    UPDATE stock_alerts a SET status = 'due', due_at = now()
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE a.book_id = n.id AND a.status = 'waiting' AND o.stock = 0 AND n.stock > 0
        AND n.withdrawn_at IS NULL;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER books_back_in_stock AFTER UPDATE ON "books"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_alerts_book_back();
