import type { Feld } from '@app/domain';
import type { Wort } from './urkunde-lesen';

/**
 * The deed's words as one searchable text, and the value parsers every field needs (amounts, dates as
 * notaries write them). A field keeps the words it came from (evidence boxes) and a confidence that is
 * high only when an independent signal confirmed it (issue 25: no wrong value without a flag).
 */

export interface Text {
  text: string;
  /** Start offset of each word in `text`. */
  starts: number[];
  woerter: Wort[];
}

/** Confidence of a value another signal confirmed, and of one read but not confirmed (below the threshold). */
export const bestaetigt = 0.97;
export const unbestaetigt = 0.8;

export function verbinde(woerter: Wort[]): Text {
  const starts: number[] = [];
  let text = '';
  for (const w of woerter) {
    if (text) text += ' ';
    starts.push(text.length);
    text += w.text;
  }
  return { text, starts, woerter };
}

/** The words overlapping [from, to) of the joined text. */
function woerterIn(t: Text, from: number, to: number): Wort[] {
  const out: Wort[] = [];
  for (let i = 0; i < t.woerter.length; i++) {
    const s = t.starts[i]!;
    const e = s + t.woerter[i]!.text.length;
    if (e > from && s < to) out.push(t.woerter[i]!);
    if (s >= to) break;
  }
  return out;
}

/** A field from [from, to): its confidence is the level found, capped by the weakest source word (OCR). */
export function feld(t: Text, wert: Feld['wert'], from: number, to: number, level: number): Feld {
  const ws = woerterIn(t, from, to);
  const wortKonfidenz = ws.length ? Math.min(...ws.map((w) => w.konfidenz)) : 0;
  const seite = ws[0]?.seite ?? 1;
  return {
    wert,
    konfidenz: Math.round(Math.min(wortKonfidenz, level) * 100) / 100,
    quelle: ws.length
      ? { seite, boxen: ws.filter((w) => w.seite === seite).map((w) => w.box), text: t.text.slice(from, to) }
      : null,
    bestaetigt: null,
  };
}

/** Group index's [start, end) in the text (the `d` flag). */
export function span(m: RegExpExecArray, group = 0): [number, number] {
  const idx = m.indices?.[group];
  return idx ? [idx[0], idx[1]] : [m.index, m.index + m[0].length];
}

export const ohneLeer = (s: string) => s.replace(/\s+/g, '');

export function alle(re: RegExp, text: string, from = 0, to = text.length): RegExpExecArray[] {
  const flags = re.flags.includes('g') ? re.flags : `${re.flags}g`;
  const g = new RegExp(re.source, flags.includes('d') ? flags : `${flags}d`);
  const out: RegExpExecArray[] = [];
  const part = text.slice(0, to);
  g.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = g.exec(part))) {
    out.push(m);
    if (m[0].length === 0) g.lastIndex++;
  }
  return out;
}

// Amounts: 'EUR 345.000,--', '€ 299.900,–', 'EUR 279.900,00', '345.000,- EUR', 'EUR 4.955'. OCR may put
// blanks inside digit groups ('471 1'): allowed between digits and removed.
export const betragRe = String.raw`(\d{1,3}(?:[. ]?\d{3})*(?:\s?,\s?(?:\d\s?\d|-{1,2}|–|—))?)`;
export const waehrungVor = String.raw`(?:EUR|€|Euro)\s*`;

/** '345.000,--' → 345000; '279.900,00' → 279900; null for no amount. */
export function parseBetrag(raw: string): number | null {
  const s = ohneLeer(raw).replace(/,(?:-{1,2}|–|—)$/, '');
  const m = /^(\d{1,3}(?:\.?\d{3})*)(?:,(\d{2}))?$/.exec(s);
  if (!m) return null;
  const n = Number(m[1]!.replace(/\./g, '')) + (m[2] ? Number(m[2]) / 100 : 0);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
}

const monate: Record<string, number> = {
  jänner: 1,
  januar: 1,
  jaenner: 1,
  feber: 2,
  februar: 2,
  märz: 3,
  maerz: 3,
  april: 4,
  mai: 5,
  juni: 6,
  juli: 7,
  august: 8,
  september: 9,
  oktober: 10,
  november: 11,
  dezember: 12,
};
/** '15.03.2019', '15. 3. 2019', '15. März 2019', '7. Jänner 2020', '3. Feber 2017'. */
export const datumRe = String.raw`(\d{1,2}\s?\.\s?(?:\d{1,2}\s?\.|(?:Jänner|Januar|Jaenner|Feber|Februar|März|Maerz|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember))\s?(?:19|20)\d\s?\d)`;

export function parseDatum(raw: string): string | null {
  const s = raw.replace(/\s+/g, ' ').trim();
  const m = /^(\d{1,2}) ?\. ?(?:(\d{1,2}) ?\.|([A-Za-zäÄ]+)) ?(\d{4}|\d{3} \d)$/.exec(s);
  if (!m) return null;
  const tag = Number(m[1]);
  const monat = m[2] ? Number(m[2]) : monate[m[3]!.toLowerCase()];
  const jahr = Number(ohneLeer(m[4]!));
  if (!monat || monat > 12 || tag < 1 || tag > 31) return null;
  return `${jahr}-${String(monat).padStart(2, '0')}-${String(tag).padStart(2, '0')}`;
}
