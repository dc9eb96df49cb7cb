-- Reports made before issue 25 may hold several pending reports of one pair. The oldest stays
-- pending; the later ones are dismissed with no admin recorded (dismissed_by_id null), so the
-- admin still finds them under Dismissed and the index below can be built.
UPDATE "reports" SET "status" = 'dismissed', "dismissed_at" = now()
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "reporter_id", "reported_user_id" ORDER BY "created_at", "id") AS "n"
    FROM "reports"
    WHERE "status" = 'pending' AND "reporter_id" IS NOT NULL AND "reported_user_id" IS NOT NULL
  ) AS "later"
  WHERE "later"."n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_pair" ON "reports" USING btree ("reporter_id","reported_user_id") WHERE "reports"."status" = 'pending';
