-- Catalan in the catalogue's lists and searches (issue 35). A Catalan reader finds a book, author or
-- publisher by its Catalan name, and one without a Catalan name by its Spanish one: each name has a
-- third key, of the Catalan name or else the Spanish (`name_cat_key`). Every reader's search reads the
-- three keys, the asked language's first; a catalogue without Catalan names answers as before.
--
-- The ela geminada: "novel·la" is written with a middle dot, a full stop ("novel.la", as many keyboards
-- type it) or the single letter ŀ (which unaccent makes l). A key writes each as "ll", so that "novella",
-- "novel.la" and "novel·la" find one another.
CREATE OR REPLACE FUNCTION search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)),
    'l[.·‧∙⋅]l', 'll', 'g') $$;--> statement-breakpoint
-- Stored keys and words of names with an ela geminada are worked out again with the new key.
UPDATE "books" SET "name_eng" = "name_eng" WHERE "name_eng" ~* 'l[.·‧∙⋅]l' OR "name_esp" ~* 'l[.·‧∙⋅]l';--> statement-breakpoint
UPDATE "authors" SET "name_eng" = "name_eng" WHERE "name_eng" ~* 'l[.·‧∙⋅]l' OR "name_esp" ~* 'l[.·‧∙⋅]l';--> statement-breakpoint
UPDATE "publishers" SET "name_eng" = "name_eng" WHERE "name_eng" ~* 'l[.·‧∙⋅]l' OR "name_esp" ~* 'l[.·‧∙⋅]l';--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "name_cat_key" text
  GENERATED ALWAYS AS (public.search_key(coalesce(name_cat, name_esp))) STORED;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "name_cat_tokens" text
  GENERATED ALWAYS AS ((to_tsvector('simple'::regconfig, public.search_key(coalesce(name_cat, name_esp))))::text) STORED;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "name_cat_key" text
  GENERATED ALWAYS AS (public.search_key(coalesce(name_cat, name_esp))) STORED;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "name_cat_tokens" text
  GENERATED ALWAYS AS ((to_tsvector('simple'::regconfig, public.search_key(coalesce(name_cat, name_esp))))::text) STORED;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "name_cat_key" text
  GENERATED ALWAYS AS (public.search_key(coalesce(name_cat, name_esp))) STORED;--> statement-breakpoint
-- As the other names' indexes (migrations 0006 and 0024), of the Catalan names only: every search reads
-- the Spanish keys too, which stand for the Catalan ones of names without one, so a shop without
-- Catalan names pays nothing for them.
CREATE INDEX "books_name_cat_words_idx" ON "books" USING gin (to_tsvector('simple'::regconfig, "name_cat_key")) WITH (fastupdate = on, gin_pending_list_limit = 256) WHERE "name_cat" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "books_name_cat_key_idx" ON "books" USING gin ("name_cat_key" gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 256) WHERE "name_cat" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "authors_name_cat_words_idx" ON "authors" USING gin (to_tsvector('simple'::regconfig, "name_cat_key")) WITH (fastupdate = on, gin_pending_list_limit = 256) WHERE "name_cat" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "authors_name_cat_key_idx" ON "authors" USING gin ("name_cat_key" gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 256) WHERE "name_cat" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "publishers_name_cat_words_idx" ON "publishers" USING gin (to_tsvector('simple'::regconfig, "name_cat_key")) WITH (fastupdate = on, gin_pending_list_limit = 256) WHERE "name_cat" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "publishers_name_cat_key_idx" ON "publishers" USING gin ("name_cat_key" gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 256) WHERE "name_cat" IS NOT NULL;--> statement-breakpoint
-- A typo may stand for a word of a Catalan name too.
CREATE OR REPLACE FUNCTION remember_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO search_vocabulary (word)
      SELECT DISTINCT word
      FROM named, unnest(tsvector_to_array(
        to_tsvector('simple'::regconfig, named.name_eng_key) || to_tsvector('simple'::regconfig, named.name_esp_key)
          || to_tsvector('simple'::regconfig, named.name_cat_key)
      )) AS word
      WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint
INSERT INTO search_vocabulary (word)
  SELECT DISTINCT word
  FROM (SELECT name_cat_key FROM books UNION ALL SELECT name_cat_key FROM authors
        UNION ALL SELECT name_cat_key FROM publishers) AS named,
    unnest(tsvector_to_array(to_tsvector('simple'::regconfig, named.name_cat_key))) AS word
  WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A name's first, second and third keys for a reader's language: the asked language's, then the others
-- (Spanish before English for a Catalan reader, whose Spanish key is the fallback of the Catalan one).
CREATE FUNCTION search_keys_in(asked_language text, eng_key text, esp_key text, cat_key text)
  RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE asked_language
    WHEN 'eng' THEN ARRAY[eng_key, esp_key, cat_key]
    WHEN 'cat' THEN ARRAY[cat_key, esp_key, eng_key]
    ELSE ARRAY[esp_key, eng_key, cat_key] END $$;--> statement-breakpoint
-- The name a reader sees, which ties are ranked by: Catalan, when it has one, for a Catalan reader.
CREATE FUNCTION search_name_in(asked_language text, name_eng text, name_esp text, name_cat text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE asked_language WHEN 'eng' THEN name_eng WHEN 'cat' THEN coalesce(name_cat, name_esp)
    ELSE name_esp END $$;--> statement-breakpoint
-- search_catalogue (migration 0009) with the Catalan key, and the Catalan name in its answer.
DROP FUNCTION search_catalogue(text, text, integer);--> statement-breakpoint
CREATE FUNCTION search_catalogue(asked text, asked_language text, per_group integer)
  RETURNS TABLE (found_kind text, found_id uuid, found_image text, found_name_eng text, found_name_esp text,
    found_name_cat text)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET pg_trgm.word_similarity_threshold = 0.5
  SET plan_cache_mode = force_generic_plan
  AS $$
DECLARE
  asked_key text := search_key(asked);
  like_key text := search_key(replace(replace(replace(asked, '\', '\\'), '%', '\%'), '_', '\_'));
  lexemes text[] := array(
    SELECT w.lexeme FROM unnest(to_tsvector('simple'::regconfig, search_key(asked))) AS w
    ORDER BY w.positions[1], w.lexeme);
  prefixes tsquery;
BEGIN
  IF cardinality(lexemes) > 0 THEN
    prefixes := to_tsquery('simple', (
      SELECT string_agg(search_term(w.lexeme) || CASE WHEN w.n = cardinality(lexemes) THEN ':*' ELSE '' END,
        ' <-> ' ORDER BY w.n)
      FROM unnest(lexemes) WITH ORDINALITY AS w(lexeme, n)));
  END IF;

  RETURN QUERY
  -- Not materialized: each stage's conditions reach the table's indexes through it.
  WITH named AS NOT MATERIALIZED (
    SELECT 'books'::text AS kind, b.id, b.image, b.name_eng, b.name_esp, b.name_cat, b.name_eng_key AS eng_key,
      b.name_esp_key AS esp_key, b.name_cat_key AS cat_key FROM books b
    UNION ALL
    SELECT 'authors', a.id, a.image, a.name_eng, a.name_esp, a.name_cat, a.name_eng_key, a.name_esp_key,
      a.name_cat_key FROM authors a
    UNION ALL
    SELECT 'publishers', p.id, p.image, p.name_eng, p.name_esp, p.name_cat, p.name_eng_key, p.name_esp_key,
      p.name_cat_key FROM publishers p
  ),
  prefix_matches AS (
    (SELECT * FROM named n WHERE n.kind = 'books' AND prefixes IS NOT NULL
      AND to_tsvector('simple'::regconfig, n.eng_key) @@ prefixes LIMIT 50)
    -- `union` (not `union all`): a name matching in several languages is ranked once.
    UNION
    (SELECT * FROM named n WHERE n.kind = 'books' AND prefixes IS NOT NULL
      AND to_tsvector('simple'::regconfig, n.esp_key) @@ prefixes LIMIT 50)
    UNION
    (SELECT * FROM named n WHERE n.kind = 'books' AND prefixes IS NOT NULL
      AND n.name_cat IS NOT NULL AND to_tsvector('simple'::regconfig, n.cat_key) @@ prefixes LIMIT 50)
    UNION
    (SELECT * FROM named n WHERE n.kind = 'authors' AND prefixes IS NOT NULL
      AND to_tsvector('simple'::regconfig, n.eng_key) @@ prefixes LIMIT 50)
    UNION
    (SELECT * FROM named n WHERE n.kind = 'authors' AND prefixes IS NOT NULL
      AND to_tsvector('simple'::regconfig, n.esp_key) @@ prefixes LIMIT 50)
    UNION
    (SELECT * FROM named n WHERE n.kind = 'authors' AND prefixes IS NOT NULL
      AND n.name_cat IS NOT NULL AND to_tsvector('simple'::regconfig, n.cat_key) @@ prefixes LIMIT 50)
    UNION
    (SELECT * FROM named n WHERE n.kind = 'publishers' AND prefixes IS NOT NULL
      AND to_tsvector('simple'::regconfig, n.eng_key) @@ prefixes LIMIT 50)
    UNION
    (SELECT * FROM named n WHERE n.kind = 'publishers' AND prefixes IS NOT NULL
      AND to_tsvector('simple'::regconfig, n.esp_key) @@ prefixes LIMIT 50)
    UNION
    (SELECT * FROM named n WHERE n.kind = 'publishers' AND prefixes IS NOT NULL
      AND n.name_cat IS NOT NULL AND to_tsvector('simple'::regconfig, n.cat_key) @@ prefixes LIMIT 50)
  ),
  contains_matches AS (
    (SELECT * FROM named n WHERE n.kind = 'books'
      AND (SELECT count(*) FROM prefix_matches m WHERE m.kind = 'books') < per_group
      AND (n.eng_key LIKE '%' || like_key || '%' OR n.esp_key LIKE '%' || like_key || '%'
        OR (n.name_cat IS NOT NULL AND n.cat_key LIKE '%' || like_key || '%'))
      LIMIT 50)
    UNION ALL
    (SELECT * FROM named n WHERE n.kind = 'authors'
      AND (SELECT count(*) FROM prefix_matches m WHERE m.kind = 'authors') < per_group
      AND (n.eng_key LIKE '%' || like_key || '%' OR n.esp_key LIKE '%' || like_key || '%'
        OR (n.name_cat IS NOT NULL AND n.cat_key LIKE '%' || like_key || '%'))
      LIMIT 50)
    UNION ALL
    (SELECT * FROM named n WHERE n.kind = 'publishers'
      AND (SELECT count(*) FROM prefix_matches m WHERE m.kind = 'publishers') < per_group
      AND (n.eng_key LIKE '%' || like_key || '%' OR n.esp_key LIKE '%' || like_key || '%'
        OR (n.name_cat IS NOT NULL AND n.cat_key LIKE '%' || like_key || '%'))
      LIMIT 50)
  ),
  found_so_far AS (
    SELECT m.kind, count(DISTINCT m.id) AS found
    FROM (SELECT kind, id FROM prefix_matches UNION ALL SELECT kind, id FROM contains_matches) AS m
    GROUP BY m.kind
  ),
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
      AND (SELECT count(*) FROM found_so_far f WHERE f.found >= per_group) < 3
    HAVING count(k.alternatives) > 0
  ),
  typo_matches AS (
    SELECT * FROM (
      (SELECT * FROM named n WHERE n.kind = 'books'
        AND coalesce((SELECT f.found FROM found_so_far f WHERE f.kind = 'books'), 0) < per_group
        AND (SELECT t.typos FROM typo_query t) IS NOT NULL
        AND (to_tsvector('simple'::regconfig, n.eng_key) @@ (SELECT t.typos FROM typo_query t)
          OR to_tsvector('simple'::regconfig, n.esp_key) @@ (SELECT t.typos FROM typo_query t)
          OR (n.name_cat IS NOT NULL
            AND to_tsvector('simple'::regconfig, n.cat_key) @@ (SELECT t.typos FROM typo_query t)))
        LIMIT 50)
      UNION ALL
      (SELECT * FROM named n WHERE n.kind = 'authors'
        AND coalesce((SELECT f.found FROM found_so_far f WHERE f.kind = 'authors'), 0) < per_group
        AND (SELECT t.typos FROM typo_query t) IS NOT NULL
        AND (to_tsvector('simple'::regconfig, n.eng_key) @@ (SELECT t.typos FROM typo_query t)
          OR to_tsvector('simple'::regconfig, n.esp_key) @@ (SELECT t.typos FROM typo_query t)
          OR (n.name_cat IS NOT NULL
            AND to_tsvector('simple'::regconfig, n.cat_key) @@ (SELECT t.typos FROM typo_query t)))
        LIMIT 50)
      UNION ALL
      (SELECT * FROM named n WHERE n.kind = 'publishers'
        AND coalesce((SELECT f.found FROM found_so_far f WHERE f.kind = 'publishers'), 0) < per_group
        AND (SELECT t.typos FROM typo_query t) IS NOT NULL
        AND (to_tsvector('simple'::regconfig, n.eng_key) @@ (SELECT t.typos FROM typo_query t)
          OR to_tsvector('simple'::regconfig, n.esp_key) @@ (SELECT t.typos FROM typo_query t)
          OR (n.name_cat IS NOT NULL
            AND to_tsvector('simple'::regconfig, n.cat_key) @@ (SELECT t.typos FROM typo_query t)))
        LIMIT 50)
    ) AS t
  ),
  matches AS (
    SELECT m.*, search_name_in(asked_language, m.name_eng, m.name_esp, m.name_cat) AS first_name,
      search_keys_in(asked_language, m.eng_key, m.esp_key, m.cat_key) AS keys
    FROM (SELECT 1 AS stage, * FROM prefix_matches
      UNION ALL SELECT 2, * FROM contains_matches
      UNION ALL SELECT 3, * FROM typo_matches) AS m
  ),
  -- Each stage's matches of each kind, numbered best first; the second and third keys rank alike.
  ranked AS (
    SELECT m.kind, m.stage, m.id, m.image, m.name_eng, m.name_esp, m.name_cat,
      row_number() OVER (PARTITION BY m.kind, m.stage ORDER BY
        CASE
          WHEN m.keys[1] LIKE like_key || '%' OR m.keys[1] LIKE '% ' || like_key || '%' THEN 0
          WHEN m.keys[2] LIKE like_key || '%' OR m.keys[2] LIKE '% ' || like_key || '%'
            OR m.keys[3] LIKE like_key || '%' OR m.keys[3] LIKE '% ' || like_key || '%' THEN 1
          WHEN m.keys[1] LIKE '%' || like_key || '%' THEN 2
          WHEN m.keys[2] LIKE '%' || like_key || '%' OR m.keys[3] LIKE '%' || like_key || '%' THEN 3
          WHEN word_similarity(asked_key, m.keys[1])
            >= greatest(word_similarity(asked_key, m.keys[2]), word_similarity(asked_key, m.keys[3])) THEN 4
          ELSE 5
        END,
        greatest(word_similarity(asked_key, m.keys[1]), word_similarity(asked_key, m.keys[2]),
          word_similarity(asked_key, m.keys[3])) DESC,
        length(m.first_name), m.first_name) AS place
    FROM matches m
  ),
  listed AS (
    SELECT DISTINCT ON (r.kind, r.id) r.kind, r.stage, r.place, r.id, r.image, r.name_eng, r.name_esp, r.name_cat
    FROM ranked r
    ORDER BY r.kind, r.id, r.stage, r.place
  )
  SELECT l.kind, l.id, l.image, l.name_eng, l.name_esp, l.name_cat
  FROM (SELECT *, row_number() OVER (PARTITION BY listed.kind ORDER BY listed.stage, listed.place) AS n FROM listed) AS l
  WHERE l.n <= per_group
  ORDER BY l.kind, l.n;
END $$;--> statement-breakpoint
-- search_book_ids (migration 0024) with the Catalan key: the asked language's key first, the other two
-- while it left room; src/book-lists/book-search.ts does the same in the API process.
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
  in_catalan boolean := asked_language = 'cat';
  in_spanish boolean := asked_language NOT IN ('eng', 'cat');
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
    (SELECT b.id FROM books b
    WHERE in_english AND prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, b.name_eng_key) @@ prefixes
    LIMIT enough)
    UNION ALL
    (SELECT b.id FROM books b
    WHERE in_spanish AND prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, b.name_esp_key) @@ prefixes
    LIMIT enough)
    UNION ALL
    (SELECT b.id FROM books b
    WHERE in_catalan AND prefixes IS NOT NULL AND b.name_cat IS NOT NULL
      AND to_tsvector('simple'::regconfig, b.name_cat_key) @@ prefixes
    LIMIT enough)
    UNION ALL
    -- A book without a Catalan name: its Catalan key is its Spanish one.
    (SELECT b.id FROM books b
    WHERE in_catalan AND prefixes IS NOT NULL AND b.name_cat IS NULL
      AND to_tsvector('simple'::regconfig, b.name_esp_key) @@ prefixes
    LIMIT enough)
  ),
  -- The other languages, only while the asked one left room among the ranked books.
  other_languages AS (
    (SELECT b.id FROM books b
    WHERE NOT in_english AND prefixes IS NOT NULL AND (SELECT count(*) FROM first_language) < enough
      AND to_tsvector('simple'::regconfig, b.name_eng_key) @@ prefixes
    LIMIT enough)
    UNION
    (SELECT b.id FROM books b
    WHERE NOT in_spanish AND prefixes IS NOT NULL AND (SELECT count(*) FROM first_language) < enough
      AND to_tsvector('simple'::regconfig, b.name_esp_key) @@ prefixes
    LIMIT enough)
    UNION
    (SELECT b.id FROM books b
    WHERE NOT in_catalan AND prefixes IS NOT NULL AND (SELECT count(*) FROM first_language) < enough
      AND b.name_cat IS NOT NULL AND to_tsvector('simple'::regconfig, b.name_cat_key) @@ prefixes
    LIMIT enough)
  ),
  name_matches AS (
    SELECT f.id FROM first_language f
    UNION ALL
    SELECT s.id FROM other_languages s WHERE s.id NOT IN (SELECT f.id FROM first_language f)
  ),
  matching_authors AS (
    (SELECT a.id FROM authors a
      WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, a.name_eng_key) @@ prefixes LIMIT 50)
    UNION
    (SELECT a.id FROM authors a
      WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, a.name_esp_key) @@ prefixes LIMIT 50)
    UNION
    (SELECT a.id FROM authors a
      WHERE prefixes IS NOT NULL AND a.name_cat IS NOT NULL
        AND to_tsvector('simple'::regconfig, a.name_cat_key) @@ prefixes LIMIT 50)
  ),
  author_matches AS (
    SELECT b.id FROM books b
    WHERE (SELECT count(*) FROM name_matches) < enough
      AND b.author_id IN (SELECT m.id FROM matching_authors m)
    LIMIT enough
  ),
  contains_matches AS (
    SELECT b.id FROM books b
    WHERE like_key ~ '[[:alnum:]]{3}'
      AND (SELECT count(*) FROM name_matches) + (SELECT count(*) FROM author_matches) < few_found
      AND (b.name_eng_key LIKE '%' || like_key || '%' OR b.name_esp_key LIKE '%' || like_key || '%'
        OR (b.name_cat IS NOT NULL AND b.name_cat_key LIKE '%' || like_key || '%'))
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
    SELECT b.id FROM books b
    WHERE (SELECT t.typos FROM typo_query t) IS NOT NULL
      AND (to_tsvector('simple'::regconfig, b.name_eng_key) @@ (SELECT t.typos FROM typo_query t)
        OR to_tsvector('simple'::regconfig, b.name_esp_key) @@ (SELECT t.typos FROM typo_query t)
        OR (b.name_cat IS NOT NULL
          AND to_tsvector('simple'::regconfig, b.name_cat_key) @@ (SELECT t.typos FROM typo_query t)))
    LIMIT enough
  ),
  -- A book found by an earlier stage keeps its first place; each then with its name and keys in the
  -- asked language's order.
  listed AS (
    SELECT l.id, l.stage, search_name_in(asked_language, b.name_eng, b.name_esp, b.name_cat) AS first_name,
      search_keys_in(asked_language, b.name_eng_key, b.name_esp_key, b.name_cat_key) AS keys
    FROM (
      SELECT DISTINCT ON (m.id) m.id, m.stage
      FROM (SELECT 1 AS stage, id FROM name_matches
        UNION ALL SELECT 2, id FROM author_matches
        UNION ALL SELECT 3, id FROM contains_matches
        UNION ALL SELECT 4, id FROM typo_matches) AS m
      ORDER BY m.id, m.stage
    ) AS l
    JOIN books b ON b.id = l.id
  )
  -- ARRAY(...) keeps its query's order: best first.
  SELECT array_to_string(ARRAY(
    SELECT l.id::text FROM listed l
    ORDER BY l.stage,
      CASE
        WHEN l.keys[1] LIKE like_key || '%' OR l.keys[1] LIKE '% ' || like_key || '%' THEN 0
        WHEN l.keys[2] LIKE like_key || '%' OR l.keys[2] LIKE '% ' || like_key || '%'
          OR l.keys[3] LIKE like_key || '%' OR l.keys[3] LIKE '% ' || like_key || '%' THEN 1
        WHEN l.keys[1] LIKE '%' || like_key || '%' THEN 2
        WHEN l.keys[2] LIKE '%' || like_key || '%' OR l.keys[3] LIKE '%' || like_key || '%' THEN 3
        ELSE 4
      END,
      length(l.first_name), l.first_name, l.id
    LIMIT enough), ',') INTO found;
  RETURN found;
END $$;--> statement-breakpoint
-- closest_book_name (migration 0012) reads the Catalan key too, and answers the Catalan name.
DROP FUNCTION closest_book_name(text);--> statement-breakpoint
CREATE FUNCTION closest_book_name(asked text)
  RETURNS TABLE (found_id uuid, found_image text, found_name_eng text, found_name_esp text, found_name_cat text)
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
      (SELECT b.id, b.image, b.name_eng, b.name_esp, b.name_cat, b.name_eng_key, b.name_esp_key, b.name_cat_key
        FROM books b WHERE asked_key <% b.name_eng_key LIMIT 50)
      UNION
      (SELECT b.id, b.image, b.name_eng, b.name_esp, b.name_cat, b.name_eng_key, b.name_esp_key, b.name_cat_key
        FROM books b WHERE asked_key <% b.name_esp_key LIMIT 50)
      UNION
      (SELECT b.id, b.image, b.name_eng, b.name_esp, b.name_cat, b.name_eng_key, b.name_esp_key, b.name_cat_key
        FROM books b WHERE b.name_cat IS NOT NULL AND asked_key <% b.name_cat_key LIMIT 50)
    )
    SELECT c.id, c.image, c.name_eng, c.name_esp, c.name_cat
    FROM candidates c
    ORDER BY greatest(word_similarity(asked_key, c.name_eng_key), word_similarity(asked_key, c.name_esp_key),
        word_similarity(asked_key, c.name_cat_key)) DESC,
      length(c.name_eng), c.id
    LIMIT 1;
    IF FOUND THEN RETURN; END IF;
  END LOOP;
END $$;--> statement-breakpoint
-- The book index reads the Catalan names too. An author's words: a third field, empty when the author
-- has no Catalan name (its words are the Spanish ones).
CREATE OR REPLACE FUNCTION listed_author_words(a authors) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT concat_ws(E'\x1f',
    CASE WHEN a.name_eng_key ~ '^[a-z0-9 ]*$' THEN a.name_eng_key ELSE translate(a.name_eng_tokens, E'\x1e\x1f', '  ') END,
    CASE WHEN a.name_esp_key ~ '^[a-z0-9 ]*$' THEN a.name_esp_key ELSE translate(a.name_esp_tokens, E'\x1e\x1f', '  ') END,
    CASE WHEN a.name_cat IS NULL THEN ''
      WHEN a.name_cat_key ~ '^[a-z0-9 ]*$' THEN a.name_cat_key ELSE translate(a.name_cat_tokens, E'\x1e\x1f', '  ') END) $$;--> statement-breakpoint
-- After the ISBN, the Catalan name, key and words (as the others, '=' where they need not travel), all
-- three empty when the book has no Catalan name: the index reads the Spanish ones for it.
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
    author_words, coalesce(b.isbn, ''),
    translate(coalesce(b.name_cat, ''), E'\x1e\x1f', '  '),
    CASE WHEN b.name_cat IS NULL THEN ''
      WHEN b.name_cat_key = translate(b.name_cat, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
      THEN '=' ELSE translate(b.name_cat_key, E'\x1e\x1f', '  ') END,
    CASE WHEN b.name_cat IS NULL THEN ''
      WHEN b.name_cat_key ~ '^[a-z0-9 ]*$' THEN '=' ELSE translate(b.name_cat_tokens, E'\x1e\x1f', '  ') END) $$;--> statement-breakpoint
-- A renamed author's books are noted as changed when the Catalan name changes too.
CREATE OR REPLACE FUNCTION note_renamed_authors_books() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO book_listing_changes (book_id, changed_by)
      SELECT DISTINCT b.id, pg_current_xact_id()
      FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN books b ON b.author_id = n.id
      WHERE n.name_eng IS DISTINCT FROM o.name_eng OR n.name_esp IS DISTINCT FROM o.name_esp
        OR n.name_cat IS DISTINCT FROM o.name_cat
      ON CONFLICT (book_id) DO UPDATE SET changed_by = excluded.changed_by;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- A list's page carries the Catalan texts (the columns of `selectBooks` in src/db/books.ts).
DROP FUNCTION books_in_order(uuid[]);--> statement-breakpoint
CREATE FUNCTION books_in_order(wanted uuid[])
  RETURNS TABLE ("id" uuid, "nameEng" text, "nameEsp" text, "nameCat" text, "titleEng" text, "titleEsp" text,
    "titleCat" text, "infoEng" text, "infoEsp" text, "infoCat" text, "image" text, "category" text[],
    "pagesCount" integer, "language" text, "year" integer, "price" numeric, "stock" integer, "isbn" text,
    "format" text, "translator" text, "series" text, "seriesNumber" integer, "createdAt" timestamptz,
    "authorId" uuid, "authorNameEng" text, "authorNameEsp" text, "authorNameCat" text, "publisherId" uuid,
    "publisherNameEng" text, "publisherNameEsp" text, "publisherNameCat" text, "averageRating" float8,
    "ratingsCount" integer)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET plan_cache_mode = force_generic_plan
  AS $$
BEGIN
  RETURN QUERY
  SELECT b.id, b.name_eng, b.name_esp, b.name_cat, b.title_eng, b.title_esp, b.title_cat, b.info_eng,
    b.info_esp, b.info_cat, b.image, b.category, b.pages_count, b.language, b.year, b.price, b.stock, b.isbn,
    b.format, b.translator, b.series, b.series_number, b.created_at, a.id, a.name_eng, a.name_esp, a.name_cat,
    p.id, p.name_eng, p.name_esp, p.name_cat, r.average, r.votes
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
ANALYZE books;--> statement-breakpoint
ANALYZE authors;--> statement-breakpoint
ANALYZE publishers;
