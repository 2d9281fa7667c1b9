-- Issue 38: the book index read every book through one cursor, in a transaction held until the last
-- row. On the embedded database that transaction is its only connection, so at a million books every
-- other request, `/readyz` too, waited 26–50 s for it; on PostgreSQL it held back vacuum as long.
-- Books are now read a range of the table's pages at a time, each range a statement of its own
-- (src/db/book-listing.ts), and other statements run between them. A range is read by a TID range
-- scan, and only its books' ratings are summed (summed by a lookup per book instead, a million books
-- took 2 s longer to read).
CREATE FUNCTION listed_book_rows_between(first_row tid, past_row tid) RETURNS SETOF text
  LANGUAGE sql STABLE
  AS $$
  WITH rated AS (
    SELECT book_id, sum(halves) AS halves, count(*) AS votes FROM ratings
      WHERE book_id IN (SELECT id FROM books WHERE ctid >= first_row AND ctid < past_row)
      GROUP BY book_id)
  SELECT listed_book_fields(b, r.halves, r.votes, listed_author_words(a))
    FROM books b JOIN authors a ON a.id = b.author_id LEFT JOIN rated r ON r.book_id = b.id
    WHERE b.ctid >= first_row AND b.ctid < past_row AND b.withdrawn_at IS NULL
$$;--> statement-breakpoint
DROP FUNCTION listed_book_rows();
