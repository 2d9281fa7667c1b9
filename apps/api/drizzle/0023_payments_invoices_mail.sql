-- Issue 36: online payment (Redsys card and Bizum), invoices, and mails written in the order's transaction.
-- New enum values are only added here, never used in this migration (PostgreSQL refuses that inside the
-- transaction that adds them).
ALTER TYPE "order_status" ADD VALUE IF NOT EXISTS 'awaiting_payment' BEFORE 'placed';--> statement-breakpoint
ALTER TYPE "order_status" ADD VALUE IF NOT EXISTS 'returned';--> statement-breakpoint
ALTER TYPE "payment_method" ADD VALUE IF NOT EXISTS 'card';--> statement-breakpoint
ALTER TYPE "payment_method" ADD VALUE IF NOT EXISTS 'bizum';--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('on_delivery', 'pending', 'paid', 'refused', 'expired', 'refund_pending', 'refunded', 'refund_failed');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" "payment_status" DEFAULT 'on_delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bank_order" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_tax_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_bank_order_idx" ON "orders" USING btree ("bank_order");--> statement-breakpoint
CREATE INDEX "orders_hold_until_idx" ON "orders" USING btree ("hold_until") WHERE "orders"."hold_until" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_refund_pending_idx" ON "orders" USING btree ("refund_claimed_until") WHERE "orders"."payment_status" = 'refund_pending';--> statement-breakpoint
-- Redsys order numbers: 12 characters whose first four are digits; never reused, even for a failed payment.
CREATE SEQUENCE "bank_order_numbers" START WITH 1;--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('simplified', 'full', 'corrective');--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"corrects_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_cents" integer NOT NULL,
	"details" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL
);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_number_idx" ON "invoices" USING btree ("series","number");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id","issued_at");--> statement-breakpoint
-- An issued invoice never changes and never goes (a mistake is corrected by a corrective invoice).
CREATE FUNCTION "invoices_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'invoices cannot be changed or removed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_are_final" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_are_final"();--> statement-breakpoint
CREATE TRIGGER "invoices_are_final_truncate" BEFORE TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "invoices_are_final"();--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" IS NULL;
