-- Issue 33. A session's last use, for the idle timeout (auth/session-limits.ts); sessions open at this
-- migration count as used now, so that nobody is signed out by the upgrade itself.
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The browsers that signed in to an account (OWASP's device cookies): the `device` cookie holds a
-- random token, this table its SHA-256, once per account it signed in to. Such a browser keeps
-- signing in while the account refuses devices it does not know (auth/attempt-limits.ts).
CREATE TABLE "known_devices" (
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_token_hash_user_id_pk" PRIMARY KEY("token_hash","user_id")
);--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_user_idx" ON "known_devices" USING btree ("user_id");
