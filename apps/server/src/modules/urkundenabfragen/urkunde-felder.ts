import { topNrKern, umlauteFalten, type Feld, type Felder } from '@app/domain';
import type { Wort } from './urkunde-lesen';
import { leseObjektAnteile } from './urkunde-anteile';
import { leseParteien } from './urkunde-parteien';
import { lesePreis } from './urkunde-preis';
import {
  alle,
  bestaetigt,
  datumRe,
  feld,
  ohneLeer,
  parseBetrag,
  parseDatum,
  span,
  unbestaetigt,
  verbinde,
  type Text,
} from './urkunde-text';

/**
 * Field extraction from the words of a deed as notaries write it (issue 25): for each field every
 * candidate in the deed's structure (parties, Vertragsgegenstand, Kaufpreis, signatures, the court's
 * stamp), the value the structure points to, and a confidence that is high only when an independent
 * signal agrees (a second mention, the sum, the words). Everything else stays below the threshold.
 */

/** Mentions agreeing on one value confirm it; disagreeing mentions are never certain. */
function einig<T>(
  t: Text,
  kandidaten: Array<{ wert: T; key: string; from: number; to: number }>,
  extra = false,
): Feld | undefined {
  if (!kandidaten.length) return undefined;
  const keys = new Set(kandidaten.map((k) => k.key));
  const first = kandidaten[0]!;
  const level = keys.size === 1 && (kandidaten.length >= 2 || extra) ? bestaetigt : unbestaetigt;
  return feld(t, first.wert as Feld['wert'], first.from, first.to, level);
}

function leseKgEz(t: Text): { kg?: Feld; ez?: Feld } {
  const paare: Array<{ kg: string; ez: number; kgSpan: [number, number]; ezSpan: [number, number] }> = [];
  const ezKg = [
    /\b(?:EZ|E\.Z\.|Einlagezahl|EINLAGEZAHL)\s*(\d{1,5})\s*,?\s*(?:der\s+|des\s+|im\s+)?(?:KG|GB|Grundbuch(?:es)?|Katastralgemeinde|KATASTRALGEMEINDE)\s*(\d\s?\d{4})\b/,
  ];
  const kgEz = [
    /\b(?:KG|GB|Grundbuch|Katastralgemeinde|KATASTRALGEMEINDE)\s*(\d\s?\d{4})\b[^.;]{0,50}?\b(?:EZ|Einlagezahl|EINLAGEZAHL)\s*(\d{1,5})\b/,
  ];
  for (const re of ezKg)
    for (const m of alle(re, t.text))
      paare.push({ ez: Number(m[1]), kg: ohneLeer(m[2]!), ezSpan: span(m, 1), kgSpan: span(m, 2) });
  for (const re of kgEz)
    for (const m of alle(re, t.text))
      paare.push({ kg: ohneLeer(m[1]!), ez: Number(m[2]), kgSpan: span(m, 1), ezSpan: span(m, 2) });
  paare.sort((a, b) => a.kgSpan[0] - b.kgSpan[0]);
  return {
    kg: einig(
      t,
      paare.map((p) => ({ wert: p.kg, key: p.kg, from: p.kgSpan[0], to: p.kgSpan[1] })),
    ),
    ez: einig(
      t,
      paare.map((p) => ({ wert: p.ez, key: String(p.ez), from: p.ezSpan[0], to: p.ezSpan[1] })),
    ),
  };
}

function leseTop(t: Text): Feld | undefined {
  const re =
    /\b(Top|TOP|top|W|Whg\.?|Wohnung)\s*(?:Nr\.?\s*|Nummer\s*)?((?:[A-H]\s?\/\s?)?\d{1,4}[a-z]?(?:\s?\/\s?\d{1,4}[a-z]?|\.\d{1,3}\b)*)(?![\d,.]*\s?(?:m²|m2|%|Zimmer))/;
  const kandidaten = alle(re, t.text).map((m) => {
    const kern = topNrKern(ohneLeer(m[2]!));
    const stiege =
      /Stiege\s*\d+[^/]{0,30}$/i.test(t.text.slice(Math.max(0, m.index - 40), m.index)) &&
      !kern.includes('/');
    return {
      wert: `${m[1] === 'W' ? 'W' : 'Top'} ${kern}`,
      key: stiege ? `${kern}?stiege` : kern,
      from: m.index,
      to: m.index + m[0].length,
    };
  });
  // 'Wohnung 3' without Top is a weak mention: used only when nothing else names the unit.
  const stark = kandidaten.filter(
    (k) =>
      !/^Wohnung/.test(t.text.slice(k.from, k.to)) || /Wohnung\s*(?:Nr|Top)/.test(t.text.slice(k.from, k.to)),
  );
  const f = einig(t, stark.length ? stark : kandidaten);
  if (f && [...new Set(kandidaten.map((k) => k.key))].some((k) => k.endsWith('?stiege')))
    f.konfidenz = Math.min(f.konfidenz, unbestaetigt);
  return f;
}

function leseNutzflaeche(t: Text): Feld | undefined {
  // 'Die Nutzfläche der Wohnung Top 5/3 beträgt …': the unit's number may stand between word and value.
  // 'Wohnnutzfläche' is the same word.
  const re =
    /[Nn]utzfläche\D{0,80}?(?:(?:Top|W)\s*\d+[a-z]?(?:\s?\/\s?\d+[a-z]?)*\D{0,40}?)?(\d{1,4}(?:\s?,\s?\d{1,2})?)\s*(?:m²|m2|qm|Quadratmeter|m\b)/;
  const kandidaten = alle(re, t.text).map((m) => {
    const davor = m[0].slice(0, m[0].length - m[1]!.length);
    const ca = /\b(?:ca\.|circa|rund|etwa|ungefähr|zirka)/i.test(davor);
    const wert = parseBetrag(ohneLeer(m[1]!)) ?? 0;
    const gutachten = /Nutzwertgutachten|Parifizierung|Nutzwertfestsetzung/.test(
      t.text.slice(Math.max(0, m.index - 120), m.index + m[0].length),
    );
    return {
      wert,
      key: ca ? `${wert}~` : String(wert),
      from: span(m, 1)[0],
      to: span(m, 1)[1],
      gutachten,
      ca,
    };
  });
  const f = einig(
    t,
    kandidaten,
    kandidaten.some((k) => k.gutachten),
  );
  if (f && kandidaten.some((k) => k.ca)) f.konfidenz = Math.min(f.konfidenz, unbestaetigt);
  return f;
}

const keinVertragsdatum =
  /Übergabe|übergeben|Besitz|Zahlung|zahlbar|fällig|\bbis\b|spätestens|binnen|geboren|geb\.|\bvom\b|Gutachten|eingelangt|Rangordnung|Frist|Fertigstellung|ab\s*$|mit\s*$|Bescheid/i;

/** The words before `at` in the same sentence (a handover sentence before the signature line is not its context). */
function satzDavor(text: string, at: number): string {
  const davor = text.slice(Math.max(0, at - 60), at);
  const ende = davor.lastIndexOf('. ');
  return ende >= 0 ? davor.slice(ende + 2) : davor;
}

/** The date beside the signatures: 'Graz, am 15. März 2019', 'Wien, 3. Feber 2017'; the latest one wins. */
function leseDatum(t: Text): Feld | undefined {
  const re = new RegExp(
    String.raw`([A-ZÄÖÜ][a-zäöüß]+(?:[ -][A-ZÄÖÜ][a-zäöüß]+)?)\s?,\s*(?:am|den)?\s*${datumRe}`,
    'd',
  );
  const unterschriften = alle(re, t.text)
    .filter(
      (m) =>
        m.index > t.text.length * 0.3 &&
        !keinVertragsdatum.test(satzDavor(t.text, m.index)) &&
        !/^(?:Jänner|Feber|März|Mai|Juni|Juli)/.test(m[1]!),
    )
    .map((m) => ({ iso: parseDatum(m[2]!), from: span(m, 2)[0], to: span(m, 2)[1] }))
    .filter((d): d is { iso: string; from: number; to: number } => !!d.iso);
  if (unterschriften.length) {
    const spaet = unterschriften.reduce((a, b) => (b.iso > a.iso ? b : a));
    return feld(t, spaet.iso, spaet.from, spaet.to, bestaetigt);
  }
  // No signature block (a copy, a decision quoting the deed): 'Kaufvertrag vom …' stays to be confirmed.
  const vom = new RegExp(
    String.raw`(?:Kaufvertrag|Vertrag|Kauf- und Wohnungseigentumsvertrag)\s+vom\s+${datumRe}`,
    'd',
  ).exec(t.text);
  const iso = vom ? parseDatum(vom[1]!) : null;
  return vom && iso ? feld(t, iso, ...span(vom, 1), unbestaetigt) : undefined;
}

const fremdeTz =
  /Rangordnung|Letzte|IM\s+RANG|erworben|vom\s+\d|aufgrund|auf\s+Grund|Grundbuchstand|\b[a-z]\s*$|Kaufvertrag(?:es)?\s|Pfandurkunde|Schuldschein/i;

/** The deed's own filing: the court's stamp ('eingelangt am … TZ 4711/2018'), not a TZ the deed quotes. */
function leseTz(t: Text): Feld | undefined {
  const re = /\b(?:TZ|Tagebuchzahl|GZ)\s*:?\s*(\d[\d ]{0,6})\s?\/\s?((?:19|20)\d\d)\b/;
  const eigene = alle(re, t.text).filter((m) => {
    const davor = t.text.slice(Math.max(0, m.index - 90), m.index);
    const danach = t.text.slice(m.index + m[0].length, m.index + m[0].length + 60);
    return (
      !fremdeTz.test(davor.slice(-50)) &&
      !/Rangordnung/i.test(danach) &&
      /eingelangt|Bezirksgericht|Grundbuchsgericht|Eingangsvermerk|Eingang/i.test(davor)
    );
  });
  const m = eigene[0];
  return m ? feld(t, Number(ohneLeer(m[1]!)), ...span(m, 0), bestaetigt) : undefined;
}

function leseAdresse(t: Text): Feld | undefined {
  const re =
    /(?:Grundstücksadresse|Liegenschaftsadresse|Objektadresse|Anschrift\s+der\s+Liegenschaft|(?:Liegenschaft|Wohnung|Objekt)\s+(?:hat|trägt)\s+die\s+(?:Anschrift|Adresse)|im\s+Hause?|Wohnhausanlage|Adresse)\s*:?\s*[„"“]?\s*([A-ZÄÖÜ][A-Za-zäöüß.\- ]{2,40}?\s\d{1,4}[a-z]?(?:\s?[-/]\s?\d{1,4}[a-z]?)*(?:\s*,\s*(?:A-)?\d{4}\s+[A-ZÄÖÜ][a-zäöüß]+(?:[ -][A-ZÄÖÜ][a-zäöüß]+)?)?)/;
  const kandidaten = alle(re, t.text).map((m) => {
    const wert = m[1]!.replace(/\s+/g, ' ').trim();
    const strasse = /^(.*?\d+)/.exec(wert)?.[1] ?? wert;
    return { wert, key: umlauteFalten(strasse), from: span(m, 1)[0], to: span(m, 1)[1] };
  });
  return einig(t, kandidaten.length ? kandidaten : strasseBeimObjekt(t));
}

// A street as streets are named ('Leonhardstraße 20', 'Linzer Gasse 17'); a word naming an address is none.
const strassenName = String.raw`((?:(?![A-Za-zäöüß]*(?:adresse|Adresse|anschrift|Anschrift)\s)[A-ZÄÖÜ][a-zäöüß\-]+\s)?(?:[A-ZÄÖÜ][a-zäöüß\-]*(?:straße|strasse|gasse|platz|weg|allee|ring|kai|lände|zeile|gürtel)|Straße|Gasse|Platz|Weg|Allee|Ring|Kai|Lände|Zeile|Gürtel)\s\d{1,4}[a-z]?)\b`;
const beimObjekt = new RegExp(
  String.raw`(?:(?:EZ|Einlagezahl)\s*\d{1,5}\s*,\s*|(?:KG|GB|Grundbuch|Katastralgemeinde)\s*[^,;]{0,40}?,\s*|des\s+Hauses\s+|der\s+Liegenschaft\s+|mit\s+der\s+(?:Anschrift|Adresse)\s+)${strassenName}`,
  'd',
);

/**
 * No address named as such: a street standing right after the register's names of the property (EZ, KG,
 * 'des Hauses', 'der Liegenschaft') — not one after a party's postcode and town. Confirmed only when named twice.
 */
function strasseBeimObjekt(t: Text) {
  return alle(beimObjekt, t.text).map((m) => ({
    wert: m[1]!,
    key: umlauteFalten(m[1]!),
    from: span(m, 1)[0],
    to: span(m, 1)[1],
  }));
}

export interface Gelesen {
  felder: Felder;
  /** The deed names VAT but no net price could be read. */
  ustOhneNetto: boolean;
}

export function leseFelder(woerter: Wort[]): Gelesen {
  const t = verbinde(woerter);
  const f: Felder = {};
  const preis = lesePreis(t);
  if (preis.netto) f.kaufpreis_netto = preis.netto;
  if (preis.brutto) f.kaufpreis_brutto = preis.brutto;
  const top = leseTop(t);
  if (top) f.top_nr = top;
  const nfl = leseNutzflaeche(t);
  if (nfl) f.nutzflaeche = nfl;
  const datum = leseDatum(t);
  if (datum) f.kaufdatum = datum;
  Object.assign(f, leseKgEz(t));
  const adresse = leseAdresse(t);
  if (adresse) f.adresse = adresse;
  const tz = leseTz(t);
  if (tz) f.tz = tz;
  Object.assign(f, leseObjektAnteile(t));
  const p = leseParteien(t);
  if (p.verkaeufer) f.verkaeufer = p.verkaeufer;
  if (p.kaeufer) f.kaeufer = p.kaeufer;
  return { felder: f, ustOhneNetto: preis.ustOhneNetto };
}

export function extrahiereFelder(woerter: Wort[]): Felder {
  const g = leseFelder(woerter);
  // VAT named but no net price read: an empty net field that must be filled or confirmed.
  if (g.ustOhneNetto && !g.felder.kaufpreis_netto)
    g.felder.kaufpreis_netto = { wert: null, konfidenz: 0, quelle: null, bestaetigt: null };
  return g.felder;
}
