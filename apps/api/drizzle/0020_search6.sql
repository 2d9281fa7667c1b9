-- A new search text's first page at 100,000 books (issue 17): EXPLAIN (ANALYZE, BUFFERS) of each stage of
-- search_book_ids (bench/search-plans.ts) showed two costs that grow with the catalogue.
--  - A word's prefix ("la", "biblioteca") through the GIN full-text index: the index builds the bitmap of
--    EVERY matching book (100,041 for "la", 8,468 for "biblioteca") before LIMIT keeps 1,001.
--    book_words holds each name's words (book, language, word) in a btree in bytewise ("C") order, so a
--    prefix is a range that stops after enough books, read in the order of the word, then of the
--    name's length: the exact word's shortest names come first, the ones the ranking puts first.
--  - A text of several words ("the hidden", "la noche roja") through the same index as a phrase: a
--    phrase makes every candidate book's name be parsed again (the index's recheck), 1,001 times. The
--    index is now asked for books holding every word (no recheck), and the name's key, already stored,
--    is read for the words side by side; only a name where that plain test fails is parsed.
-- Same stages, same ranking, same books found; of very many matches, which 1,001 are ranked changes as
-- said above.
CREATE TABLE "book_words" (
	"language" text NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"name_length" integer NOT NULL,
	"book_id" uuid NOT NULL REFERENCES "books"("id") ON DELETE CASCADE,
	CONSTRAINT "book_words_pkey" PRIMARY KEY ("language", "word", "name_length", "book_id")
);--> statement-breakpoint
CREATE INDEX "book_words_book_idx" ON "book_words" USING btree ("book_id");--> statement-breakpoint
-- The words of the names of the books in `named` (the lexemes of their full-text vectors, as the GIN
-- indexes hold them), with the length of the name in that language.
CREATE FUNCTION add_book_words(named_ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO book_words (language, word, name_length, book_id)
      SELECT 'eng', w.word, length(b.name_eng), b.id
      FROM books b, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, b.name_eng_key))) AS w(word)
      WHERE b.id = ANY(named_ids)
      UNION ALL
      SELECT 'esp', w.word, length(b.name_esp), b.id
      FROM books b, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, b.name_esp_key))) AS w(word)
      WHERE b.id = ANY(named_ids)
    ON CONFLICT DO NOTHING;
  $$;--> statement-breakpoint
CREATE FUNCTION remember_book_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    PERFORM add_book_words(ARRAY(SELECT n.id FROM named n));
    RETURN NULL;
  END $$;--> statement-breakpoint
-- A renamed book: its words in both languages are written again (a name's length counts too).
CREATE FUNCTION renew_book_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    DELETE FROM book_words WHERE book_id = NEW.id;
    PERFORM add_book_words(ARRAY[NEW.id]);
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER books_new_words AFTER INSERT ON "books" REFERENCING NEW TABLE AS named
  FOR EACH STATEMENT EXECUTE FUNCTION remember_book_words();--> statement-breakpoint
CREATE TRIGGER books_renamed_words AFTER UPDATE OF name_eng, name_esp ON "books"
  FOR EACH ROW WHEN (OLD.name_eng IS DISTINCT FROM NEW.name_eng OR OLD.name_esp IS DISTINCT FROM NEW.name_esp)
  EXECUTE FUNCTION renew_book_words();--> statement-breakpoint
-- Removed books take their words with them (ON DELETE CASCADE). The books already there:
INSERT INTO book_words (language, word, name_length, book_id)
  SELECT 'eng', w.word, length(b.name_eng), b.id
  FROM books b, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, b.name_eng_key))) AS w(word)
  UNION ALL
  SELECT 'esp', w.word, length(b.name_esp), b.id
  FROM books b, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, b.name_esp_key))) AS w(word);--> statement-breakpoint
ANALYZE book_words;--> statement-breakpoint
-- The first `wanted` books with a word starting with `prefix` in their name in `in_language`, in the
-- order of the word, then of the name's length. A book is entered once per word: only when the
-- entries read span several words ("lago", "lagos") can a book come twice, and then more are read.
CREATE FUNCTION book_ids_by_word(prefix text, in_language text, wanted integer) RETURNS uuid[]
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
  AS $$
DECLARE
  ids uuid[];
  one_word boolean;
  reading integer := wanted;
BEGIN
  SELECT array_agg(r.book_id), min(r.word) = max(r.word) INTO ids, one_word
  FROM (SELECT w.book_id, w.word FROM book_words w
    WHERE w.language = in_language AND w.word >= prefix AND w.word < prefix || chr(1114111)
    LIMIT reading) AS r;
  WHILE cardinality(ids) = reading AND NOT one_word
    AND (SELECT count(DISTINCT i) FROM unnest(ids) AS i) < wanted LOOP
    reading := reading * 2;
    SELECT array_agg(r.book_id), false INTO ids, one_word
    FROM (SELECT w.book_id FROM book_words w
      WHERE w.language = in_language AND w.word >= prefix AND w.word < prefix || chr(1114111)
      LIMIT reading) AS r;
  END LOOP;
  -- Read more: each book once, the first `wanted` of them in the order read.
  IF reading > wanted THEN
    ids := ARRAY(SELECT u.id FROM unnest(ids) WITH ORDINALITY AS u(id, n) GROUP BY u.id ORDER BY min(u.n) LIMIT wanted);
  END IF;
  RETURN coalesce(ids, '{}');
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
  -- The same words, each anywhere in a name: what the GIN index answers without reading names again.
  every_word tsquery;
  -- For words of letters and digits only, each once, between single spaces: a name whose key holds
  -- them side by side (' ' || key LIKE this) matches the phrase without being parsed.
  side_by_side text;
  in_english boolean := asked_language = 'eng';
  enough integer := max_found + 1;
  -- One word: the books with a word starting with it, by book_words, in the asked language and, while
  -- that left room, in the other one (NULL for several words).
  asked_ids uuid[];
  other_ids uuid[] := '{}';
  found text;
BEGIN
  IF cardinality(lexemes) > 0 THEN
    prefixes := to_tsquery('simple', (
      SELECT string_agg(search_term(w.lexeme) || CASE WHEN w.n = cardinality(lexemes) THEN ':*' ELSE '' END,
        ' <-> ' ORDER BY w.n)
      FROM unnest(lexemes) WITH ORDINALITY AS w(lexeme, n)));
  END IF;
  IF cardinality(lexemes) = 1 THEN
    asked_ids := book_ids_by_word(lexemes[1], asked_language, enough);
    IF cardinality(asked_ids) < enough THEN
      other_ids := book_ids_by_word(lexemes[1], CASE WHEN in_english THEN 'esp' ELSE 'eng' END, enough);
    END IF;
  ELSIF cardinality(lexemes) > 1 THEN
    every_word := to_tsquery('simple', (
      SELECT string_agg(search_term(w.lexeme) || CASE WHEN w.n = cardinality(lexemes) THEN ':*' ELSE '' END,
        ' & ' ORDER BY w.n)
      FROM unnest(lexemes) WITH ORDINALITY AS w(lexeme, n)));
    IF like_key ~ '^[[:alnum:]]+( [[:alnum:]]+)+$'
      AND cardinality(string_to_array(like_key, ' ')) = cardinality(lexemes) THEN
      side_by_side := '% ' || like_key || '%';
    END IF;
  END IF;

  WITH first_language AS (
    (SELECT b.id, CASE WHEN in_english THEN b.name_eng ELSE b.name_esp END AS first_name,
      CASE WHEN in_english THEN b.name_eng_key ELSE b.name_esp_key END AS first_key,
      CASE WHEN in_english THEN b.name_esp_key ELSE b.name_eng_key END AS second_key
    FROM books b
    WHERE b.id = ANY(asked_ids))
    UNION ALL
    (SELECT b.id, b.name_eng, b.name_eng_key, b.name_esp_key
    FROM books b
    WHERE in_english AND every_word IS NOT NULL AND to_tsvector('simple'::regconfig, b.name_eng_key) @@ every_word
      AND ((' ' || b.name_eng_key) LIKE side_by_side OR to_tsvector('simple'::regconfig, b.name_eng_key) @@ prefixes)
    LIMIT enough)
    UNION ALL
    (SELECT b.id, b.name_esp, b.name_esp_key, b.name_eng_key
    FROM books b
    WHERE NOT in_english AND every_word IS NOT NULL AND to_tsvector('simple'::regconfig, b.name_esp_key) @@ every_word
      AND ((' ' || b.name_esp_key) LIKE side_by_side OR to_tsvector('simple'::regconfig, b.name_esp_key) @@ prefixes)
    LIMIT enough)
  ),
  -- The other language, only while the asked one left room among the ranked books.
  second_language AS (
    (SELECT b.id, CASE WHEN in_english THEN b.name_eng ELSE b.name_esp END AS first_name,
      CASE WHEN in_english THEN b.name_eng_key ELSE b.name_esp_key END AS first_key,
      CASE WHEN in_english THEN b.name_esp_key ELSE b.name_eng_key END AS second_key
    FROM books b
    WHERE b.id = ANY(other_ids))
    UNION ALL
    (SELECT b.id, b.name_esp, b.name_esp_key, b.name_eng_key
    FROM books b
    WHERE NOT in_english AND every_word IS NOT NULL AND (SELECT count(*) FROM first_language) < enough
      AND to_tsvector('simple'::regconfig, b.name_eng_key) @@ every_word
      AND ((' ' || b.name_eng_key) LIKE side_by_side OR to_tsvector('simple'::regconfig, b.name_eng_key) @@ prefixes)
    LIMIT enough)
    UNION ALL
    (SELECT b.id, b.name_eng, b.name_eng_key, b.name_esp_key
    FROM books b
    WHERE in_english AND every_word IS NOT NULL AND (SELECT count(*) FROM first_language) < enough
      AND to_tsvector('simple'::regconfig, b.name_esp_key) @@ every_word
      AND ((' ' || b.name_esp_key) LIKE side_by_side OR to_tsvector('simple'::regconfig, b.name_esp_key) @@ prefixes)
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
END $$;
