import type { Feld, Partei } from '@app/domain';
import { alle, bestaetigt, datumRe, feld, parseDatum, span, unbestaetigt, type Text } from './urkunde-text';

/**
 * The parties of a deed from its head: the text up to each role naming ('im Folgenden kurz „Käufer“
 * genannt', 'als Käufer andererseits', 'im Folgenden als Bauträgerin bezeichnet') holds the parties of
 * that role; each party is found by its identity (a birth date or an FN) and named by the words before
 * it, without salutation and titles.
 */

const verkaeuferRolle = String.raw`Verkäufer(?:in|innen|seite)?|Veräußerer(?:in)?|Bauträger(?:in)?|Geschenkgeber(?:in)?|Übergeber(?:in)?`;
const kaeuferRolle = String.raw`Käufer(?:in|innen|seite)?|Erwerber(?:in|innen)?|Geschenknehmer(?:in)?|Übernehmer(?:in)?`;
const rolle = `(${verkaeuferRolle}|${kaeuferRolle})`;
const rollenRe = new RegExp(
  String.raw`(?:(?:im\s+Folgenden|in\s+der\s+Folge|nachstehend|nachfolgend|fortan)\s+(?:kurz\s+)?(?:als\s+|auch\s+)?[„"“”‚'»«]?\s*${rolle}\s*[“”"'‘«»]?\s*(?:genannt|bezeichnet)|\bals\s+${rolle}\s*(?=einerseits|andererseits|,|;|\.|und\b|sowie\b|wie\s+folgt))`,
  'gd',
);

const anrede = /^(?:Herrn?|Frau|Hr\.|Fr\.)$/i;
const titel =
  /^(?:Mag\.(?:a|\(FH\))?|Dr\.|DDr\.|Dipl\.-?Ing\.|DI|Ing\.|MMag\.|Prof\.|Univ\.-?Prof\.|Bakk\.|Dkfm\.|KR|Dir\.|\(FH\)|BSc|MSc|MBA|BA|MA|LL\.M\.|PhD|MAS|MSc\.|BEd)$/;
const namensWort = /^[A-ZÄÖÜ][a-zäöüß]+(?:-[A-ZÄÖÜ][a-zäöüß]+)?$/;
// Lookbehind, not a consumed blank: 'einerseits, und Herr …' has two boundaries back to back.
const grenze =
  /(?<=^|[\s,;])(?:\d{1,2}\s?[.)]\)?|[a-e]\)|und|sowie|zwischen(?:\s+der|\s+dem|\s+den)?|einerseits,?|andererseits,?|;|\S*:)(?=\s|$)/g;
const firmaWort =
  /\b(?:GmbH|AG|KG|OG|GesmbH|Ges\.m\.b\.H\.|eGen|Gesellschaft|Genossenschaft|SE|Privatstiftung|GmbH\s*&\s*Co\s*KG)\b/;

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
  const rest = region.slice(start);
  const komma = rest.replace(/,\s*$/, '').lastIndexOf(',');
  const off = komma >= 0 && !firmaWort.test(rest.slice(komma)) ? start + komma + 1 : start;
  return {
    name: region
      .slice(off)
      .replace(/[,(\s]+$/, '')
      .trim(),
    offset: off,
  };
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
  for (const { m, art } of anker) {
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
      if (!firmenName || firmenName.split(/\s+/).length > 8 || !firmaWort.test(firmenName)) sauber = false;
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
  const start = /abgeschlossen\s+zwischen|zwischen/d.exec(t.text);
  let prev = start && start.index < kopfEnde ? span(start)[1] : 0;
  const gesehen = new Set<string>();
  for (const m of marker) {
    const wort = m[1] ?? m[2] ?? '';
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
  return out;
}
