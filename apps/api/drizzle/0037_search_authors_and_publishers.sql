-- Issue 38: the header's grouped search takes its books from the book index (src/book-lists) and asked
-- `search_catalogue` for its authors and publishers only, but the function searched the books too and
-- the route dropped them: at a million books that was 20-35 ms of every grouped search (the books'
-- word, text and typo stages). This is the same search of authors and publishers, without the books;
-- the typos are looked for unless both groups are full, as before, when they are the groups that count.
DROP FUNCTION search_catalogue(text, text, integer);--> statement-breakpoint
CREATE FUNCTION search_authors_and_publishers(asked text, asked_language text, per_group integer)
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
    SELECT 'authors'::text AS kind, a.id, a.image, a.name_eng, a.name_esp, a.name_cat, a.name_eng_key AS eng_key,
      a.name_esp_key AS esp_key, a.name_cat_key AS cat_key FROM authors a
    UNION ALL
    SELECT 'publishers', p.id, p.image, p.name_eng, p.name_esp, p.name_cat, p.name_eng_key, p.name_esp_key,
      p.name_cat_key FROM publishers p
  ),
  prefix_matches AS (
    (SELECT * FROM named n WHERE n.kind = 'authors' AND prefixes IS NOT NULL
      AND to_tsvector('simple'::regconfig, n.eng_key) @@ prefixes LIMIT 50)
    -- `union` (not `union all`): a name matching in several languages is ranked once.
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
      AND (SELECT count(*) FROM found_so_far f WHERE f.found >= per_group) < 2
    HAVING count(k.alternatives) > 0
  ),
  typo_matches AS (
    SELECT * FROM (
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
END $$;
