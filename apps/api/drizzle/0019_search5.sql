-- A search's books as one text (migration 0018's search_books, same stages, same ranking, same
-- results): on the embedded database a new text's first page spent most of its time here, and the
-- cost lay in moving rows rather than finding them.
--  - Each stage carries only what the ranking reads (the id, the name in the asked language and both
--    search keys), not both names and both keys.
--  - The two languages' name matches are joined by UNION ALL, the second language's books already
--    found in the first left out by id: UNION compared and hashed every row's texts to find the same.
--  - The ranked ids leave as one comma-separated text made inside the function, best first, instead of
--    rows numbered by a window function that the caller sorted and joined again.
CREATE FUNCTION search_book_ids(asked text, asked_language text, max_found integer, few_found integer)
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
BEGIN
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
DROP FUNCTION search_books(text, text, integer, integer);
