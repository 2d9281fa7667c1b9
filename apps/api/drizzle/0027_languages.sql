-- Issue 35: a reader's language and a stock alert's may be any language the code knows (languages.ts),
-- Catalan included; which ones a shop offers is checked by the API (SHOP_LANGUAGES).
ALTER TABLE "users" DROP CONSTRAINT "users_language_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" IN ('esp', 'eng', 'cat'));--> statement-breakpoint
ALTER TABLE "stock_alerts" DROP CONSTRAINT "stock_alerts_language_check";--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_language_check" CHECK ("stock_alerts"."language" IN ('esp', 'eng', 'cat'));
