-- Issue 38: a text of plain words that the API process's search finds nothing for (src/book-lists/
-- book-search.ts) no longer asks the database's whole search_book_ids and closest_book_name (80-200 ms at
-- a million books, most of it marking every name that shares a word's trigrams). The process asks only
-- the typo stage's known words, and matches and ranks the books itself.
-- Each distinct word of the asked text, in the order it first comes, with the 5 known words closest to
-- it (closest first), as search_book_ids's typo stage reads them (migration 0028: words of three or more
-- letters, word_similarity of 0.5 or more); no row where that stage would not run: a text of fewer than
-- five characters, or no word with a close one.
CREATE FUNCTION search_typo_words(asked text)
  RETURNS TABLE (word text, close_words text[])
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET pg_trgm.word_similarity_threshold = 0.5
  SET plan_cache_mode = force_generic_plan
  AS $$
BEGIN
  IF char_length(asked) < 5 THEN
    RETURN;
  END IF;
  RETURN QUERY
  WITH asked_words AS (
    SELECT w.lexeme, w.positions[1] AS first_at
    FROM unnest(to_tsvector('simple'::regconfig, search_key(asked))) AS w
  ),
  typos AS (
    SELECT a.lexeme, a.first_at, k.close_words
    FROM asked_words a
    CROSS JOIN LATERAL (
      SELECT array_agg(v.word ORDER BY v.closeness DESC, v.word) AS close_words
      FROM (
        SELECT s.word, word_similarity(a.lexeme, s.word) AS closeness
        FROM search_vocabulary s
        WHERE char_length(a.lexeme) >= 3 AND a.lexeme <% s.word
        ORDER BY word_similarity(a.lexeme, s.word) DESC, s.word
        LIMIT 5
      ) AS v
    ) AS k
  )
  SELECT t.lexeme, coalesce(t.close_words, '{}'::text[])
  FROM typos t
  WHERE EXISTS (SELECT FROM typos c WHERE c.close_words IS NOT NULL)
  ORDER BY t.first_at, t.lexeme;
END $$;
