-- D34: a member's "Download my data", prepared in the background and kept for 7 days.
CREATE TABLE "data_exports" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"storage_key" text,
	"bytes" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;