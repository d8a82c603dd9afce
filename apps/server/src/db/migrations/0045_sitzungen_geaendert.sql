-- Issue 29, goal 2: on PGlite the one instance owning the database keeps the sessions it checked in
-- memory (platform/auth.ts). Every statement that changes a session or a user (logout, deactivation,
-- permissions, impersonation, expiry slid) announces it on 'sitzungen_geaendert', delivered at commit and
-- never for a rolled-back write, and the instance forgets what it kept. A trigger, not the code paths
-- that write: a write from anywhere (a migration, a restore, psql on PostgreSQL) counts too.
CREATE OR REPLACE FUNCTION sitzungen_geaendert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sitzungen_geaendert', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Per row: a statement that changes nothing (the session check's own UPDATE when the expiry need not
-- slide) announces nothing; the same announcement is sent once per transaction however many rows.
CREATE TRIGGER sessions_geaendert AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sitzungen_geaendert();
--> statement-breakpoint
CREATE TRIGGER sessions_geleert AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sitzungen_geaendert();
--> statement-breakpoint
CREATE TRIGGER users_geaendert AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION sitzungen_geaendert();
--> statement-breakpoint
CREATE TRIGGER users_geleert AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION sitzungen_geaendert();
