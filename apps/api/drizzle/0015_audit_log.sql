CREATE TYPE "public"."audit_entity" AS ENUM('book', 'author', 'publisher', 'comment', 'user');--> statement-breakpoint
CREATE TYPE "public"."audit_action" AS ENUM('create', 'update', 'unpublish', 'publish', 'delete', 'role');--> statement-breakpoint
-- Every change an admin makes (issue 20), written in the same transaction as the change itself. No
-- foreign keys: an entry outlives the user, book or comment it names (a deleted comment keeps its entry).
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"entity" "audit_entity" NOT NULL,
	"entity_id" uuid NOT NULL,
	"label_eng" text NOT NULL,
	"label_esp" text NOT NULL,
	"action" "audit_action" NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","id" DESC);--> statement-breakpoint
-- The log is only ever added to: the database itself refuses to change or remove an entry, whatever
-- code or client asks.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'audit_log entries cannot be changed or removed' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- The back office's lists sort names as a Spanish reader does: accents ignored (á with a), ñ a letter of
-- its own after n. PostgreSQL has ICU's Spanish collation; PGlite carries only ICU's root locale, so
-- there the same order is the root collation with ñ placed after n (PostgreSQL 16's `rules`).
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_collation WHERE collname = 'es-x-icu') THEN
    CREATE COLLATION "spanish" FROM "es-x-icu";
  ELSE
    CREATE COLLATION "spanish" (provider = icu, locale = 'und', rules = '&N < ñ <<< Ñ');
  END IF;
END $$;
