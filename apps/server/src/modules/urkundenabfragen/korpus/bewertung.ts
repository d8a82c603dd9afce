import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  feldNamen,
  konfidenzSchwelle,
  topNrKern,
  type FeldName,
  type Felder,
  type Partei,
  type Pruefung,
  umlauteFalten,
} from '@app/domain';
import type { Wort } from '../urkunde-lesen';

/**
 * The deed corpus (issue 25) and its scoring: per field right / wrong but flagged / wrong without a flag /
 * missing and flagged / missing without a flag. Used by the corpus test and the import bench.
 */

/** `anteil`: the share of the unit where the deed states one ('zu 1/2 Anteil', 'je zur Hälfte'). */
type SollPartei = (
  | { typ: 'person'; vorname: string; nachname: string; geboren: string }
  | { typ: 'firma'; name: string; fbnr: string }
) & { anteil?: string };
export interface KorpusUrkunde {
  id: string;
  stil: string;
  heldOut: boolean;
  text: string;
  soll: Partial<Record<FeldName, unknown>> & { kaeufer: SollPartei[]; verkaeufer: SollPartei[] };
  liste: { tz: number; kg: string; ez: number };
}

const dir = path.dirname(fileURLToPath(import.meta.url));

export function korpus(): KorpusUrkunde[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      const data = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
        stil: string;
        deeds: Array<Omit<KorpusUrkunde, 'stil'>>;
      };
      return data.deeds.map((d) => ({ ...d, stil: data.stil }));
    });
}

/** The text as words of one page (as a text layer gives them), for reading without a PDF. */
export function alsWoerter(text: string): Wort[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => ({
      text: w,
      seite: 1,
      box: { x: (i % 12) * 40, y: Math.floor(i / 12) * 14, w: 38, h: 12 },
      konfidenz: 1,
    }));
}

export type Ergebnis =
  'richtig' | 'falsch_markiert' | 'falsch_unmarkiert' | 'fehlt_markiert' | 'fehlt_unmarkiert';

function parteiGleich(ist: Partei, soll: SollPartei): boolean {
  if ((ist.anteil ?? null) !== (soll.anteil ?? null)) return false;
  if (soll.typ === 'firma')
    return (
      ist.typ === 'firma' && ist.fbnr === soll.fbnr && umlauteFalten(ist.name) === umlauteFalten(soll.name)
    );
  return (
    ist.typ === 'person' &&
    ist.vorname === soll.vorname &&
    ist.nachname === soll.nachname &&
    ist.geboren === soll.geboren
  );
}

function gleich(name: FeldName, ist: unknown, soll: unknown): boolean {
  if (soll == null) return ist == null;
  if (ist == null) return false;
  switch (name) {
    case 'kaeufer':
    case 'verkaeufer': {
      const a = ist as Partei[];
      const b = soll as SollPartei[];
      return a.length === b.length && b.every((s) => a.some((p) => parteiGleich(p, s)));
    }
    case 'top_nr':
      return topNrKern(String(ist)) === String(soll).toLowerCase();
    case 'adresse':
      return umlauteFalten(/^(.*?\d+)/.exec(String(ist))?.[1] ?? String(ist)) === umlauteFalten(String(soll));
    case 'kaufpreis_netto':
    case 'kaufpreis_brutto':
    case 'nutzflaeche':
      return Math.abs(Number(ist) - Number(soll)) < 0.011;
    default:
      return String(ist) === String(soll);
  }
}

export function bewerte(
  felder: Felder,
  pruefungen: Pruefung[],
  soll: KorpusUrkunde['soll'],
): Record<FeldName, Ergebnis> {
  const out = {} as Record<FeldName, Ergebnis>;
  for (const name of feldNamen) {
    const f = felder[name];
    const ist = f?.wert == null || (Array.isArray(f.wert) && !f.wert.length) ? null : f.wert;
    const markiert =
      (f != null && f.konfidenz < konfidenzSchwelle) || pruefungen.some((p) => p.feld === name);
    const s = soll[name] ?? null;
    if (gleich(name, ist, s)) out[name] = 'richtig';
    else if (ist == null) out[name] = markiert ? 'fehlt_markiert' : 'fehlt_unmarkiert';
    else out[name] = markiert ? 'falsch_markiert' : 'falsch_unmarkiert';
  }
  return out;
}

export type Zaehler = Record<Ergebnis, number>;
export const leer = (): Zaehler => ({
  richtig: 0,
  falsch_markiert: 0,
  falsch_unmarkiert: 0,
  fehlt_markiert: 0,
  fehlt_unmarkiert: 0,
});

/** Per-field and per-style counts over a set of deeds, read by `lies`. */
export function auswerten(
  deeds: KorpusUrkunde[],
  lies: (d: KorpusUrkunde) => { felder: Felder; pruefungen: Pruefung[] },
) {
  const proFeld = Object.fromEntries(feldNamen.map((n) => [n, leer()])) as Record<FeldName, Zaehler>;
  const proStil: Record<string, Zaehler> = {};
  const fehler: string[] = [];
  for (const d of deeds) {
    const { felder, pruefungen } = lies(d);
    const e = bewerte(felder, pruefungen, d.soll);
    proStil[d.stil] ??= leer();
    for (const name of feldNamen) {
      proFeld[name][e[name]]++;
      proStil[d.stil]![e[name]]++;
      if (e[name] !== 'richtig')
        fehler.push(
          `${d.id} ${name}: ${e[name]} ${JSON.stringify(felder[name]?.wert ?? null)} statt ${JSON.stringify(d.soll[name] ?? null)}`,
        );
    }
  }
  const summe = leer();
  for (const z of Object.values(proFeld)) for (const k of Object.keys(summe) as Ergebnis[]) summe[k] += z[k];
  return { proFeld, proStil, summe, fehler };
}

export function tabelle(titel: string, zeilen: Record<string, Zaehler>): string {
  const head = `${titel.padEnd(38)} richtig  falsch+F  falsch!  fehlt+F  fehlt!`;
  const rows = Object.entries(zeilen).map(([k, z]) => {
    const n = Object.values(z).reduce((a, b) => a + b, 0);
    return `${k.padEnd(38)} ${`${z.richtig}/${n}`.padStart(7)} ${String(z.falsch_markiert).padStart(9)} ${String(z.falsch_unmarkiert).padStart(8)} ${String(z.fehlt_markiert).padStart(8)} ${String(z.fehlt_unmarkiert).padStart(7)}`;
  });
  return [head, ...rows].join('\n');
}
