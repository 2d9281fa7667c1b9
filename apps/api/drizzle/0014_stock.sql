-- Stock (issue 20): copies the shop can sell of each book. Books already on sale, and books added
-- through the SPEC's add form (which has no stock field), are given 10 copies, so that the shop keeps
-- selling them; an admin counts the real number in with the back office's edit form.
ALTER TABLE "books" ADD COLUMN "stock" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_stock_not_negative" CHECK ("books"."stock" >= 0);--> statement-breakpoint
-- The back office lists the fewest copies first.
CREATE INDEX "books_stock_idx" ON "books" USING btree ("stock","id");--> statement-breakpoint
-- A list's page carries each book's stock too (the columns of `selectBooks` in src/db/books.ts): the
-- answer's columns change, so the function is made anew.
DROP FUNCTION books_in_order(uuid[]);--> statement-breakpoint
CREATE FUNCTION books_in_order(wanted uuid[])
  RETURNS TABLE ("id" uuid, "nameEng" text, "nameEsp" text, "titleEng" text, "titleEsp" text,
    "infoEng" text, "infoEsp" text, "image" text, "category" text[], "pagesCount" integer, "language" text,
    "year" integer, "price" numeric, "stock" integer, "createdAt" timestamptz, "authorId" uuid,
    "authorNameEng" text, "authorNameEsp" text, "publisherId" uuid, "publisherNameEng" text,
    "publisherNameEsp" text, "averageRating" float8, "ratingsCount" integer)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET plan_cache_mode = force_generic_plan
  AS $$
BEGIN
  RETURN QUERY
  SELECT b.id, b.name_eng, b.name_esp, b.title_eng, b.title_esp, b.info_eng, b.info_esp, b.image, b.category,
    b.pages_count, b.language, b.year, b.price, b.stock, b.created_at, a.id, a.name_eng, a.name_esp, p.id,
    p.name_eng, p.name_esp, r.average, r.votes
  FROM unnest(wanted) WITH ORDINALITY AS w(book_id, place)
  JOIN books b ON b.id = w.book_id
  JOIN authors a ON a.id = b.author_id
  JOIN publishers p ON p.id = b.publisher_id
  CROSS JOIN LATERAL (
    SELECT coalesce(round(avg(x.halves) / 2.0, 2), 0)::float8 AS average, count(*)::integer AS votes
    FROM ratings x WHERE x.book_id = b.id
  ) AS r
  ORDER BY w.place;
END $$;
