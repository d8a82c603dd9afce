import {
  csvDocument,
  formatDate,
  formatNumber,
  kaufobjektStatusName,
  preisProQuadratmeter,
  type KaufobjektZeile,
} from '@app/domain';

/** The most rows one export writes (the list filter narrows further). */
export const exportLimit = 50_000;

const columns: [string, (k: KaufobjektZeile) => string][] = [
  ['ID', (k) => String(k.id)],
  ['Projektnr.', (k) => String(k.projektnr)],
  ['Projekt', (k) => k.projekt_name],
  ['TopNr', (k) => k.top_nr ?? ''],
  ['Status', (k) => kaufobjektStatusName(k.status)],
  ['Kaufdatum', (k) => formatDate(k.kaufdatum)],
  ['Nutzfläche m²', (k) => formatNumber(k.nutzflaeche)],
  ['Nettopreis €', (k) => formatNumber(k.nettopreis)],
  ['USt €', (k) => formatNumber(k.ust)],
  ['Bruttopreis €', (k) => formatNumber(k.bruttopreis)],
  ['Preis/m² €', (k) => formatNumber(preisProQuadratmeter(k.bruttopreis, k.nutzflaeche))],
  ['Wiederverkauf', (k) => (k.wiederverkauf ? 'ja' : 'nein')],
  ['Marktüblich', (k) => (k.ist_marktueblich ? 'ja' : 'nein')],
  ['TZ', (k) => (k.tz ? `${k.tz}${k.tz_jahr ? `/${k.tz_jahr}` : ''}` : '')],
  ['Gericht', (k) => k.gericht ?? ''],
  ['Käufer', (k) => k.kaeufer_namen ?? ''],
];

/** The export file (one CSV writer for every export, formula cells neutralised). */
export function kaufobjekteCsv(rows: readonly KaufobjektZeile[]): string {
  return csvDocument(
    columns.map(([title]) => title),
    rows.map((row) => columns.map(([, value]) => value(row))),
  );
}
