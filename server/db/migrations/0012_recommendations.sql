CREATE TABLE "recommendations" (
	"viewer_id" text NOT NULL,
	"day" date NOT NULL,
	"member_id" text NOT NULL,
	"rank" integer NOT NULL,
	"basis" text NOT NULL,
	CONSTRAINT "recommendations_viewer_id_day_member_id_pk" PRIMARY KEY("viewer_id","day","member_id")
);
--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendations_viewer_member_idx" ON "recommendations" USING btree ("viewer_id","member_id");--> statement-breakpoint
CREATE INDEX "recommendations_member_idx" ON "recommendations" USING btree ("member_id");