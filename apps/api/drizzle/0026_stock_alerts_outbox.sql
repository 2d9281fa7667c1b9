-- Stock alerts' mails go through the mail outbox (migration 0023): a due request's mail is written
-- into `mail_outbox` in the transaction that marks it `sent`, and the outbox sends and retries it.
-- The alerts' own claim (`sending`, `claimed_at`) is gone; a request some process was mailing when
-- this ran is due again.
UPDATE "stock_alerts" SET "status" = 'due' WHERE "status" = 'sending';--> statement-breakpoint
ALTER TABLE "stock_alerts" DROP CONSTRAINT "stock_alerts_status_check";--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_status_check" CHECK ("stock_alerts"."status" IN ('unconfirmed', 'waiting', 'due', 'sent', 'cancelled'));--> statement-breakpoint
DROP INDEX "stock_alerts_open_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_idx" ON "stock_alerts" USING btree ("book_id", lower("email")) WHERE "status" IN ('unconfirmed', 'waiting', 'due');--> statement-breakpoint
DROP INDEX "stock_alerts_due_idx";--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("due_at") WHERE "status" = 'due';--> statement-breakpoint
DROP INDEX "stock_alerts_email_idx";--> statement-breakpoint
CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree (lower("email")) WHERE "status" IN ('unconfirmed', 'waiting', 'due');--> statement-breakpoint
ALTER TABLE "stock_alerts" DROP COLUMN "claimed_at";
