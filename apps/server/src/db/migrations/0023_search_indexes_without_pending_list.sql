-- Search indexes without the pending list (schema/base.ts searchIndex): altered in place instead of
-- rebuilt, then what waits in the list is merged now.
ALTER INDEX "personen_name_suche_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "personen_email_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "firmen_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "firmen_name_suchnorm_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "firmen_name_suchnorm_fts_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "projekte_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "projekte_suche_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "projekte_suchtext_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "projekte_suchtext_fts_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "kaufobjekte_top_nr_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "spezialausstattungen_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "suchwoerter_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list(c.oid) FROM pg_class c JOIN pg_am a ON a.oid = c.relam
  WHERE a.amname = 'gin' AND c.relnamespace = 'public'::regnamespace;
