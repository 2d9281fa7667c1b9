CREATE TABLE "authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_eng" text NOT NULL,
	"name_esp" text NOT NULL,
	"biography_eng" text NOT NULL,
	"biography_esp" text NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_eng" text NOT NULL,
	"name_esp" text NOT NULL,
	"title_eng" text NOT NULL,
	"title_esp" text NOT NULL,
	"info_eng" text NOT NULL,
	"info_esp" text NOT NULL,
	"image" text NOT NULL,
	"category" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"pages_count" integer NOT NULL,
	"language" text NOT NULL,
	"year" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_eng" text NOT NULL,
	"name_esp" text NOT NULL,
	"information_eng" text NOT NULL,
	"information_esp" text NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authors_name_eng_idx" ON "authors" USING btree ("name_eng");--> statement-breakpoint
CREATE INDEX "books_created_at_idx" ON "books" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_category_idx" ON "books" USING gin ("category");--> statement-breakpoint
CREATE INDEX "books_author_idx" ON "books" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "books_publisher_idx" ON "books" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "publishers_name_eng_idx" ON "publishers" USING btree ("name_eng");