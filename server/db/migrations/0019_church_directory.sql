-- D32: the church directory the super admin keeps; a profile names the entry its member picked.
CREATE TABLE "churches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"denomination" text DEFAULT '' NOT NULL,
	"pastor_name" text DEFAULT '' NOT NULL,
	"pastor_email" text DEFAULT '' NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "church_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "churches_name_key_idx" ON "churches" USING btree ("name_key");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_church_id_idx" ON "profiles" USING btree ("church_id");