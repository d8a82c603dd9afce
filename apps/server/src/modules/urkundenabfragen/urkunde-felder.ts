import { betrag, type Feld, type Felder, type Partei } from '@app/domain';
import type { Wort } from './urkunde-lesen';

/**
 * Field extraction from the words of a deed (Kaufvertrag wording, DOMAIN 'Land register facts'): each
 * field with its value, confidence (the weakest source word) and the word boxes it came from.
 */

interface Text {
  text: string;
  /** Start offset of each word in `text`. */
  starts: number[];
  woerter: Wort[];
}

function verbinde(woerter: Wort[]): Text {
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

function feld(t: Text, wert: Feld['wert'], from: number, to: number): Feld {
  const ws = woerterIn(t, from, to);
  const konfidenz = ws.length ? Math.min(...ws.map((w) => w.konfidenz)) : 0;
  const seite = ws[0]?.seite ?? 1;
  return {
    wert,
    // The text layer is exact but the pattern may still have picked the wrong place: never quite 1.
    konfidenz: Math.round(Math.min(konfidenz, 0.99) * 100) / 100,
    quelle: ws.length ? { seite, boxen: ws.filter((w) => w.seite === seite).map((w) => w.box), text: t.text.slice(from, to) } : null,
    bestaetigt: null,
  };
}

/** Group index's [start, end) in the text (the `d` flag). */
function span(m: RegExpExecArray, group: number): [number, number] {
  const idx = m.indices?.[group];
  return idx ? [idx[0], idx[1]] : [m.index, m.index + m[0].length];
}

// OCR reads '4711/2018' as '471 1/2018': blanks inside digit groups are allowed and removed (DESIGN §12).
const amount = String.raw`(\d[\d. ]*,\s?\d\s?\d)`;
const ohneLeer = (s: string) => s.replace(/\s+/g, '');
const datumIso = (d: string) => {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(ohneLeer(d));
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : null;
};

function parteien(t: Text, from: number, to: number): Feld | undefined {
  const segment = t.text.slice(from, to);
  const list: Partei[] = [];
  const re = /(?:^|\s)\d{1,2}\.\s+(.+?)(?=\s\d{1,2}\.\s+[A-ZÄÖÜ]|$)/gs;
  let m: RegExpExecArray | null;
  while ((m = re.exec(segment))) {
    const zeile = m[1]!;
    const fn = /,\s*FN\s*(\d[\d ]{0,7}\s?[a-z])\b/.exec(zeile);
    if (fn) {
      list.push({ typ: 'firma', name: zeile.slice(0, fn.index).trim(), fbnr: ohneLeer(fn[1]!), vorname: null, nachname: null, geboren: null, firma_id: null });
      continue;
    }
    const p = /^(.+?),\s*geboren am\s*([\d. ]{8,12}\d)/.exec(zeile);
    if (p) {
      const name = p[1]!.trim().split(/\s+/);
      const nachname = name.pop() ?? '';
      list.push({ typ: 'person', name: p[1]!.trim(), fbnr: null, vorname: name.join(' '), nachname, geboren: datumIso(p[2]!), firma_id: null });
    }
  }
  if (!list.length) return undefined;
  return feld(t, list, from, to);
}

export function extrahiereFelder(woerter: Wort[]): Felder {
  const t = verbinde(woerter);
  const f: Felder = {};
  const find = (re: RegExp) => re.exec(t.text);

  const tz = find(/TZ\s*(\d[\d ]{0,6})\s?\/\s?(\d{4})/d);
  if (tz) f.tz = feld(t, Number(ohneLeer(tz[1]!)), ...span(tz, 0));

  const mitUst = find(new RegExp(String.raw`Kaufpreis beträgt EUR\s*${amount}\s*zuzüglich.{0,60}?EUR\s*${amount}.{0,30}?insgesamt\s*EUR\s*${amount}`, 'ds'));
  if (mitUst) {
    f.kaufpreis_netto = feld(t, betrag(ohneLeer(mitUst[1]!)), ...span(mitUst, 1));
    f.kaufpreis_brutto = feld(t, betrag(ohneLeer(mitUst[3]!)), ...span(mitUst, 3));
  } else {
    const pauschal = find(new RegExp(String.raw`Kaufpreis beträgt EUR\s*${amount}`, 'd'));
    if (pauschal) f.kaufpreis_brutto = feld(t, betrag(ohneLeer(pauschal[1]!)), ...span(pauschal, 1));
  }

  const top = find(/Wohnungseigentum an\s*((?:W|Top)\s?\d+)/d);
  if (top) f.top_nr = feld(t, top[1]!.replace(/\s+/, ' '), ...span(top, 1));

  const nfl = find(/Nutzfläche von\s*(\d[\d. ]*,\s?\d\s?\d)\s*m/d);
  if (nfl) f.nutzflaeche = feld(t, betrag(ohneLeer(nfl[1]!)), ...span(nfl, 1));

  const datum = find(/erfolgt mit\s*(\d{1,2}\s?\.\s?\d{1,2}\s?\.\s?\d{4})/d) ?? find(/,\s*am\s*(\d{1,2}\s?\.\s?\d{1,2}\s?\.\s?\d{4})/d);
  if (datum) f.kaufdatum = feld(t, datumIso(datum[1]!), ...span(datum, 1));

  const kgez = find(/Liegenschaft\s*EZ\s*(\d[\d ]{0,5}\d|\d),\s*Grundbuch\s*(\d[\d ]{3,5}\d)/d);
  if (kgez) {
    f.ez = feld(t, Number(ohneLeer(kgez[1]!)), ...span(kgez, 1));
    f.kg = feld(t, ohneLeer(kgez[2]!), ...span(kgez, 2));
  }

  const adr = find(/Grundstücksadresse\s*(.+?),\s*untrennbar/ds);
  if (adr) f.adresse = feld(t, adr[1]!.trim(), ...span(adr, 1));

  const start = find(/abgeschlossen zwischen/d);
  const einerseits = find(/genannt,\s*einerseits,?\s*und/d);
  const andererseits = find(/genannt,\s*andererseits/d);
  if (start && einerseits) {
    const v = parteien(t, span(start, 0)[1], einerseits.index);
    if (v) f.verkaeufer = v;
  }
  if (einerseits && andererseits) {
    const k = parteien(t, span(einerseits, 0)[1], andererseits.index);
    if (k) f.kaeufer = k;
  }
  return f;
}
