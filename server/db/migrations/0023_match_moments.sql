-- Issue 44: a match moment not yet seen, per member and partner (the row goes when it is seen).
CREATE TABLE "match_moments" (
	"member_id" text NOT NULL,
	"partner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_moments_member_id_partner_id_pk" PRIMARY KEY("member_id","partner_id")
);
--> statement-breakpoint
ALTER TABLE "match_moments" ADD CONSTRAINT "match_moments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_moments" ADD CONSTRAINT "match_moments_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;