import { fbnrPruefbuchstabe, isValidFbnr, normalizeFbnr } from './firmen';
import { formatDate, parseDate } from './format';
import { messages } from './messages';
import type { Partei } from './urkundenabfragen';

/**
 * Issue 25 point 5: buyers and sellers corrected as text in the review, one party a line, its parts split by
 * ';': the name first, then any of 'geb. TT.MM.JJJJ', 'FN 123456a', 'Anteil a/b' (e.g.
 * 'Anna Huber; geb. 30.09.1992; Anteil 1/2' or 'Alpha Bau GmbH; FN 123456a'). What is typed is checked
 * (real date, FN format and check letter, share a/b with a ≤ b) and is what the approval creates.
 */
const firmaWort =
  /\b(?:GmbH|AG|KG|OG|GesmbH|Ges\.m\.b\.H\.|e\.\s?U\.|eGen|Genossenschaft|Gesellschaft|Privatstiftung|Stiftung|Verein|SE)\b/i;

export function parteienText(parteien: readonly Partei[]): string {
  return parteien
    .map((p) =>
      [
        p.name,
        p.geboren ? `geb. ${formatDate(p.geboren)}` : null,
        p.fbnr ? `FN ${p.fbnr}` : null,
        p.anteil ? `Anteil ${p.anteil}` : null,
      ]
        .filter(Boolean)
        .join('; '),
    )
    .join('\n');
}

/** The parties of the text, or the first problem named with its line (German, for the field). */
export function parseParteien(text: string): { parteien: Partei[] } | { fehler: string } {
  const parteien: Partei[] = [];
  const zeilen = text
    .split('\n')
    .map((z) => z.trim())
    .filter(Boolean);
  if (!zeilen.length) return { fehler: messages.pflichtfeld };
  for (const [i, zeile] of zeilen.entries()) {
    const fehler = (t: string) => ({ fehler: `Zeile ${i + 1}: ${t}` });
    const [name, ...teile] = zeile.split(';').map((t) => t.trim());
    if (!name) return fehler('Bitte zuerst den Namen angeben.');
    let geboren: string | null = null;
    let fbnr: string | null = null;
    let anteil: string | null = null;
    for (const teil of teile.filter(Boolean)) {
      const geb = /^geb(?:oren)?\.?\s*(?:am\s+)?(.+)$/i.exec(teil);
      const fn = /^FN\s*(.+)$/i.exec(teil);
      const an = /^(?:Anteil[e]?\s*)?(\d+)\s*\/\s*(\d+)$/i.exec(teil);
      if (geb) {
        geboren = parseDate(geb[1]!);
        if (!geboren) return fehler('Bitte das Geburtsdatum als TT.MM.JJJJ angeben.');
      } else if (fn) {
        fbnr = normalizeFbnr(`FN${fn[1]}`);
        if (!isValidFbnr(fbnr)) return fehler(messages.fbnrUngueltig);
        if (fbnrPruefbuchstabe(Number(fbnr.slice(0, -1))) !== fbnr.slice(-1))
          return fehler(`${messages.fbnrPruefbuchstabe} (FN ${fbnr}).`);
      } else if (an) {
        const [a, b] = [Number(an[1]), Number(an[2])];
        if (a < 1 || b < 1 || a > b) return fehler('Der Anteil ist a/b mit a höchstens b, z. B. 1/2.');
        anteil = `${a}/${b}`;
      } else
        return fehler(`„${teil}“ verstehe ich nicht: erlaubt sind geb. TT.MM.JJJJ, FN 123456a, Anteil a/b.`);
    }
    const firma = !!fbnr || firmaWort.test(name);
    if (firma && geboren) return fehler('Eine Firma hat kein Geburtsdatum.');
    const woerter = name.split(/\s+/);
    parteien.push({
      typ: firma ? 'firma' : 'person',
      name,
      fbnr,
      vorname: firma ? null : woerter.slice(0, -1).join(' ') || null,
      nachname: firma ? null : woerter.at(-1)!,
      geboren,
      anteil,
      firma_id: null,
    });
  }
  return { parteien };
}
