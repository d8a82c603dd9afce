import { eq, sql, type SQL } from 'drizzle-orm';
import {
  heuteWien,
  addTage,
  istRueckgang,
  praesenzSekunden,
  tageZwischen,
  type MonitorDetail,
  type MonitorFilter,
  type MonitorKundeRow,
  type MonitorUebersicht,
  type Praesenz,
  type PraesenzEintrag,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { kunden } from '../../db/schema';
import { NotFoundError } from '../../platform/errors';
import { rows } from './sql-rows';

/** The filter's range (default: the last 7 days) and the previous period of the same length. */
export function zeitraum(f: MonitorFilter, heute = heuteWien()) {
  const bis = f.bis ?? (f.von && f.von > heute ? f.von : heute);
  const von = f.von ?? addTage(bis, -6);
  const tage = tageZwischen(von, bis);
  return { von, bis, tage, vorher_von: addTage(von, -tage), vorher_bis: addTage(von, -1) };
}

/** Conditions of the filters besides the date range, on the daily rollup `n`. */
function filterOhneZeit(f: MonitorFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.kunde_id) parts.push(sql`n.kunde_id = ${f.kunde_id}::int`);
  if (f.projekt_id) parts.push(sql`n.projekt_id = ${f.projekt_id}::int`);
  if (f.admin) parts.push(sql`n.admin = ${f.admin === 'true'}`);
  return sql.join(parts, sql` and `);
}
/**
 * The rollup a query reads: per user and day (small) unless a project is filtered, then per user, project
 * and day. Both have tag, frontend_user_id, kunde_id, admin, aufrufe.
 */
const quelle = (f: MonitorFilter) =>
  f.projekt_id ? sql.raw('frontend_nutzung_tage') : sql.raw('frontend_nutzer_tage');

const imZeitraum = (von: string, bis: string) => sql`n.tag between ${von}::date and ${bis}::date`;

/**
 * Views and active users per day. Each rollup row is one user on one day (and, with a project filter, one
 * project), so the active users of a day are its row count: no distinct sort.
 */
const tageSql = (f: MonitorFilter, von: string, bis: string) =>
  sql`select n.tag::text as tag, sum(n.aufrufe)::int as aufrufe, count(*)::int as aktive
      from ${quelle(f)} n where ${filterOhneZeit(f)} and ${imZeitraum(von, bis)} group by n.tag`;

/**
 * The ten most viewed projects in the range. Without a Kunde or admin filter the per-project totals answer
 * (a few rows per day); otherwise the per-user rollup is summed.
 */
function topProjekte(tx: Tx, f: MonitorFilter, von: string, bis: string) {
  const summe =
    f.kunde_id || f.admin
      ? sql`select n.projekt_id, sum(n.aufrufe)::int as aufrufe from frontend_nutzung_tage n
            where ${filterOhneZeit(f)} and ${imZeitraum(von, bis)} and n.projekt_id <> 0`
      : sql`select n.projekt_id, sum(n.aufrufe)::int as aufrufe from frontend_projekt_tage n
            where ${imZeitraum(von, bis)}${f.projekt_id ? sql` and n.projekt_id = ${f.projekt_id}::int` : sql``}`;
  return rows<{ projekt_id: number; name: string; aufrufe: number }>(
    tx,
    sql`select t.projekt_id, p.projektnr || ' ' || p.name as name, t.aufrufe from (
          ${summe} group by 1 order by 2 desc, 1 limit 10) t
        join projekte p on p.id = t.projekt_id order by t.aufrufe desc, t.projekt_id`,
  );
}

export async function praesenz(tx: Tx): Promise<Praesenz> {
  const list = await rows<PraesenzEintrag & { admin: boolean; zuletzt: string | Date }>(
    tx,
    sql`select p.frontend_user_id, b.name, p.kunde_id, k.name as kunde_name, p.projekt_id,
          case when pr.id is null then null else pr.projektnr || ' ' || pr.name end as projekt_name,
          p.pfad, p.zuletzt, p.admin
        from frontend_praesenz p
        join frontend_benutzer b on b.id = p.frontend_user_id
        join kunden k on k.id = p.kunde_id
        left join projekte pr on pr.id = p.projekt_id
        where p.zuletzt > now() - make_interval(secs => ${praesenzSekunden}::int)
        order by k.name, k.id, b.name, b.id`,
  );
  const eintraege = list.map(({ admin, zuletzt, ...e }) => ({
    admin,
    eintrag: { ...e, zuletzt: new Date(zuletzt).toISOString() },
  }));
  return {
    kunden: eintraege.filter((e) => !e.admin).map((e) => e.eintrag),
    admins: eintraege.filter((e) => e.admin).map((e) => e.eintrag),
  };
}

export async function heute(tx: Tx): Promise<{ aufrufe: number; aktive: number }> {
  const [row] = await rows<{ aufrufe: number; aktive: number }>(
    tx,
    sql`select coalesce(sum(aufrufe), 0)::int as aufrufe, count(*)::int as aktive
        from frontend_nutzer_tage n where n.tag = ${heuteWien()}::date`,
  );
  return row ?? { aufrufe: 0, aktive: 0 };
}

export async function uebersicht(tx: Tx, f: MonitorFilter): Promise<MonitorUebersicht> {
  const z = zeitraum(f);
  const where = filterOhneZeit(f);
  const [tage, summen, top] = await Promise.all([
    rows<{ tag: string | Date; aufrufe: number; aktive: number }>(tx, tageSql(f, z.vorher_von, z.bis)),
    rows<{ vorher: boolean; aufrufe: number; aktive: number }>(
      tx,
      sql`select u.vorher, sum(u.aufrufe)::int as aufrufe, count(*)::int as aktive from (
            select n.tag < ${z.von}::date as vorher, n.frontend_user_id, sum(n.aufrufe) as aufrufe
            from ${quelle(f)} n where ${where} and ${imZeitraum(z.vorher_von, z.bis)} group by 1, 2) u
          group by 1`,
    ),
    topProjekte(tx, f, z.von, z.bis),
  ]);
  const proTag = new Map(tage.map((t) => [isoTag(t.tag), t]));
  const verlauf = Array.from({ length: z.tage }, (_, i) => {
    const tag = addTage(z.von, i);
    const jetzt = proTag.get(tag);
    const vorher = proTag.get(addTage(z.vorher_von, i));
    return {
      tag,
      aufrufe: jetzt?.aufrufe ?? 0,
      aktive: jetzt?.aktive ?? 0,
      vorher_aufrufe: vorher?.aufrufe ?? 0,
      vorher_aktive: vorher?.aktive ?? 0,
    };
  });
  const leer = { aufrufe: 0, aktive: 0 };
  const pick = (v: boolean) => {
    const r = summen.find((s) => s.vorher === v);
    return r ? { aufrufe: r.aufrufe, aktive: r.aktive } : leer;
  };
  return {
    von: z.von,
    bis: z.bis,
    vorher_von: z.vorher_von,
    vorher_bis: z.vorher_bis,
    summe: pick(false),
    vorher: pick(true),
    verlauf,
    top_projekte: top,
  };
}

const isoTag = (v: string | Date) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

/**
 * One page of Kunden with their activity in the range (most views first) and their active users over the
 * last 7 and 31 days against their own baseline: the mean of the 12 weeks / 3 months before.
 */
export async function kundenZeilen(
  tx: Tx,
  f: MonitorFilter,
  page: number,
  perPage: number,
): Promise<{ rows: MonitorKundeRow[]; total: number }> {
  const z = zeitraum(f);
  const where = filterOhneZeit(f);
  const kundeWhere = f.kunde_id ? sql`k.id = ${f.kunde_id}::int` : sql`true`;
  const [seite, [anzahl]] = await Promise.all([
    rows<{ kunde_id: number; name: string; aufrufe: number; aktive: number; vorher_aufrufe: number }>(
      tx,
      sql`select k.id as kunde_id, k.name, coalesce(a.aufrufe, 0)::int as aufrufe, coalesce(a.aktive, 0)::int as aktive,
            coalesce(v.aufrufe, 0)::int as vorher_aufrufe
          from kunden k
          left join (select n.kunde_id, sum(n.aufrufe) as aufrufe, count(distinct n.frontend_user_id) as aktive
                     from ${quelle(f)} n where ${where} and ${imZeitraum(z.von, z.bis)} group by 1) a on a.kunde_id = k.id
          left join (select n.kunde_id, sum(n.aufrufe) as aufrufe
                     from ${quelle(f)} n where ${where} and ${imZeitraum(z.vorher_von, z.vorher_bis)} group by 1) v on v.kunde_id = k.id
          where ${kundeWhere}
          order by coalesce(a.aufrufe, 0) desc, k.name, k.id
          limit ${perPage}::int offset ${(page - 1) * perPage}::int`,
    ),
    rows<{ n: number }>(tx, sql`select count(*)::int as n from kunden k where ${kundeWhere}`),
  ]);
  const ids = seite.map((r) => r.kunde_id);
  const basis = ids.length ? await baselines(tx, f, ids) : new Map<number, Basis>();
  return {
    total: anzahl?.n ?? 0,
    rows: seite.map((r) => {
      const b = basis.get(r.kunde_id) ?? { aktive_7: 0, basis_7: 0, aktive_31: 0, basis_31: 0 };
      return {
        ...r,
        ...b,
        rueckgang: istRueckgang(b.aktive_7, b.basis_7) || istRueckgang(b.aktive_31, b.basis_31),
        detail_url: `/api/monitor/kunden/${r.kunde_id}/verlauf`,
      };
    }),
  };
}

interface Basis {
  aktive_7: number;
  basis_7: number;
  aktive_31: number;
  basis_31: number;
}

async function baselines(tx: Tx, f: MonitorFilter, ids: number[]): Promise<Map<number, Basis>> {
  const heute = heuteWien();
  const where = filterOhneZeit({ ...f, kunde_id: undefined });
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // Window w = 0 is the last 7 (31) days up to today, w = 1 … the ones before.
  const fenster = (laenge: number, anzahl: number) =>
    rows<{ kunde_id: number; w: number; aktive: number }>(
      tx,
      sql`select n.kunde_id, ((${heute}::date - n.tag) / ${laenge}::int)::int as w, count(distinct n.frontend_user_id)::int as aktive
          from ${quelle(f)} n
          where n.kunde_id in (${idList}) and ${where}
            and n.tag > ${heute}::date - ${laenge * (anzahl + 1)}::int and n.tag <= ${heute}::date
          group by 1, 2`,
    );
  const [w7, w31] = await Promise.all([fenster(7, 12), fenster(31, 3)]);
  const result = new Map<number, Basis>();
  for (const id of ids) {
    const sieben = w7.filter((r) => r.kunde_id === id);
    const einunddreissig = w31.filter((r) => r.kunde_id === id);
    const mittel = (list: typeof sieben, n: number) =>
      Math.round((list.filter((r) => r.w >= 1 && r.w <= n).reduce((s, r) => s + r.aktive, 0) / n) * 10) / 10;
    result.set(id, {
      aktive_7: sieben.find((r) => r.w === 0)?.aktive ?? 0,
      basis_7: mittel(sieben, 12),
      aktive_31: einunddreissig.find((r) => r.w === 0)?.aktive ?? 0,
      basis_31: mittel(einunddreissig, 3),
    });
  }
  return result;
}

/** A Kunde's detail chart (SPEC §7: projekte and dates) in the filter's range; 404 for a missing Kunde. */
export async function kundeVerlauf(tx: Tx, kundeId: number, f: MonitorFilter): Promise<MonitorDetail> {
  const z = zeitraum(f);
  const gefiltert = { ...f, kunde_id: kundeId };
  const [tage, top, [kunde]] = await Promise.all([
    rows<{ tag: string | Date; aufrufe: number; aktive: number }>(tx, tageSql(gefiltert, z.von, z.bis)),
    topProjekte(tx, gefiltert, z.von, z.bis),
    tx.select({ id: kunden.id }).from(kunden).where(eq(kunden.id, kundeId)),
  ]);
  if (!kunde) throw new NotFoundError();
  const proTag = new Map(tage.map((t) => [isoTag(t.tag), t]));
  const dates = Array.from({ length: z.tage }, (_, i) => {
    const tag = addTage(z.von, i);
    return { tag, aufrufe: proTag.get(tag)?.aufrufe ?? 0, aktive: proTag.get(tag)?.aktive ?? 0 };
  });
  return { projekte: top.map(({ projekt_id, ...p }) => ({ id: projekt_id, ...p })), dates };
}
