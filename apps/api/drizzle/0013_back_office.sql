ALTER TABLE "authors" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- Unpublished books (withdrawn_at set) leave the book index: listed_books() skips them, and
-- listed_book_changes() names them among the removed, so every process drops them at its next list.
CREATE OR REPLACE FUNCTION listed_books() RETURNS TABLE (horizon text, found text)
  LANGUAGE sql STABLE
  AS $$
  WITH rated AS (SELECT book_id, sum(halves) AS halves, count(*) AS votes FROM ratings GROUP BY book_id)
  SELECT pg_snapshot_xmin(pg_current_snapshot())::text,
    (SELECT string_agg(listed_book_fields(b, r.halves, r.votes), E'\x1e')
      FROM books b LEFT JOIN rated r ON r.book_id = b.id WHERE b.withdrawn_at IS NULL)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listed_book_changes(since xid8) RETURNS TABLE (horizon text, found text, removed text)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET plan_cache_mode = force_generic_plan
  AS $$
BEGIN
  RETURN QUERY
  WITH changed AS (SELECT c.book_id FROM book_listing_changes c WHERE c.changed_by >= since)
  SELECT pg_snapshot_xmin(pg_current_snapshot())::text,
    (SELECT string_agg(listed_book_fields(b, r.halves, r.votes), E'\x1e')
      FROM changed c JOIN books b ON b.id = c.book_id AND b.withdrawn_at IS NULL
      CROSS JOIN LATERAL (SELECT sum(x.halves) AS halves, count(*) AS votes FROM ratings x WHERE x.book_id = b.id) r),
    (SELECT string_agg(c.book_id::text, ',')
      FROM changed c WHERE NOT EXISTS (SELECT FROM books b WHERE b.id = c.book_id AND b.withdrawn_at IS NULL));
END $$;
