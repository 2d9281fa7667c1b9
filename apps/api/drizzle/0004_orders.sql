CREATE TYPE "public"."delivery_promise" AS ENUM('24h', 'operator');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('placed', 'shipped', 'delivered', 'cancelled', 'return_requested');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('card_on_delivery');--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"count" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "order_items_order_id_book_id_pk" PRIMARY KEY("order_id","book_id"),
	CONSTRAINT "order_items_count_positive" CHECK ("order_items"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "order_status" DEFAULT 'placed' NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"town" text NOT NULL,
	"telephone" text NOT NULL,
	"delivery_free" boolean NOT NULL,
	"delivery_promise" "delivery_promise" NOT NULL,
	"payment" "payment_method" NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST);