-- Issue 37: guest checkout. A guest's order is an `orders` row without a user; who placed it (the
-- address its mails go to, the name and language they use) and its Idempotency-Key, unique per
-- address, are here. Once the address is verified by an account, its orders get the user (the row stays).
CREATE TABLE "guest_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "guest_orders_language_check" CHECK ("guest_orders"."language" IN ('esp', 'eng', 'cat'))
);--> statement-breakpoint
ALTER TABLE "guest_orders" ADD CONSTRAINT "guest_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_orders_email_idempotency_key_idx" ON "guest_orders" USING btree (lower("email"), "idempotency_key");--> statement-breakpoint
CREATE INDEX "guest_orders_unattached_email_idx" ON "guest_orders" USING btree (lower("email")) WHERE "attached_at" IS NULL;--> statement-breakpoint
-- Private links to follow a guest's order: each mail (and the checkout's answer) carries a new random
-- token; only its SHA-256 is kept. They are read-only links, reusable, and die with the order.
CREATE TABLE "order_follow_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "order_follow_links" ADD CONSTRAINT "order_follow_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_follow_links_order_idx" ON "order_follow_links" USING btree ("order_id");
