-- ADR 0021: every change to an account or a session is announced, whoever makes it (the app, an
-- admin tool, psql). NOTIFY reaches every instance after the commit, through its LISTEN connection;
-- NOTICE reaches, at once, the connection that made the change, so its own instance stops trusting
-- what it remembered before the commit is even acknowledged.
CREATE FUNCTION "dm_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The trigger's argument names the column that holds the member's id.
  changed text := to_jsonb(OLD) ->> TG_ARGV[0];
BEGIN
  PERFORM pg_notify('dm_account_changed', changed);
  RAISE NOTICE USING MESSAGE = 'dm_account_changed:' || changed;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_account_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "dm_account_changed"('id');--> statement-breakpoint
CREATE TRIGGER "sessions_account_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "dm_account_changed"('user_id');
