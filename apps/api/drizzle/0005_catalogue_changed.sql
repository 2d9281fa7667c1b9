-- Read caches (src/http/read-cache.ts) keep catalogue answers in each API process. Every statement that
-- changes what those answers hold, whichever process or tool runs it, tells every listening process
-- through NOTIFY catalogue_changed; NOTIFY is sent at commit, so a rolled-back write drops nothing.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME); RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER books_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER authors_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "authors"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER publishers_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "publishers"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER ratings_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ratings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER comments_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comments"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER comment_evaluations_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comment_evaluations"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER slider_images_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "slider_images"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
-- Book pages show each comment's author (name, surname, picture); a user deleted takes their comments.
CREATE TRIGGER users_catalogue_changed AFTER UPDATE OF "name", "surname", "profile_image" OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
