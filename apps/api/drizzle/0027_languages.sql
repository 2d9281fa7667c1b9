-- Issue 35: a reader's language and a stock alert's may be any language the code knows (languages.ts),
-- Catalan included; which ones a shop offers is checked by the API (SHOP_LANGUAGES).
ALTER TABLE "users" DROP CONSTRAINT "users_language_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" IN ('esp', 'eng', 'cat'));--> statement-breakpoint
ALTER TABLE "stock_alerts" DROP CONSTRAINT "stock_alerts_language_check";--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_language_check" CHECK ("stock_alerts"."language" IN ('esp', 'eng', 'cat'));--> statement-breakpoint
-- Catalan texts, optional: a missing one reads as the Spanish (issue 35).
ALTER TABLE "authors" ADD COLUMN "name_cat" text;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "biography_cat" text;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "name_cat" text;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "information_cat" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "name_cat" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "title_cat" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "info_cat" text;
