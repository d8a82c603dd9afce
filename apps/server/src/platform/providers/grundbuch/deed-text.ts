import type { UrkundenlistenEintrag } from './grundbuch-provider';
import { between, hash, pick, random, type Gericht, type Rng } from './register-world';
import { zahlInWorten } from './zahl-in-worten';

/** A paragraph of the deed as the renderers lay it out. */
export interface Block {
  style: 'titel' | 'untertitel' | 'ueberschrift' | 'absatz' | 'rechts' | 'unterschrift' | 'stempel';
  text: string;
}

export const vornamen = [
  'Anna',
  'Maria',
  'Elisabeth',
  'Katharina',
  'Sabine',
  'Johannes',
  'Michael',
  'Thomas',
  'Stefan',
  'Andreas',
  'Lukas',
  'Christina',
  'Martin',
  'Julia',
  'Florian',
  'Theresa',
];
export const nachnamen = [
  'Gruber',
  'Huber',
  'Wagner',
  'Pichler',
  'Steiner',
  'Moser',
  'Mayer',
  'Hofer',
  'Leitner',
  'Berger',
  'Fuchs',
  'Eder',
  'Fischer',
  'Schwarz',
  'Weber',
  'Reiter',
  'Schmid',
  'Winkler',
];
const firmenStamm = [
  'Murpark',
  'Schlossberg',
  'Stadtquartier',
  'Grünanger',
  'Donaublick',
  'Ringstraßen',
  'Kaiserfeld',
  'Lendhafen',
];
const firmenArt = [
  'Wohnbau GmbH',
  'Bauträger GmbH',
  'Projektentwicklung GmbH',
  'Immobilien GmbH & Co KG',
  'Liegenschaftsverwertungs GmbH',
];
const fnLetters = 'abdfghikmpstvwxyz';

export type Partei =
  | { typ: 'firma'; name: string; fbnr: string; sitz: string; adresse: string }
  | { typ: 'person'; vorname: string; nachname: string; geboren: string; adresse: string };

/** Everything a deed states; the import reads these fields back (by text layer or OCR). */
export interface Urkundendaten {
  eintrag: UrkundenlistenEintrag;
  gericht: Gericht;
  kgName: string;
  verkaeufer: Partei[];
  kaeufer: Partei[];
  /** In euros; with `ust` the net price plus 20 % VAT (new builds). */
  kaufpreis: number;
  ust: boolean;
  blnr: number;
  anteile: { zaehler: number; nenner: number };
  top: string;
  nutzflaeche: number;
  adresse: string;
  vertragsdatum: string;
  notar: string;
  erfNr: string;
  /** How the notary writes (issue 25): 0 'im Folgenden kurz … genannt', 1 'als Verkäufer einerseits' with
   * 'Einlagezahl … der Katastralgemeinde', dates in words and 'EUR …,--', 2 parties under labels and a price table. */
  stil: 0 | 1 | 2;
}

const datumDe = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const monate = [
  'Jänner',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const datumWorte = (iso: string) =>
  `${Number(iso.slice(8, 10))}. ${monate[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const euro = (n: number) =>
  n.toLocaleString('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\u00a0/g, '.');
const flaeche = (n: number) =>
  n.toLocaleString('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function adresse(rng: Rng, g: Gericht): string {
  return `${pick(rng, g.strassen)} ${between(rng, 1, 120)}, ${pick(rng, g.plz)} ${g.ort}`;
}

function person(rng: Rng, g: Gericht): Partei {
  const jahr = between(rng, 1946, 2001);
  const geboren = `${String(between(rng, 1, 28)).padStart(2, '0')}.${String(between(rng, 1, 12)).padStart(2, '0')}.${jahr}`;
  return {
    typ: 'person',
    vorname: pick(rng, vornamen),
    nachname: pick(rng, nachnamen),
    geboren,
    adresse: adresse(rng, g),
  };
}

function firma(rng: Rng, g: Gericht): Partei {
  const n = between(rng, 100_000, 599_999);
  return {
    typ: 'firma',
    name: `${pick(rng, firmenStamm)} ${pick(rng, firmenArt)}`,
    fbnr: `${n}${fnLetters[n % 17]}`,
    sitz: g.ort,
    adresse: adresse(rng, g),
  };
}

export function parteiName(p: Partei): string {
  return p.typ === 'firma' ? p.name : `${p.vorname} ${p.nachname}`;
}
function parteiZeile(p: Partei): string {
  return p.typ === 'firma'
    ? `${p.name}, FN ${p.fbnr}, mit dem Sitz in ${p.sitz} und der Geschäftsanschrift ${p.adresse}`
    : `${p.vorname} ${p.nachname}, geboren am ${p.geboren}, wohnhaft in ${p.adresse}`;
}

/** The deed's fields, derived from its journal entry and the seed only. */
export function urkundendaten(seed: string, gericht: Gericht, eintrag: UrkundenlistenEintrag): Urkundendaten {
  const rng = random(hash(`${seed}|urkunde|${gericht.nummer}|${eintrag.jahr}|${eintrag.tz}`));
  const neubau = eintrag.art !== 'Schenkungsvertrag' && rng() < 0.55;
  const verkaeufer = neubau ? [firma(rng, gericht)] : [person(rng, gericht)];
  const kaeufer =
    rng() < 0.15
      ? [firma(rng, gericht)]
      : rng() < 0.45
        ? [person(rng, gericht), person(rng, gericht)]
        : [person(rng, gericht)];
  const nutzflaeche = between(rng, 3400, 14800) / 100;
  const preisProM2 = between(rng, gericht.preis[0], gericht.preis[1]);
  const kaufpreis = Math.round((nutzflaeche * preisProM2) / 100) * 100;
  const tag = new Date(`${eintrag.eingelangt}T00:00:00Z`);
  tag.setUTCDate(tag.getUTCDate() - between(rng, 5, 40));
  const topNr = between(rng, 1, 48);
  return {
    eintrag,
    gericht,
    kgName: gericht.kgs.find((k) => k.nummer === eintrag.kg)?.name ?? '',
    verkaeufer,
    kaeufer,
    kaufpreis,
    ust: neubau,
    blnr: between(rng, 1, 90),
    anteile: { zaehler: between(rng, 38, 160), nenner: between(rng, 4000, 12000) },
    top: rng() < 0.5 ? `W ${topNr}` : `Top ${topNr}`,
    nutzflaeche,
    adresse: `${pick(rng, gericht.strassen)} ${between(rng, 1, 120)}/${between(rng, 1, 4)}/${topNr}, ${pick(rng, gericht.plz)} ${gericht.ort}`,
    vertragsdatum: tag.toISOString().slice(0, 10),
    notar: `${pick(rng, ['Mag.', 'Dr.', 'MMag. Dr.'])} ${pick(rng, vornamen)} ${pick(rng, nachnamen)}`,
    erfNr: `${between(rng, 10, 99)}-${between(rng, 100, 999)}.${between(rng, 100, 999)}/${eintrag.jahr}`,
    // Its own draw, so that the deed's values stay what they were.
    stil: between(random(hash(`${seed}|stil|${gericht.nummer}|${eintrag.jahr}|${eintrag.tz}`)), 0, 2) as
      0 | 1 | 2,
  };
}

/** The parties at the deed's head, in the notary's style. */
function parteienKopf(d: Urkundendaten, veRolle: string, kaRolle: string): Block[] {
  const { verkaeufer: ve, kaeufer: ka } = d;
  const absatz = (text: string): Block => ({ style: 'absatz', text });
  const liste = (ps: Partei[]) => ps.map((p) => parteiZeile(p)).join(', und ');
  if (d.stil === 1)
    return [
      { style: 'untertitel', text: 'welcher am heutigen Tage zwischen' },
      absatz(`${liste(ve)}, als ${veRolle} einerseits, und`),
      absatz(`${liste(ka)}, als ${kaRolle} andererseits, wie folgt abgeschlossen wurde:`),
    ];
  if (d.stil === 2)
    return [
      absatz(
        `${veRolle.toUpperCase()}: ${ve.map((p, i) => `${ve.length > 1 ? `${i + 1}. ` : ''}${parteiZeile(p)}`).join(', ')}`,
      ),
      absatz(
        `${kaRolle.toUpperCase()}: ${ka.map((p, i) => `${ka.length > 1 ? `${i + 1}. ` : ''}${parteiZeile(p)}`).join(', ')}`,
      ),
    ];
  return [
    { style: 'untertitel', text: 'abgeschlossen zwischen' },
    ...ve.map((p, i) => absatz(`${i + 1}. ${parteiZeile(p)},`)),
    absatz(`im Folgenden kurz „${veRolle}“ genannt, einerseits, und`),
    ...ka.map((p, i) => absatz(`${ve.length + i + 1}. ${parteiZeile(p)},`)),
    absatz(`im Folgenden kurz „${kaRolle}“ genannt, andererseits, wie folgt:`),
  ];
}

/** The wording of the deed (Kaufvertrag and relatives, DOMAIN 'Land register facts'). */
export function urkundentext(d: Urkundendaten): Block[] {
  const e = d.eintrag;
  const kg = `${e.kg} ${d.kgName}`;
  const ve = d.verkaeufer;
  const ka = d.kaeufer;
  const veName = ve.length > 1 ? 'Verkäufer' : ve[0]!.typ === 'firma' ? 'Verkäuferin' : 'Verkäufer';
  const kaName = ka.length > 1 ? 'Käufer' : ka[0]!.typ === 'firma' ? 'Käuferin' : 'Käufer';
  const anteile = `${d.anteile.zaehler}/${d.anteile.nenner} Anteile`;
  const liegenschaft =
    d.stil === 1
      ? `${anteile} (B-LNR ${d.blnr}) an der Einlagezahl ${e.ez} der Katastralgemeinde ${kg}`
      : d.stil === 2
        ? `${anteile} an der Liegenschaft EZ ${e.ez} KG ${kg} (B-LNR ${d.blnr})`
        : `${anteile} B-LNR ${d.blnr} an der Liegenschaft EZ ${e.ez}, Grundbuch ${kg}, Gerichtsbezirk ${d.gericht.name}`;
  const unterzeichnet = d.stil === 0 ? datumDe(d.vertragsdatum) : datumWorte(d.vertragsdatum);
  const schenkung = e.art === 'Schenkungsvertrag';
  const pfand = e.art === 'Pfandbestellungsurkunde' || e.art === 'Löschungserklärung';
  const titel = e.art.toUpperCase();
  const ust = Math.round(d.kaufpreis * 0.2 * 100) / 100;
  const blocks: Block[] = [
    {
      style: 'stempel',
      text: `Bezirksgericht ${d.gericht.name} – eingelangt am ${datumDe(e.eingelangt)} – TZ ${e.tz}/${e.jahr}`,
    },
    { style: 'titel', text: titel },
    ...parteienKopf(d, schenkung ? 'Geschenkgeber' : veName, schenkung ? 'Geschenknehmer' : kaName),
    { style: 'ueberschrift', text: 'I. Vertragsgegenstand' },
    {
      style: 'absatz',
      text: `${schenkung ? 'Der Geschenkgeber ist grundbücherlicher Eigentümer' : veName === 'Verkäuferin' ? 'Die Verkäuferin ist grundbücherliche Eigentümerin' : 'Der Verkäufer ist grundbücherlicher Eigentümer'} von ${liegenschaft}, mit der Grundstücksadresse ${d.adresse}, untrennbar verbunden mit Wohnungseigentum an ${d.top}. Das Wohnungseigentumsobjekt ${d.top} weist laut Nutzwertgutachten eine Nutzfläche von ${flaeche(d.nutzflaeche)} m² auf.`,
    },
  ];
  if (pfand) {
    blocks.push(
      { style: 'ueberschrift', text: 'II. Pfandrecht' },
      {
        style: 'absatz',
        text: `Zur Sicherstellung aller Forderungen bis zum Höchstbetrag von EUR ${euro(Math.round(d.kaufpreis * 1.2))} wird das Pfandrecht ob ${liegenschaft} bestellt beziehungsweise gelöscht.`,
      },
    );
  } else if (schenkung) {
    blocks.push(
      { style: 'ueberschrift', text: 'II. Schenkung' },
      {
        style: 'absatz',
        text: `Der Geschenkgeber schenkt und übergibt dem Geschenknehmer den Vertragsgegenstand, und dieser nimmt die Schenkung dankend an. Der Verkehrswert wird mit EUR ${euro(d.kaufpreis)} angegeben.`,
      },
    );
  } else {
    blocks.push(
      { style: 'ueberschrift', text: 'II. Kaufpreis' },
      {
        style: 'absatz',
        text:
          d.ust && d.stil === 2
            ? `Kaufpreis netto EUR ${euro(d.kaufpreis)}; zuzüglich 20 % USt EUR ${euro(ust)}; Kaufpreis brutto EUR ${euro(d.kaufpreis + ust)}.`
            : d.ust
              ? `Der Kaufpreis beträgt EUR ${euro(d.kaufpreis)} zuzüglich 20 % Umsatzsteuer in Höhe von EUR ${euro(ust)}, somit insgesamt EUR ${euro(d.kaufpreis + ust)}.`
              : d.stil === 1
                ? `Der vereinbarte Kaufpreis beträgt EUR ${euro(d.kaufpreis).replace(/,00$/, ',--')} (Euro ${zahlInWorten(d.kaufpreis)}).`
                : `Der Kaufpreis beträgt EUR ${euro(d.kaufpreis)} (in Worten: Euro ${zahlInWorten(d.kaufpreis)}).`,
      },
      {
        style: 'absatz',
        text: `Der Kaufpreis ist binnen 14 Tagen ab Unterfertigung auf das Treuhandkonto des Vertragserrichters und Treuhänders ${d.notar} zu erlegen, der ihn nach grundbücherlicher Durchführung dieses Vertrages an ${veName === 'Verkäuferin' ? 'die Verkäuferin' : 'den Verkäufer'} auszahlt.`,
      },
    );
  }
  blocks.push(
    { style: 'ueberschrift', text: 'III. Übergabe und Übernahme' },
    {
      style: 'absatz',
      text: `Die Übergabe und Übernahme des Vertragsgegenstandes in den physischen Besitz erfolgt mit ${datumDe(d.vertragsdatum)}. Ab diesem Tag gehen Gefahr und Zufall, Last und Vorteil auf die ${schenkung ? 'Geschenknehmer' : kaName} über.`,
    },
    { style: 'ueberschrift', text: 'IV. Aufsandungserklärung' },
    {
      style: 'absatz',
      text: `Die Vertragsparteien erteilen ihre ausdrückliche Einwilligung, dass ob ${liegenschaft} das Eigentumsrecht für ${ka.map(parteiName).join(' und ')} ${ka.length > 1 ? 'je zur Hälfte ' : ''}einverleibt werden kann.`,
    },
    { style: 'ueberschrift', text: 'V. Kosten, Steuern und Gebühren' },
    {
      style: 'absatz',
      text: `Die Kosten der Errichtung und Verbücherung dieses Vertrages, die Grunderwerbsteuer und die Eintragungsgebühr tragen die Erwerber. Die Selbstberechnung der Grunderwerbsteuer gemäß § 11 GrEStG erfolgt durch den Vertragserrichter zu ErfNr ${d.erfNr}.`,
    },
    { style: 'ueberschrift', text: 'VI. Schlussbestimmungen' },
    {
      style: 'absatz',
      text: 'Dieser Vertrag wird in einem Original errichtet, das nach Verbücherung die Erwerber erhalten. Änderungen bedürfen der Schriftform.',
    },
    { style: 'rechts', text: `${d.gericht.ort}, am ${unterzeichnet}` },
    ...[...ve, ...ka].map((p) => ({ style: 'unterschrift' as const, text: parteiName(p) })),
    {
      style: 'absatz',
      text: `BRZ ${between(random(hash(d.erfNr)), 1000, 9999)}/${e.jahr}. Die Echtheit der Unterschriften wird bestätigt. ${d.gericht.ort}, am ${unterzeichnet}. ${d.notar}, öffentlicher Notar.`,
    },
  );
  return blocks;
}
