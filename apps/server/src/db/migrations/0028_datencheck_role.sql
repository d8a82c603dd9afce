-- Issue 24: Datencheck SQL runs as a role of its own (SET LOCAL ROLE datencheck_leser inside its read-only
-- transaction) that may only read the domain tables. Roles are cluster-wide on PostgreSQL (many databases
-- of one server share it, and their migrations may run at the same time), grants are per database: the role
-- is created only where it is missing, and the application's user becomes a member only where it is not one
-- (a superuser is a member of every role). A deployment whose database user may not create roles creates
-- it beforehand (README 'Database privileges').
DO $$
DECLARE
  mode text := CASE WHEN current_setting('server_version_num')::int >= 160000 THEN 'SET' ELSE 'MEMBER' END;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'datencheck_leser') THEN
    BEGIN
      CREATE ROLE datencheck_leser NOLOGIN NOINHERIT;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN
        NULL; -- created meanwhile by another database's migration
      WHEN insufficient_privilege THEN
        RAISE EXCEPTION 'Die Datenbankrolle datencheck_leser fehlt, und der Datenbankbenutzer % darf keine Rollen anlegen. Einmal als Administrator: CREATE ROLE datencheck_leser NOLOGIN NOINHERIT; GRANT datencheck_leser TO %; (README: Database privileges)', current_user, current_user;
    END;
  END IF;
  -- SET ROLE needs membership (PostgreSQL 16 and later: membership with the SET option).
  IF NOT pg_has_role(current_user, 'datencheck_leser', mode) THEN
    BEGIN
      GRANT datencheck_leser TO CURRENT_USER;
    EXCEPTION WHEN OTHERS THEN
      IF NOT pg_has_role(current_user, 'datencheck_leser', mode) THEN
        RAISE EXCEPTION 'Der Datenbankbenutzer % muss Mitglied der Rolle datencheck_leser sein. Einmal als Administrator: GRANT datencheck_leser TO %; (README: Database privileges)', current_user, current_user;
      END IF;
    END;
  END IF;
END
$$;
--> statement-breakpoint
-- What was granted before (a role that already existed) does not count: in this database it holds exactly
-- what follows. Tables added later are not readable until a migration grants them (no default privileges).
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM datencheck_leser;
--> statement-breakpoint
REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM datencheck_leser;
--> statement-breakpoint
-- The domain tables and their catalogues, whole.
GRANT SELECT ON
  angebotsobjekte, ankaeufe, ankauf_verkaeufer, ausstattungsqualitaeten, bab_bewertungen, bab_spezialausstattung,
  bundeslaender, erfassungsnotizen, firma_rollen, firmen, gebaeudeteile, gka_widmungen, grundbuch_urkunden,
  grundkostenanteile, heizsysteme, kaufobjekt_kaeufer, kaufobjekte, ko_zuordnungen, kunden, frontend_benutzer,
  nutzwertgutachten, personen, projekt_firmen, projekt_urls, projekte, spezialausstattungen, url_typen,
  vermarktung_makler, vermarktungen, we_objekte, zertifizierungen
TO datencheck_leser;
--> statement-breakpoint
-- Users: who they are (editor and creator names of a check's rows), never their password hash, reset token,
-- permissions, template or logins.
GRANT SELECT (id, name, email, aktiv, anonymisiert_am) ON users TO datencheck_leser;
--> statement-breakpoint
-- Files: what they are and where they belong, not where they are stored or came from.
GRANT SELECT (id, created, updated, creator_id, editor_id, version, resource, resource_id, projekt_id, name, mime, size) ON dateien TO datencheck_leser;
