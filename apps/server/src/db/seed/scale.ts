import { umlauteFalten } from '@app/domain';
import type { Database } from '../client';
import { demoFaker } from './demo-faker';

/** Name pools from faker de_AT; rows combine them by index so the data is deterministic. */
function pools() {
  const faker = demoFaker(4711);
  const unique = (make: () => string, n: number) => {
    const set = new Set<string>();
    for (let i = 0; set.size < n && i < n * 20; i++) set.add(make());
    return [...set];
  };
  return {
    vornamen: unique(() => faker.person.firstName(), 400),
    nachnamen: unique(() => faker.person.lastName(), 1500),
    titel: ['Dr.', 'Mag.', 'DI', 'Ing.', 'MMag.'],
  };
}

/**
 * Tops the Personen table up to `target` rows with set-based INSERT … SELECT in chunks,
 * which is orders of magnitude faster than row-wise inserts. Answers how many rows were added.
 */
export async function seedPersonen(database: Database, target: number, onProgress?: (n: number) => void) {
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>('select count(*)::int as n from personen');
  const { vornamen, nachnamen, titel } = pools();
  // Names as the local part of an e-mail address ('Schötz' → 'schoetz'): what every mail system takes.
  const mailPart = (name: string) => umlauteFalten(name, '');
  const chunk = 100_000;
  for (let start = n; start < target; start += chunk) {
    const end = Math.min(target, start + chunk);
    await database.query(
      `insert into personen (vorname, nachname, titel, email, created, updated)
       select v, nn, case when i % 7 = 0 then ($3::text[])[1 + i % array_length($3::text[], 1)] end,
              case when i % 3 = 0 then ($6::text[])[vi] || '.' || ($7::text[])[ni] || i || '@example.at' end,
              now() - (i % 3650) * interval '1 day', now()
       from (select i, vi, ni, ($1::text[])[vi] as v, ($2::text[])[ni] as nn
             from (select i, 1 + (i::bigint * 7919) % array_length($1::text[], 1) as vi,
                          1 + (i::bigint * 104729) % array_length($2::text[], 1) as ni
                   from generate_series($4::int, $5::int) as i) g) s`,
      [vornamen, nachnamen, titel, start + 1, end, vornamen.map(mailPart), nachnamen.map(mailPart)],
    );
    onProgress?.(end);
  }
  await database.query('analyze personen');
  return Math.max(0, target - n);
}

/**
 * Tops the Projekte table up to `target` rows, set-based like the persons: Vienna street names and
 * districts combined by index, projektnr from 1,000,001 on (clear of the demo data's numbers).
 */
export async function seedProjekte(database: Database, target: number, onProgress?: (n: number) => void) {
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>('select count(*)::int as n from projekte');
  const strassen = [
    'Praterstraße',
    'Wollzeile',
    'Landstraßer Hauptstraße',
    'Mariahilfer Straße',
    'Thaliastraße',
    'Wagramer Straße',
    'Brünner Straße',
    'Favoritenstraße',
    'Simmeringer Hauptstraße',
    'Meidlinger Hauptstraße',
    'Hütteldorfer Straße',
    'Währinger Straße',
    'Grinzinger Straße',
    'Dresdner Straße',
    'Breitenfurter Straße',
    'Neubaugasse',
    'Josefstädter Straße',
    'Porzellangasse',
    'Gumpendorfer Straße',
    'Margaretenstraße',
  ];
  const muster = ['Wohnen an der ', 'Quartier ', 'Stadthaus ', 'Residenz ', 'Wohnprojekt '];
  const bezirke = [
    'Innere Stadt',
    'Leopoldstadt',
    'Landstraße',
    'Wieden',
    'Margareten',
    'Mariahilf',
    'Neubau',
    'Josefstadt',
    'Alsergrund',
    'Favoriten',
    'Simmering',
    'Meidling',
    'Hietzing',
    'Penzing',
    'Rudolfsheim-Fünfhaus',
    'Ottakring',
    'Hernals',
    'Währing',
    'Döbling',
    'Brigittenau',
    'Floridsdorf',
    'Donaustadt',
    'Liesing',
  ];
  const chunk = 50_000;
  for (let start = n; start < target; start += chunk) {
    const end = Math.min(target, start + chunk);
    await database.query(
      `insert into projekte (projektnr, name, strasse, plz, ort, bezirk, bundesland_id, geo_lat, geo_long, kg, ez, status, created, updated)
       select 1000000 + i, m || s || ' ' || i, s || ' ' || (1 + i % 140), '1' || lpad((1 + b)::text, 2, '0') || '0', 'Wien',
              ($3::text[])[1 + b], case when i % 4 = 0 then 1 + i % 9 else 9 end,
              48.12 + (i % 1000) / 5000.0, 16.25 + (i % 997) / 3500.0, lpad((1000 + b * 37)::text, 5, '0'), (100 + i % 4900)::text,
              1 + i % 3, now() - (i % 3650) * interval '1 day', now()
       from (select i, ($1::text[])[1 + (i::bigint * 7919) % array_length($1::text[], 1)] as s,
                       ($2::text[])[1 + (i::bigint * 104729) % array_length($2::text[], 1)] as m,
                       (i::bigint * 31) % 23 as b
             from generate_series($4::int, $5::int) as i) x`,
      [strassen, muster, bezirke, start + 1, end],
    );
    onProgress?.(end);
  }
  await database.query('analyze projekte');
  return Math.max(0, target - n);
}

/**
 * Tops the Firmen table up to `target` rows, set-based: name stems, places and legal forms combined by
 * index; every firm gets a distinct, well-formed FN (check letter computed in SQL) from 500000 on.
 */
export async function seedFirmen(database: Database, target: number, onProgress?: (n: number) => void) {
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>('select count(*)::int as n from firmen');
  const { nachnamen } = pools();
  const zusaetze = [
    'Bau',
    'Immobilien',
    'Wohnbau',
    'Projektentwicklung',
    'Realitäten',
    'Bauträger',
    'Hausverwaltung',
    'Invest',
  ];
  const rechtsformen = ['GmbH', 'GmbH & Co KG', 'AG', 'KG', 'OG', 'e.U.'];
  // FNs from 500000 + i on, skipping every number a firm already has (the demo data's, a user's): a
  // chunk may insert fewer rows than it numbers, so the loop runs until the count is reached.
  let count = n;
  for (let next = n + 1; count < target;) {
    const last = next + Math.min(100_000, target - count) - 1;
    const [{ added } = { added: 0 }] = await database.query<{ added: number }>(
      `with ins as (
         insert into firmen (name, fbnr, land, plz, ort, adresse, ist_bautraeger, ist_kaeufer, ist_makler, rechtsform, created, updated)
         select nn || ' ' || z || ' ' || r, fbnr, 'aut',
                '1' || lpad((1 + i % 23)::text, 2, '0') || '0', 'Wien', 'Teststraße ' || (1 + i % 200),
                i % 3 = 0, i % 5 = 0, i % 11 = 0, r, now() - (i % 3650) * interval '1 day', now()
         from (select i, (500000 + i)::text || substr('abdfghikmpstvwxyz', 1 + (500000 + i) % 17, 1) as fbnr,
                      ($1::text[])[1 + (i::bigint * 7919) % array_length($1::text[], 1)] as nn,
                      ($2::text[])[1 + (i::bigint * 104729) % array_length($2::text[], 1)] as z,
                      ($3::text[])[1 + i % array_length($3::text[], 1)] as r
               from generate_series($4::int, $5::int) as i) s
         where not exists (select 1 from firmen f where f.fbnr = s.fbnr)
         returning 1)
       select count(*)::int as added from ins`,
      [nachnamen, zusaetze, rechtsformen, next, last],
    );
    count += added;
    next = last + 1;
    onProgress?.(count);
  }
  await database.query('analyze firmen');
  return Math.max(0, target - n);
}

/**
 * Tops the Kaufobjekte table up to `target` rows, set-based, spread over the existing projects: usable
 * areas 35–135 m², gross prices of 4,000–12,000 €/m² with net and VAT consistent (gross = net × 1.2),
 * all four statuses, sale dates over ten years. Needs projects (seedProjekte first).
 */
export async function seedKaufobjekte(database: Database, target: number, onProgress?: (n: number) => void) {
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>(
    'select count(*)::int as n from kaufobjekte',
  );
  if (n >= target) return 0;
  const ids = (await database.query<{ id: number }>('select id from projekte order by id')).map((r) => r.id);
  if (!ids.length) throw new Error('seedKaufobjekte: keine Projekte vorhanden');
  const chunk = 100_000;
  for (let start = n; start < target; start += chunk) {
    const end = Math.min(target, start + chunk);
    await database.query(
      `insert into kaufobjekte (projekt_id, status, top_nr, kaufdatum, nutzflaeche, nettopreis, bruttopreis, ust,
                                mit_teilungsplan, ist_marktueblich, tz, tz_jahr, gericht, created, updated)
       select projekt_id, status, top_nr, kaufdatum, nf, netto, round(netto * 1.2, 2), round(netto * 1.2, 2) - netto,
              i % 10 < 7, i % 20 <> 0, (100 + i % 9900)::text, extract(year from kaufdatum)::int, 'BG Innere Stadt Wien',
              now() - (i % 3650) * interval '1 day', now()
       from (select i, nf, round(round(nf * (4000 + (i::bigint * 104729) % 8001), 2) / 1.2, 2) as netto,
                    ($1::int[])[1 + (i::bigint * 7919) % cardinality($1::int[])] as projekt_id,
                    ((i::bigint * 13) % 4)::int as status,
                    (1 + i % 5) || '/' || (1 + (i / 5) % 60) as top_nr,
                    date '2015-01-01' + ((i::bigint * 7) % 3650)::int as kaufdatum
             from (select i, round(35 + ((i::bigint * 37) % 10000) / 100.0, 2) as nf
                   from generate_series($2::int, $3::int) as i) g) x`,
      [ids, start + 1, end],
    );
    onProgress?.(end);
  }
  await database.query('analyze kaufobjekte');
  return target - n;
}

/**
 * Gives every project without firms two (Bauträger and a second role), spread over the existing firms:
 * the Projektsuche searches the project firms' names. Needs projects and firms.
 */
export async function seedProjektFirmen(database: Database): Promise<number> {
  const rows = await database.query<{ n: number }>(
    `with f as (select array_agg(id order by id) as ids from firmen),
          r as (select array_agg(id order by id) as ids from firma_rollen),
          ins as (
            insert into projekt_firmen (projekt_id, firma_id, firma_rolle_id, created, updated)
            select p.id, f.ids[1 + ((p.id::bigint * k * 7919) % cardinality(f.ids))], r.ids[1 + (k - 1) % cardinality(r.ids)], now(), now()
            from projekte p cross join f cross join r cross join generate_series(1, 2) k
            where cardinality(f.ids) > 0 and not exists (select 1 from projekt_firmen x where x.projekt_id = p.id)
            on conflict do nothing
            returning 1)
     select count(*)::int as n from ins`,
  );
  await database.query('analyze projekt_firmen');
  return rows[0]?.n ?? 0;
}
