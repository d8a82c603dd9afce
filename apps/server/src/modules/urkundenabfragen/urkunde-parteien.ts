import type { Feld, Partei } from '@app/domain';
import { eigenerAnteil, gleicheAnteile } from './urkunde-anteile';
import { alle, bestaetigt, datumRe, feld, parseDatum, span, unbestaetigt, type Text } from './urkunde-text';

/**
 * The parties of a deed from its head: the text up to each role naming ('im Folgenden kurz „Käufer“
 * genannt', 'als Käufer andererseits', 'im Folgenden als Bauträgerin bezeichnet') holds the parties of
 * that role; each party is found by its identity (a birth date or an FN) and named by the words before
 * it, without salutation and titles.
 */

const verkaeuferRolle = String.raw`Verkäufer(?:in|innen|seite)?|Veräußerer(?:in)?|Bauträger(?:in)?|Wohnungseigentumsorganisator(?:in)?|Geschenkgeber(?:in)?|Übergeber(?:in)?`;
const kaeuferRolle = String.raw`Käufer(?:in|innen|seite)?|Erwerber(?:in|innen)?|Wohnungseigentumsbewerber(?:in|innen)?|Geschenknehmer(?:in)?|Übernehmer(?:in)?`;
const rolle = `(${verkaeuferRolle}|${kaeuferRolle})`;
// Where one party's entry ends: a separator, or the next numbered entry or section ('B)', '2.', 'I.').
const eintragEnde = String.raw`einerseits|andererseits|,|;|\.|–|—|und\b|sowie\b|wie\s+folgt|[A-Za-z]\)|\d{1,2}[.)]|[IVX]{1,4}\.|$`;
const rollenRe = new RegExp(
  String.raw`(?:(?:[Ii]m\s+[Ff]olgenden|in\s+der\s+Folge|nachstehend|nachfolgend|fortan)\s+(?:kurz\s+)?(?:als\s+|auch\s+)?(?:die\s+|der\s+)?[„"“”‚'»«]?\s*${rolle}\s*[“”"'‘«»]?\s*(?:genannt|bezeichnet|(?=${eintragEnde}))|\bals\s+${rolle}\s*(?=${eintragEnde})|[–—(]\s*${rolle}\s*[–—)])`,
  'gd',
);
// A role written as a label before its parties ('VERKÄUFERIN: …', 'Käufer: …').
const labelRe = new RegExp(String.raw`(?<=^|\s)(${verkaeuferRolle}|${kaeuferRolle})\s*:`, 'gdi');

const anrede = /^(?:Herrn?|Frau|Hr\.|Fr\.)$/i;
const titel =
  /^(?:Mag\.(?:a|\(FH\))?|Dr\.|DDr\.|Dipl\.-?Ing\.|DI|Ing\.|MMag\.|Prof\.|Univ\.-?Prof\.|Bakk\.|Dkfm\.|KR|Dir\.|\(FH\)|BSc|MSc|MBA|BA|MA|LL\.M\.|PhD|MAS|MSc\.|BEd)$/;
// Names as people carry them, not only German letters ('Petrović', 'Yılmaz').
const namensWort = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;
// Lookbehind, not a consumed blank: 'einerseits, und Herr …' has two boundaries back to back.
// 'und' inside a firm's name ('Wohn- und Siedlungsgenossenschaft') is no boundary; headings and numbering are.
const grenze =
  /(?<=^|[\s,;])(?:\d{1,2}(?:\.\d{1,2})*\s?[.)]\)?|\(?[a-eA-E\d]\)|[IVX]{1,4}\.|(?<!-\s)(?:und|sowie)|[Zz]wischen(?:\s+der|\s+dem|\s+den)?|einerseits,?|andererseits,?|;|\S*:|(?:Vertrags)?[Pp]arteien|VERTRAGSPARTEIEN|Vertragsteile|\S*(?:VERTRAG|[Vv]ertrag)|(?:[Dd]ie\s+)?(?:Ehegatten|Eheleute|Ehepartner))(?=\s|$)/g;
const firmaWort =
  /\b(?:GmbH|AG|KG|OG|GesmbH|Ges\.m\.b\.H\.|m\.b\.H\.|eGen|Gesellschaft|SE|Privatstiftung|GmbH\s*&\s*Co\s*KG)\b|[Gg]enossenschaft\b|\bGen\.m\.b\.H\./;
// The words of a firm's name: capitalised, numbers, or the few small words names use.
const firmenNamensWort =
  /^(?:[\p{Lu}\d&„"“].*|und|für|mit|beschränkter|registrierte|gemeinnützige|der|des|am|an|im|in|zur|zum|reg\..*|m\.b\.H\.)$/u;

interface Gelesen {
  parteien: Partei[];
  from: number;
  to: number;
  sauber: boolean;
}

/** The name before an identity anchor: after the last boundary, the last comma piece. */
function nameVor(region: string): { name: string; offset: number } {
  let start = 0;
  for (const m of region.matchAll(grenze)) start = m.index + m[0].length;
  let rest = region.slice(start);
  // Trailing titles ('Katharina Lehner, BSc,') and a blanked maiden name are no piece of their own.
  for (;;) {
    rest = rest.replace(/[,(\s]+$/, '');
    const k = rest.lastIndexOf(',');
    const stueck = rest
      .slice(k + 1)
      .trim()
      .split(/\s+/);
    if (k < 0 || !stueck.every((w) => titel.test(w))) break;
    rest = rest.slice(0, k);
  }
  const komma = rest.lastIndexOf(',');
  const off = komma >= 0 && !firmaWort.test(rest.slice(komma)) ? komma + 1 : 0;
  return { name: rest.slice(off).trim(), offset: start + off };
}

function person(name: string, geboren: string | null): { p: Partei; sauber: boolean } {
  let tokens = name.split(/\s+/).filter(Boolean);
  // A salutation starts the name: whatever stands before it (a heading, the court's stamp) is not part of it.
  const anredeAb = tokens.findLastIndex((t) => anrede.test(t));
  if (anredeAb > 0) tokens = tokens.slice(anredeAb);
  while (tokens.length && (anrede.test(tokens[0]!) || titel.test(tokens[0]!))) tokens.shift();
  while (tokens.length && titel.test(tokens.at(-1)!.replace(/,$/, ''))) tokens.pop();
  const clean = tokens.map((t) => t.replace(/,$/, ''));
  const sauber =
    clean.length >= 2 && clean.length <= 4 && clean.every((t) => namensWort.test(t)) && !!geboren;
  const nachname = clean.at(-1) ?? '';
  const vorname = clean.slice(0, -1).join(' ');
  return {
    p: {
      typ: 'person',
      name: clean.join(' '),
      fbnr: null,
      vorname: vorname || null,
      nachname: nachname || null,
      geboren,
      firma_id: null,
    },
    sauber,
  };
}

function parteienIn(text: string, from: number, to: number): Gelesen {
  // A maiden name ('geb. Berger') is no birth date: blanked so it neither anchors nor names.
  const chunk = text
    .slice(from, to)
    .replace(/geb\.\s+(?=[A-ZÄÖÜ][a-zäöüß])[^\s,]+/g, (m) => ' '.repeat(m.length));
  const anker = [
    ...alle(new RegExp(String.raw`\(?\s*\bFN\s*0*(\d{1,6})\s?([a-zA-Z])\b\)?`, 'd'), chunk).map((m) => ({
      m,
      art: 'fn' as const,
    })),
    ...alle(new RegExp(String.raw`\bgeb(?:oren|\.)?\s*(?:am\s*)?${datumRe}`, 'd'), chunk).map((m) => ({
      m,
      art: 'geb' as const,
    })),
  ].sort((a, b) => a.m.index - b.m.index);
  const parteien: Partei[] = [];
  let sauber = true;
  let prev = 0;
  let first = -1;
  let last = 0;
  for (const [i, { m, art }] of anker.entries()) {
    const regionStart = prev;
    const region = chunk.slice(prev, m.index);
    prev = m.index + m[0].length;
    // A representative ('vertreten durch Mag. X, geb. …') signs for a firm: no party of its own.
    if (art === 'geb' && /vertreten\s+durch/i.test(region)) continue;
    const { name, offset } = nameVor(region);
    if (first < 0) first = regionStart + offset;
    last = prev;
    if (art === 'fn') {
      const firmenName = name
        .replace(/^(?:der|die|Firma)\s+/i, '')
        .replace(/\s*\($/, '')
        .trim();
      // A firm's name ends in its legal form and is a few words, not a sentence caught up to the FN.
      const worte = firmenName.split(/\s+/);
      if (
        !firmenName ||
        worte.length > 8 ||
        !firmaWort.test(firmenName) ||
        !worte.every((w) => firmenNamensWort.test(w))
      )
        sauber = false;
      parteien.push({
        typ: 'firma',
        name: firmenName,
        fbnr: `${Number(m[1])}${m[2]!.toLowerCase()}`,
        vorname: null,
        nachname: null,
        geboren: null,
        firma_id: null,
      });
    } else {
      const r = person(name, parseDatum(m[1]!));
      sauber &&= r.sauber;
      parteien.push(r.p);
    }
    const anteil = eigenerAnteil(
      chunk.slice(prev, Math.min(anker[i + 1]?.m.index ?? chunk.length, prev + 60)),
    );
    if (anteil) parteien.at(-1)!.anteil = anteil;
  }
  // Every 'Herr'/'Frau' of the head must have become a person (else one was missed).
  const anreden = [...chunk.matchAll(/\b(?:Herrn?|Frau)\s+(?!Notar|Rechtsanwalt)/g)].filter(
    (m) => !/vertreten\s+durch\s*$/i.test(chunk.slice(Math.max(0, m.index - 40), m.index)),
  ).length;
  if (anreden > parteien.filter((p) => p.typ === 'person').length) sauber = false;
  if (!parteien.length && /[A-ZÄÖÜ][a-zäöüß]+\s+[A-ZÄÖÜ][a-zäöüß]+/.test(chunk)) sauber = false;
  return { parteien, from: from + Math.max(first, 0), to: from + last, sauber };
}

/** Verkäufer and Käufer from the deed's head; each field confirmed only when every party was clean. */
export function leseParteien(t: Text): {
  verkaeufer?: Feld;
  kaeufer?: Feld;
  unklar: Array<'verkaeufer' | 'kaeufer'>;
} {
  const kopfEnde = Math.min(t.text.length, 6000);
  const marker = alle(rollenRe, t.text, 0, kopfEnde);
  const out: { verkaeufer?: Feld; kaeufer?: Feld; unklar: Array<'verkaeufer' | 'kaeufer'> } = { unklar: [] };
  const start = /abgeschlossen\s+zwischen|[Zz]wischen/d.exec(t.text);
  let prev = start && start.index < kopfEnde ? span(start)[1] : 0;
  const gesehen = new Set<string>();
  for (const m of marker) {
    const wort = m[1] ?? m[2] ?? m[3] ?? '';
    const key = new RegExp(`^(?:${kaeuferRolle})$`).test(wort) ? 'kaeufer' : 'verkaeufer';
    const [s, e] = span(m);
    // The first naming of each role closes its parties; later mentions are the contract's text.
    if (gesehen.has(key)) continue;
    gesehen.add(key);
    const g = parteienIn(t.text, prev, s);
    prev = e;
    if (!g.parteien.length) {
      out.unklar.push(key);
      continue;
    }
    out[key] = feld(t, g.parteien, g.from, g.to, g.sauber ? bestaetigt : unbestaetigt);
    if (gesehen.size === 2) break;
  }
  // A role not named after its parties may stand as a label before them, up to the next label or section.
  const labels = alle(labelRe, t.text, 0, kopfEnde);
  for (const [i, l] of labels.entries()) {
    const key = new RegExp(`^(?:${kaeuferRolle})$`, 'i').test(l[1]!) ? 'kaeufer' : 'verkaeufer';
    if (gesehen.has(key)) continue;
    gesehen.add(key);
    const from = span(l)[1];
    const bis = Math.min(labels[i + 1]?.index ?? kopfEnde, from + 500);
    // '1.' may number the parties under the label ('KÄUFER: 1. …, 2. …'): only '1)', 'I.' or '§' end it.
    const abschnitt = /\s(?:\d{1,2}\)|[IVX]{1,4}\.|§\s*\d)\s/.exec(t.text.slice(from, bis));
    const g = parteienIn(t.text, from, abschnitt ? from + abschnitt.index : bis);
    if (g.parteien.length) out[key] = feld(t, g.parteien, g.from, g.to, g.sauber ? bestaetigt : unbestaetigt);
  }
  const parteien = (f?: Feld) => (f?.wert ?? []) as Partei[];
  gleicheAnteile(t.text, { kaeufer: parteien(out.kaeufer), verkaeufer: parteien(out.verkaeufer) });
  return out;
}
