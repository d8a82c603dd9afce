-- Live screens (DESIGN §7): every audit row announces its change on channel 'live_changes'. NOTIFY is
-- delivered at commit and never for a rolled-back write, to every instance listening (platform/live.ts).
-- The payload names the row's references (columns ending in _id, besides creator/editor) so the change
-- reaches the rooms of the records it belongs to: the row as it is now, or as it was for a delete.
CREATE OR REPLACE FUNCTION audit_log_live_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb;
BEGIN
  IF NEW.action = 'delete' THEN
    SELECT jsonb_object_agg(key, value->'old') INTO r FROM jsonb_each(coalesce(NEW.changes, '{}'::jsonb));
  ELSE
    BEGIN
      EXECUTE format('SELECT to_jsonb(t) FROM %I t WHERE id = $1', NEW.table_name) INTO r USING NEW.record_id;
    EXCEPTION WHEN undefined_table OR undefined_column THEN
      r := NULL;
    END;
  END IF;
  PERFORM pg_notify('live_changes', jsonb_build_object(
    'table', NEW.table_name,
    'id', NEW.record_id,
    'action', NEW.action,
    'user', NEW.user_id,
    'version', r->'version',
    'resource', r->'resource',
    'refs', (SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb) FROM jsonb_each(coalesce(r, '{}'::jsonb))
             WHERE key LIKE '%\_id' AND key NOT IN ('creator_id', 'editor_id') AND jsonb_typeof(value) = 'number')
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_live AFTER INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_live_notify();
