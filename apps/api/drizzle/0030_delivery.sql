-- Issue 37: delivery priced before the order is placed. The table admins change: zones of mainland Spain
-- by postcode range, each with its price (IVA included, exact) and the working days it takes. Barcelona
-- (08001–08042) stays a rule in the code (free within 24 hours, as the SPEC says), whatever the table holds.
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"postcode_from" text NOT NULL,
	"postcode_to" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_postcodes_check" CHECK ("postcode_from" ~ '^[0-9]{5}$' AND "postcode_to" ~ '^[0-9]{5}$' AND "postcode_from" <= "postcode_to"),
	CONSTRAINT "delivery_zones_price_check" CHECK ("price" >= 0),
	CONSTRAINT "delivery_zones_days_check" CHECK ("days" BETWEEN 1 AND 30)
);
--> statement-breakpoint
CREATE INDEX "delivery_zones_postcodes_idx" ON "delivery_zones" ("postcode_from", "postcode_to");
--> statement-breakpoint
-- The shop's starting table: Catalonia outside Barcelona, then the rest of the mainland. The Balearic
-- (07) and Canary Islands (35, 38), Ceuta (51) and Melilla (52) are not covered: an operator calls.
INSERT INTO "delivery_zones" ("name", "postcode_from", "postcode_to", "price", "days") VALUES
	('Barcelona (provincia)', '08000', '08999', 3.90, 2),
	('Girona', '17000', '17999', 3.90, 2),
	('Lleida', '25000', '25999', 3.90, 2),
	('Tarragona', '43000', '43999', 3.90, 2),
	('Península 01–06', '01000', '06999', 5.90, 3),
	('Península 09–16', '09000', '16999', 5.90, 3),
	('Península 18–24', '18000', '24999', 5.90, 3),
	('Península 26–34', '26000', '34999', 5.90, 3),
	('Península 36–37', '36000', '37999', 5.90, 3),
	('Península 39–42', '39000', '42999', 5.90, 3),
	('Península 44–50', '44000', '50999', 5.90, 3);
--> statement-breakpoint
-- How an order's books reach the shopper: by courier to its address, or collected at the shop. The
-- delivery's price (IVA at 21 %) is part of the order's total; a zone's order says when it is expected.
CREATE TYPE "public"."delivery_method" AS ENUM('courier', 'pickup');
--> statement-breakpoint
ALTER TYPE "public"."delivery_promise" ADD VALUE 'days';
--> statement-breakpoint
ALTER TYPE "public"."delivery_promise" ADD VALUE 'pickup';
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" "delivery_method" DEFAULT 'courier' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_price" numeric(10, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_expected_by" date;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;
