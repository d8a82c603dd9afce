import { sql } from 'drizzle-orm';
import { csvDocument, formatNumber, kaufobjektStatus } from '@app/domain';
import type { Tx } from '../../db/client';
import { xlsxDocument } from '../../platform/xlsx';
import { rows } from './sql-rows';

/** One Kaufobjekt of the export (Sidefile and Schnittstelle carry the same data). */
export interface ExportZeile {
  projektnr: number;
  projekt: string;
  kaufobjekt_id: number;
  top_nr: string | null;
  status: string;
  kaufdatum: string | null;
  nutzflaeche: number | null;
  nettopreis: number | null;
  bruttopreis: number | null;
  ust: number | null;
  kaeufer_anzahl: number;
  /** 'Firma', 'Privatperson' or both, comma-separated. */
  kaeufertypen: string;
}

/**
 * The Kunde's projects (DOMAIN leaves open which they are): the projects its users looked at in the
 * frontend within the interval; the export holds their Kaufobjekte with prices and the buyers' types.
 */
export async function exportZeilen(tx: Tx, kundeId: number, intervallTage: number): Promise<ExportZeile[]> {
  const list = await rows<
    Omit<ExportZeile, 'status' | 'nutzflaeche' | 'nettopreis' | 'bruttopreis' | 'ust'> & {
      status: number;
      nutzflaeche: string | null;
      nettopreis: string | null;
      bruttopreis: string | null;
      ust: string | null;
    }
  >(
    tx,
    sql`select p.projektnr, p.name as projekt, k.id as kaufobjekt_id, k.top_nr, k.status, k.kaufdatum::text as kaufdatum,
          k.nutzflaeche::text as nutzflaeche, k.nettopreis::text as nettopreis, k.bruttopreis::text as bruttopreis, k.ust::text as ust,
          count(kk.id)::int as kaeufer_anzahl,
          coalesce(string_agg(distinct case when kk.firma_id is not null then 'Firma' else 'Privatperson' end, ', '), '') as kaeufertypen
        from kaufobjekte k
        join projekte p on p.id = k.projekt_id
        left join kaufobjekt_kaeufer kk on kk.kaufobjekt_id = k.id
        where k.projekt_id in (
          select distinct n.projekt_id from frontend_nutzung_tage n
          where n.kunde_id = ${kundeId}::int and n.projekt_id <> 0 and n.tag > current_date - ${intervallTage}::int)
        group by p.projektnr, p.name, k.id
        order by p.projektnr, k.top_nr, k.id`,
  );
  const num = (v: string | null) => (v === null ? null : Number(v));
  return list.map((r) => ({
    ...r,
    status: kaufobjektStatus.find((s) => s.id === r.status)?.name ?? String(r.status),
    nutzflaeche: num(r.nutzflaeche),
    nettopreis: num(r.nettopreis),
    bruttopreis: num(r.bruttopreis),
    ust: num(r.ust),
  }));
}

const kopf = [
  'Projektnr.',
  'Projekt',
  'Kaufobjekt-ID',
  'Top',
  'Status',
  'Kaufdatum',
  'Nutzfläche m²',
  'Nettopreis €',
  'Bruttopreis €',
  'USt €',
  'Käufer',
  'Käufertypen',
];

export function sidefileXlsx(zeilen: ExportZeile[]): Uint8Array {
  return xlsxDocument(
    'Kaufobjekte',
    kopf,
    zeilen.map((z) => [
      z.projektnr,
      z.projekt,
      z.kaufobjekt_id,
      z.top_nr,
      z.status,
      z.kaufdatum,
      z.nutzflaeche,
      z.nettopreis,
      z.bruttopreis,
      z.ust,
      z.kaeufer_anzahl,
      z.kaeufertypen,
    ]),
  );
}

export function sidefileCsv(zeilen: ExportZeile[]): string {
  const zahl = (v: number | null) => (v === null ? '' : formatNumber(v));
  return csvDocument(
    kopf,
    zeilen.map((z) => [
      String(z.projektnr),
      z.projekt,
      String(z.kaufobjekt_id),
      z.top_nr ?? '',
      z.status,
      z.kaufdatum ?? '',
      zahl(z.nutzflaeche),
      zahl(z.nettopreis),
      zahl(z.bruttopreis),
      zahl(z.ust),
      String(z.kaeufer_anzahl),
      z.kaeufertypen,
    ]),
  );
}
