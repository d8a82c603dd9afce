import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * Flaws the seeded Datencheck checks find (issue 12): the demo data is otherwise clean, so a few records
 * are made incomplete or implausible on purpose. Deterministic: always the same records by id order.
 */
export async function loadDemoDatencheck(db: Db, adminId: number | undefined): Promise<void> {
  const by = adminId ?? null;
  // Firmen ohne Geokoordinaten: four firms lose their coordinates.
  await db.execute(
    sql`update firmen set geo_lat = null, geo_long = null where id in (select id from firmen where name <> 'Privat' order by id limit 4)`,
  );
  // Firmen mit ungültiger FirmenbuchNr: two numbers as they were typed in wrongly.
  await db.execute(
    sql`update firmen set fbnr = 'FN 4711' where id = (select id from firmen where fbnr is not null order by id offset 10 limit 1)`,
  );
  await db.execute(
    sql`update firmen set fbnr = '1234567x' where id = (select id from firmen where fbnr is not null order by id offset 11 limit 1)`,
  );
  // Kaufobjekte ohne Käufer: three sales whose buyers were not captured yet.
  await db.execute(sql`
    insert into kaufobjekte (projekt_id, status, top_nr, kaufdatum, nutzflaeche, nettopreis, bruttopreis, ust, creator_id, editor_id)
    select p.id, 0, 'Top ' || (90 + n), date '2025-03-01' + n, 60 + n, 360000 + n * 1000, (360000 + n * 1000) * 1.2, (360000 + n * 1000) * 0.2, ${by}, ${by}
    from (select id from projekte order by id limit 1) p, generate_series(1, 3) n`);
  // doppelte TopNr im Projekt: the same unit captured twice.
  await db.execute(sql`
    insert into kaufobjekte (projekt_id, status, top_nr, kaufdatum, nutzflaeche, nettopreis, bruttopreis, ust, creator_id, editor_id)
    select k.projekt_id, 0, k.top_nr, k.kaufdatum, k.nutzflaeche, k.nettopreis, k.bruttopreis, k.ust, ${by}, ${by}
    from kaufobjekte k where k.top_nr is not null and k.kaufobjekt_id is null order by k.id offset 5 limit 2`);
  // Kaufpreis pro m² außerhalb des Üblichen: a typo in the price (a digit missing) and an extra zero.
  await db.execute(sql`update kaufobjekte set nettopreis = round(nettopreis / 10), bruttopreis = round(bruttopreis / 10), ust = round(ust / 10)
    where id = (select id from kaufobjekte where nutzflaeche > 0 and nettopreis is not null order by id offset 20 limit 1)`);
  await db.execute(sql`update kaufobjekte set nettopreis = nettopreis * 10, bruttopreis = bruttopreis * 10, ust = ust * 10
    where id = (select id from kaufobjekte where nutzflaeche > 0 and nettopreis is not null order by id offset 21 limit 1)`);
}
