CREATE TABLE "family_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"relative_id" text,
	"email" text NOT NULL,
	"relation" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"may_edit_profile" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "family_links_relation" CHECK ("family_links"."relation" in ('parent', 'brother', 'sister', 'friend', 'relative')),
	CONSTRAINT "family_links_status" CHECK ("family_links"."status" in ('invited', 'active')),
	CONSTRAINT "family_links_state" CHECK (("family_links"."status" = 'invited' and "family_links"."token_hash" is not null and "family_links"."relative_id" is null)
        or ("family_links"."status" = 'active' and "family_links"."relative_id" is not null)),
	CONSTRAINT "family_links_not_self" CHECK ("family_links"."relative_id" is null or "family_links"."relative_id" <> "family_links"."member_id")
);
--> statement-breakpoint
CREATE TABLE "family_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"relative_id" text,
	"relative" text NOT NULL,
	"relation" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "relative_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_relative_id_users_id_fk" FOREIGN KEY ("relative_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_log" ADD CONSTRAINT "family_log_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_log" ADD CONSTRAINT "family_log_relative_id_users_id_fk" FOREIGN KEY ("relative_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_member_email_unique" ON "family_links" USING btree ("member_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_token_unique" ON "family_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_links_relative_idx" ON "family_links" USING btree ("relative_id");--> statement-breakpoint
CREATE INDEX "family_log_member_idx" ON "family_log" USING btree ("member_id","created_at");