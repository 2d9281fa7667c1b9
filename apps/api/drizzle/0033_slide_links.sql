-- Issue 37: a slide opens its collection. `link` is a shop path of a few shapes (a category's list, a
-- search's results, with a sort or filters), checked by the contract's isSlideLink on every write; null
-- for a slide that leads nowhere yet.
ALTER TABLE "slider_images" ADD COLUMN "link" text;--> statement-breakpoint
-- The demo slides (seeded before this migration) get the links a new demo catalogue seeds.
UPDATE "slider_images" SET "link" = '/books/categories/novel?sort=rating'
  WHERE "image" = '/images/slides/sant-jordi-2026-1920.webp' AND "link" IS NULL;--> statement-breakpoint
UPDATE "slider_images" SET "link" = '/search/barcelona'
  WHERE "image" = '/images/slides/free-delivery-barcelona-1920.webp' AND "link" IS NULL;--> statement-breakpoint
UPDATE "slider_images" SET "link" = '/books/categories/children?sort=newest'
  WHERE "image" = '/images/slides/new-in-childrens-books-1920.webp' AND "link" IS NULL;--> statement-breakpoint
UPDATE "slider_images" SET "link" = '/books/categories/educational'
  WHERE "image" = '/images/slides/back-to-school-1920.webp' AND "link" IS NULL;--> statement-breakpoint
UPDATE "slider_images" SET "link" = '/books/categories/it_and_programing'
  WHERE "image" = '/images/slides/code-week-1920.webp' AND "link" IS NULL;
