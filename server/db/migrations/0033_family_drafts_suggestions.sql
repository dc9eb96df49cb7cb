CREATE TABLE "family_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"relative_id" text NOT NULL,
	"relation" text NOT NULL,
	"profile_for" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_drafts_relation" CHECK ("family_drafts"."relation" in ('parent', 'brother', 'sister', 'friend', 'relative')),
	CONSTRAINT "family_drafts_profile_for" CHECK ("family_drafts"."profile_for" in ('Son', 'Daughter', 'Brother', 'Sister', 'Friend', 'Relative'))
);
--> statement-breakpoint
CREATE TABLE "family_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"suggested_id" text NOT NULL,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_suggestions_not_self" CHECK ("family_suggestions"."suggested_id" <> "family_suggestions"."member_id")
);
--> statement-breakpoint
ALTER TABLE "family_drafts" ADD CONSTRAINT "family_drafts_relative_id_users_id_fk" FOREIGN KEY ("relative_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_suggestions" ADD CONSTRAINT "family_suggestions_link_id_family_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."family_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_suggestions" ADD CONSTRAINT "family_suggestions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_suggestions" ADD CONSTRAINT "family_suggestions_suggested_id_users_id_fk" FOREIGN KEY ("suggested_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_drafts_email_unique" ON "family_drafts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "family_drafts_token_unique" ON "family_drafts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_drafts_relative_idx" ON "family_drafts" USING btree ("relative_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_suggestions_link_suggested_unique" ON "family_suggestions" USING btree ("link_id","suggested_id");--> statement-breakpoint
CREATE INDEX "family_suggestions_member_idx" ON "family_suggestions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "family_suggestions_suggested_idx" ON "family_suggestions" USING btree ("suggested_id");