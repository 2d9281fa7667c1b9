-- Issue 36: every order takes copies from its books' stock, and a book every shopper buys at once
-- (Sant Jordi) has its row updated by every order. The index on stock (0014) made each of those
-- updates a new row version in all the books' indexes, the six trigram and word indexes among them;
-- with no index on stock, PostgreSQL updates the row in place (a heap-only tuple) and the indexes are
-- not touched. The back office's "few copies" and "sold out" lists read the table instead, as its
-- other filters already do (apps/api/README.md, Orders).
DROP INDEX IF EXISTS "books_stock_idx";
