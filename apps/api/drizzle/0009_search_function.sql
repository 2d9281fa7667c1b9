-- A search in one call (src/db/search.ts). Sent from the server as 3 to 5 statements, each parsed and
-- planned afresh, a search cost about 10 ms on the embedded database, nearly all of it fixed. Here its
-- plan is made once per connection and kept (plan_cache_mode), and its settings are local to the call.

-- A word as a full-text query term: quoted, so that no character of it is an operator.
CREATE OR REPLACE FUNCTION search_term(word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT '''' || replace(replace(word, '\', '\\'), '''', '\''') || '''' $$;--> statement-breakpoint
-- Books, authors and publishers whose name matches `asked`, at most `per_group` of each, best first, in
-- three stages: the words typed as word prefixes in order, then the text anywhere in a name, then each
-- word with one typo. A stage runs only for the kinds of which the stages before found fewer than
-- `per_group` (its scans sit under a one-time filter), and each goes through an index of migration
-- 0005 that touches little more than what it returns. Within a stage: exact and prefix matches of a
-- word, then substrings, then closeness; the asked language first.
--  - enable_seqscan: every stage has its index. Without fresh statistics (PGlite never analyses by
--    itself) the planner would rather read all names, hoping to meet 50 matches early: measured 1.3 s
--    instead of 1 ms for a word no name holds, at 100,000 books.
--  - word_similarity_threshold 0.5 (for <%) lets one wrong, missing or extra letter through in words of
--    five or more letters ("quijotte", "garcya").
--  - 50 matches at most are ranked per name and stage: a text that matches more names ("a", "the") says
--    little, and ranking tens of thousands of names would hold the (single-process) embedded database.
CREATE OR REPLACE FUNCTION search_catalogue(asked text, asked_language text, per_group integer)
  RETURNS TABLE (found_kind text, found_id uuid, found_image text, found_name_eng text, found_name_esp text)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET pg_trgm.word_similarity_threshold = 0.5
  SET plan_cache_mode = force_generic_plan
  AS $$
DECLARE
  asked_key text := search_key(asked);
  -- LIKE treats %, _ and \ as patterns; a shopper's text is matched literally.
  like_key text := search_key(replace(replace(replace(asked, '\', '\\'), '%', '\%'), '_', '\_'));
  -- The words exactly as the word indexes hold them (unaccented, lower-cased, split by the parser), in
  -- the order they were typed.
  lexemes text[] := array(
    SELECT w.lexeme FROM unnest(to_tsvector('simple'::regconfig, search_key(asked))) AS w
    ORDER BY w.positions[1], w.lexeme);
  -- The words in order, the last one as a prefix ("cien <-> anos:*"); null when there are none.
  prefixes tsquery;
  in_english boolean := asked_language = 'eng';
BEGIN
  IF cardinality(lexemes) > 0 THEN
    prefixes := to_tsquery('simple', (
      SELECT string_agg(search_term(w.lexeme) || CASE WHEN w.n = cardinality(lexemes) THEN ':*' ELSE '' END,
        ' <-> ' ORDER BY w.n)
      FROM unnest(lexemes) WITH ORDINALITY AS w(lexeme, n)));
  END IF;

  RETURN QUERY
  WITH prefix_matches AS (
    (SELECT 'books'::text AS kind, b.id, b.image, b.name_eng, b.name_esp, b.name_eng_key AS eng_key,
        b.name_esp_key AS esp_key
      FROM books b WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, b.name_eng_key) @@ prefixes
      LIMIT 50)
    -- `union` (not `union all`): a name matching in both languages is ranked once.
    UNION
    (SELECT 'books', b.id, b.image, b.name_eng, b.name_esp, b.name_eng_key, b.name_esp_key
      FROM books b WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, b.name_esp_key) @@ prefixes
      LIMIT 50)
    UNION
    (SELECT 'authors', a.id, a.image, a.name_eng, a.name_esp, a.name_eng_key, a.name_esp_key
      FROM authors a WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, a.name_eng_key) @@ prefixes
      LIMIT 50)
    UNION
    (SELECT 'authors', a.id, a.image, a.name_eng, a.name_esp, a.name_eng_key, a.name_esp_key
      FROM authors a WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, a.name_esp_key) @@ prefixes
      LIMIT 50)
    UNION
    (SELECT 'publishers', p.id, p.image, p.name_eng, p.name_esp, p.name_eng_key, p.name_esp_key
      FROM publishers p WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, p.name_eng_key) @@ prefixes
      LIMIT 50)
    UNION
    (SELECT 'publishers', p.id, p.image, p.name_eng, p.name_esp, p.name_eng_key, p.name_esp_key
      FROM publishers p WHERE prefixes IS NOT NULL AND to_tsvector('simple'::regconfig, p.name_esp_key) @@ prefixes
      LIMIT 50)
  ),
  contains_matches AS (
    (SELECT 'books'::text AS kind, b.id, b.image, b.name_eng, b.name_esp, b.name_eng_key AS eng_key,
        b.name_esp_key AS esp_key
      FROM books b
      WHERE (SELECT count(*) FROM prefix_matches m WHERE m.kind = 'books') < per_group
        AND (b.name_eng_key LIKE '%' || like_key || '%' OR b.name_esp_key LIKE '%' || like_key || '%')
      LIMIT 50)
    UNION ALL
    (SELECT 'authors', a.id, a.image, a.name_eng, a.name_esp, a.name_eng_key, a.name_esp_key
      FROM authors a
      WHERE (SELECT count(*) FROM prefix_matches m WHERE m.kind = 'authors') < per_group
        AND (a.name_eng_key LIKE '%' || like_key || '%' OR a.name_esp_key LIKE '%' || like_key || '%')
      LIMIT 50)
    UNION ALL
    (SELECT 'publishers', p.id, p.image, p.name_eng, p.name_esp, p.name_eng_key, p.name_esp_key
      FROM publishers p
      WHERE (SELECT count(*) FROM prefix_matches m WHERE m.kind = 'publishers') < per_group
        AND (p.name_eng_key LIKE '%' || like_key || '%' OR p.name_esp_key LIKE '%' || like_key || '%')
      LIMIT 50)
  ),
  found_so_far AS (
    SELECT m.kind, count(DISTINCT m.id) AS found
    FROM (SELECT kind, id FROM prefix_matches UNION ALL SELECT kind, id FROM contains_matches) AS m
    GROUP BY m.kind
  ),
  -- Every word as a prefix or as one of the 5 known words closest to it; looked up only when a kind is
  -- still short, for texts of five letters or more (one typo in three letters is another word), and
  -- no row when no known word is close.
  typo_query AS (
    SELECT to_tsquery('simple', string_agg('(' || search_term(w.lexeme) || ':*' || coalesce(k.alternatives, '') || ')',
      ' & ' ORDER BY w.n)) AS typos
    FROM unnest(lexemes) WITH ORDINALITY AS w(lexeme, n)
    CROSS JOIN LATERAL (
      SELECT string_agg(' | ' || search_term(v.word), '' ORDER BY v.closeness DESC, v.word) AS alternatives
      FROM (
        SELECT s.word, word_similarity(w.lexeme, s.word) AS closeness
        FROM search_vocabulary s
        -- In a longer text ("hary potter"), each word of three letters or more may carry a typo.
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
    (SELECT 'books'::text AS kind, b.id, b.image, b.name_eng, b.name_esp, b.name_eng_key AS eng_key,
        b.name_esp_key AS esp_key
      FROM books b
      WHERE coalesce((SELECT f.found FROM found_so_far f WHERE f.kind = 'books'), 0) < per_group
        AND (SELECT t.typos FROM typo_query t) IS NOT NULL
        AND (to_tsvector('simple'::regconfig, b.name_eng_key) @@ (SELECT t.typos FROM typo_query t)
          OR to_tsvector('simple'::regconfig, b.name_esp_key) @@ (SELECT t.typos FROM typo_query t))
      LIMIT 50)
    UNION ALL
    (SELECT 'authors', a.id, a.image, a.name_eng, a.name_esp, a.name_eng_key, a.name_esp_key
      FROM authors a
      WHERE coalesce((SELECT f.found FROM found_so_far f WHERE f.kind = 'authors'), 0) < per_group
        AND (SELECT t.typos FROM typo_query t) IS NOT NULL
        AND (to_tsvector('simple'::regconfig, a.name_eng_key) @@ (SELECT t.typos FROM typo_query t)
          OR to_tsvector('simple'::regconfig, a.name_esp_key) @@ (SELECT t.typos FROM typo_query t))
      LIMIT 50)
    UNION ALL
    (SELECT 'publishers', p.id, p.image, p.name_eng, p.name_esp, p.name_eng_key, p.name_esp_key
      FROM publishers p
      WHERE coalesce((SELECT f.found FROM found_so_far f WHERE f.kind = 'publishers'), 0) < per_group
        AND (SELECT t.typos FROM typo_query t) IS NOT NULL
        AND (to_tsvector('simple'::regconfig, p.name_eng_key) @@ (SELECT t.typos FROM typo_query t)
          OR to_tsvector('simple'::regconfig, p.name_esp_key) @@ (SELECT t.typos FROM typo_query t))
      LIMIT 50)
  ),
  matches AS (
    SELECT m.*, CASE WHEN in_english THEN m.name_eng ELSE m.name_esp END AS first_name,
      CASE WHEN in_english THEN m.eng_key ELSE m.esp_key END AS first_key,
      CASE WHEN in_english THEN m.esp_key ELSE m.eng_key END AS second_key
    FROM (SELECT 1 AS stage, * FROM prefix_matches
      UNION ALL SELECT 2, * FROM contains_matches
      UNION ALL SELECT 3, * FROM typo_matches) AS m
  ),
  -- Each stage's matches of each kind, numbered best first.
  ranked AS (
    SELECT m.kind, m.stage, m.id, m.image, m.name_eng, m.name_esp,
      row_number() OVER (PARTITION BY m.kind, m.stage ORDER BY
        CASE
          WHEN m.first_key LIKE like_key || '%' OR m.first_key LIKE '% ' || like_key || '%' THEN 0
          WHEN m.second_key LIKE like_key || '%' OR m.second_key LIKE '% ' || like_key || '%' THEN 1
          WHEN m.first_key LIKE '%' || like_key || '%' THEN 2
          WHEN m.second_key LIKE '%' || like_key || '%' THEN 3
          WHEN word_similarity(asked_key, m.first_key) >= word_similarity(asked_key, m.second_key) THEN 4
          ELSE 5
        END,
        greatest(word_similarity(asked_key, m.first_key), word_similarity(asked_key, m.second_key)) DESC,
        length(m.first_name), m.first_name) AS place
    FROM matches m
  ),
  -- A name found by an earlier stage keeps its first place.
  listed AS (
    SELECT DISTINCT ON (r.kind, r.id) r.kind, r.stage, r.place, r.id, r.image, r.name_eng, r.name_esp
    FROM ranked r
    ORDER BY r.kind, r.id, r.stage, r.place
  )
  SELECT l.kind, l.id, l.image, l.name_eng, l.name_esp
  FROM (SELECT *, row_number() OVER (PARTITION BY listed.kind ORDER BY listed.stage, listed.place) AS n FROM listed) AS l
  WHERE l.n <= per_group
  ORDER BY l.kind, l.n;
END $$;
