-- search_books (migration 0012) read the names of both languages for the words typed, each up to
-- `max_found` + 1 books. A common word ("la", "biblioteca") is a prefix of words in most names: each
-- language's index scan walks every one of them (9 ms each at 100,000 books), and the other language's
-- books could never reach the ranked ones, which the asked language's books all come before. Now the
-- other language is read only while the asked one found fewer than `max_found` + 1.
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
  WITH eng_first AS (
    SELECT b.id, b.name_eng, b.name_esp, b.name_eng_key AS eng_key, b.name_esp_key AS esp_key
    FROM books b
    WHERE in_english AND prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, b.name_eng_key) @@ prefixes
    LIMIT enough
  ),
  esp_first AS (
    SELECT b.id, b.name_eng, b.name_esp, b.name_eng_key AS eng_key, b.name_esp_key AS esp_key
    FROM books b
    WHERE NOT in_english AND prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, b.name_esp_key) @@ prefixes
    LIMIT enough
  ),
  -- The other language, only while the asked one left room among the ranked books.
  eng_second AS (
    SELECT b.id, b.name_eng, b.name_esp, b.name_eng_key AS eng_key, b.name_esp_key AS esp_key
    FROM books b
    WHERE NOT in_english AND prefixes IS NOT NULL AND (SELECT count(*) FROM esp_first) < enough
      AND to_tsvector('simple'::regconfig, b.name_eng_key) @@ prefixes
    LIMIT enough
  ),
  esp_second AS (
    SELECT b.id, b.name_eng, b.name_esp, b.name_eng_key AS eng_key, b.name_esp_key AS esp_key
    FROM books b
    WHERE in_english AND prefixes IS NOT NULL AND (SELECT count(*) FROM eng_first) < enough
      AND to_tsvector('simple'::regconfig, b.name_esp_key) @@ prefixes
    LIMIT enough
  ),
  name_matches AS (
    SELECT * FROM eng_first UNION SELECT * FROM esp_first
    UNION SELECT * FROM eng_second UNION SELECT * FROM esp_second
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
END $$;
