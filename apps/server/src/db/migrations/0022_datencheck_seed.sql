-- The six checks DOMAIN names (editable by admins later); each SELECT answers one row per finding with its idx.
INSERT INTO datencheck_abfragen (name, beschreibung, sql, themen, bundesland_id, abfrageart_id, link) VALUES
('Kaufobjekte ohne Käufer', 'Kaufobjekte, denen weder eine Firma noch eine Person als Käufer zugeordnet ist.',
 'select k.id as idx, p.projektnr, p.name as projekt, k.top_nr, k.kaufdatum from kaufobjekte k join projekte p on p.id = k.projekt_id where not exists (select 1 from kaufobjekt_kaeufer kk where kk.kaufobjekt_id = k.id)',
 ARRAY['kaufobjekte'], NULL, 1, '/kaufobjekte/{idx}'),
('Firmen ohne Geokoordinaten', 'Firmen ohne Breiten- oder Längengrad: sie fehlen auf der Karte.',
 'select f.id as idx, f.name, f.plz, f.ort, f.adresse from firmen f where f.geo_lat is null or f.geo_long is null',
 ARRAY['firmen'], NULL, 1, '/firmen/{idx}'),
('Firmen mit ungültiger FirmenbuchNr', 'FirmenbuchNr österreichischer Firmen, die nicht aus 1 bis 6 Ziffern und einem Kleinbuchstaben bestehen.',
 'select f.id as idx, f.name, f.fbnr, f.land from firmen f where f.fbnr is not null and (f.land is null or f.land = ''aut'') and replace(f.fbnr, '' '', '''') !~ ''^[0-9]{1,6}[a-z]$''',
 ARRAY['firmen'], NULL, 2, '/firmen/{idx}'),
('Projekte ohne BAB', 'Projekte ohne Ausstattungsqualität (BAB).',
 'select p.id as idx, p.projektnr, p.name, p.bezirk from projekte p where not exists (select 1 from ausstattungsqualitaeten a where a.projekt_id = p.id)',
 ARRAY['projekte', 'ausstattungsqualitaeten'], NULL, 1, '/projekte/{idx}'),
('doppelte TopNr im Projekt', 'Kaufobjekte eines Projekts mit gleichlautender TopNr, die nicht Wiederverkauf voneinander sind.',
 'select k.id as idx, p.projektnr, p.name as projekt, k.top_nr from kaufobjekte k join projekte p on p.id = k.projekt_id where k.top_nr is not null and exists (select 1 from kaufobjekte d where d.projekt_id = k.projekt_id and d.id <> k.id and lower(d.top_nr) = lower(k.top_nr) and d.kaufobjekt_id is distinct from k.id and k.kaufobjekt_id is distinct from d.id)',
 ARRAY['kaufobjekte', 'projekte'], NULL, 3, '/kaufobjekte/{idx}'),
('Kaufpreis pro m² außerhalb des Üblichen', 'Kaufobjekte mit einem Nettopreis unter 1.500 € oder über 25.000 € pro m² Nutzfläche.',
 'select k.id as idx, p.projektnr, k.top_nr, k.nettopreis, k.nutzflaeche, round(k.nettopreis / k.nutzflaeche, 2) as preis_m2 from kaufobjekte k join projekte p on p.id = k.projekt_id where k.nutzflaeche > 0 and k.nettopreis is not null and (k.nettopreis / k.nutzflaeche < 1500 or k.nettopreis / k.nutzflaeche > 25000)',
 ARRAY['kaufobjekte'], NULL, 2, '/kaufobjekte/{idx}');
--> statement-breakpoint
-- The finer Datencheck permissions: the Datenqualität template and everyone who used the Datencheck get them
-- (editing checks stays with administrators and whoever is given it).
UPDATE berechtigung_vorlagen SET berechtigungen = berechtigungen || ARRAY['datencheck.pruefen', 'datencheck.abfragen', 'datencheck.ausnahmen', 'datencheck.benachrichtigen']::text[]
 WHERE name IN ('Datenqualität', 'Administration') AND NOT berechtigungen @> ARRAY['datencheck.pruefen']::text[];
--> statement-breakpoint
UPDATE users SET berechtigungen = berechtigungen || ARRAY['datencheck.pruefen', 'datencheck.ausnahmen', 'datencheck.benachrichtigen']::text[]
 WHERE berechtigungen @> ARRAY['datencheck.nutzen']::text[] AND NOT berechtigungen @> ARRAY['datencheck.pruefen']::text[];
--> statement-breakpoint
UPDATE users u SET berechtigungen = u.berechtigungen || ARRAY['datencheck.abfragen']::text[]
 FROM berechtigung_vorlagen v WHERE v.id = u.vorlage_id AND v.name IN ('Datenqualität', 'Administration') AND NOT u.berechtigungen @> ARRAY['datencheck.abfragen']::text[];
