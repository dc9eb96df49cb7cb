-- D34: when a member accepted the terms and the privacy policy (set at registration).
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;