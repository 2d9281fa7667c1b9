-- Issue 38: `listed_books()` answered every book as one text, which at a million books is hundreds of
-- megabytes built at once in the database's memory (the embedded database's WebAssembly memory never
-- shrinks again) and again in the API process. The book index now reads each book's fields as a row
-- of its own through a cursor, a chunk at a time (src/db/book-listing.ts). The function is a plain
-- query, so the planner inlines it and the cursor streams its rows.
CREATE FUNCTION listed_book_rows() RETURNS SETOF text
  LANGUAGE sql STABLE
  AS $$
  WITH rated AS (SELECT book_id, sum(halves) AS halves, count(*) AS votes FROM ratings GROUP BY book_id)
  SELECT listed_book_fields(b, r.halves, r.votes, listed_author_words(a))
    FROM books b JOIN authors a ON a.id = b.author_id LEFT JOIN rated r ON r.book_id = b.id
    WHERE b.withdrawn_at IS NULL
$$;--> statement-breakpoint
DROP FUNCTION listed_books();
