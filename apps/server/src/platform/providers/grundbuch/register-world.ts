import type { UrkundenArt, UrkundenlistenEintrag } from './grundbuch-provider';

/**
 * The simulator's invented land register: courts with their cadastral communities (KG), and per court and
 * year a journal of TZ numbers derived from a seed, so the same seed always gives the same register.
 */

export interface Gericht {
  nummer: string;
  name: string;
  ort: string;
  plz: string[];
  kgs: Array<{ nummer: string; name: string }>;
  strassen: string[];
  /** Price per m² of usable area, in euros (range). */
  preis: [number, number];
}

/** The simulator's seed unless GRUNDBUCH_SIMULATOR_SEED sets another (the demo data's Graz projects follow it). */
export const standardSeed = 'grundbuch-2026';

// Court 631 is named as a court in Graz (DOMAIN: not officially confirmed); KG numbers are 5 digits.
export const gerichte: Record<string, Gericht> = {
  '001': {
    nummer: '001',
    name: 'Innere Stadt Wien',
    ort: 'Wien',
    plz: ['1010', '1030', '1040'],
    kgs: [
      { nummer: '01004', name: 'Innere Stadt' },
      { nummer: '01006', name: 'Landstraße' },
      { nummer: '01011', name: 'Wieden' },
    ],
    strassen: [
      'Wipplingerstraße',
      'Rotenturmstraße',
      'Landstraßer Hauptstraße',
      'Rennweg',
      'Wiedner Hauptstraße',
      'Favoritenstraße',
    ],
    preis: [6500, 14000],
  },
  '631': {
    nummer: '631',
    name: 'Graz-Ost',
    ort: 'Graz',
    plz: ['8010', '8041', '8042'],
    kgs: [
      { nummer: '63101', name: 'Innere Stadt' },
      { nummer: '63102', name: 'Leonhard' },
      { nummer: '63106', name: 'Jakomini' },
      { nummer: '63107', name: 'Liebenau' },
      { nummer: '63108', name: 'St. Peter' },
      { nummer: '63109', name: 'Waltendorf' },
    ],
    strassen: [
      'Münzgrabenstraße',
      'Conrad-von-Hötzendorf-Straße',
      'Petersgasse',
      'Plüddemanngasse',
      'Liebenauer Hauptstraße',
      'Schillerstraße',
      'Elisabethstraße',
    ],
    preis: [3200, 6500],
  },
  '641': {
    nummer: '641',
    name: 'Graz-West',
    ort: 'Graz',
    plz: ['8020', '8051', '8052'],
    kgs: [
      { nummer: '63104', name: 'Lend' },
      { nummer: '63105', name: 'Gries' },
      { nummer: '63112', name: 'Eggenberg' },
    ],
    strassen: [
      'Annenstraße',
      'Lendplatz',
      'Eggenberger Allee',
      'Karlauer Straße',
      'Alte Poststraße',
      'Wiener Straße',
    ],
    preis: [3000, 5800],
  },
};

/** FNV-1a over a text: the stable number every random choice starts from. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a small deterministic generator (the same seed gives the same sequence on every machine). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Rng = () => number;
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
export const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** How many TZ numbers a court's journal has in a year (court 631 has well over 5,000 in every year). */
export function tzAnzahl(seed: string, gericht: string, jahr: number): number {
  return 5200 + (hash(`${seed}|anzahl|${gericht}|${jahr}`) % 2400);
}

const artGewichte: Array<[UrkundenArt, number]> = [
  ['Kaufvertrag', 0.5],
  ['Kauf- und Wohnungseigentumsvertrag', 0.15],
  ['Schenkungsvertrag', 0.1],
  ['Wohnungseigentumsvertrag', 0.05],
  ['Pfandbestellungsurkunde', 0.12],
  ['Löschungserklärung', 0.08],
];

export interface TzEintrag {
  /** Not in the deed list at all (a gap in the journal as the clearing agency lists it). */
  luecke: boolean;
  eintrag: UrkundenlistenEintrag;
  /** Listed, but the deed is missing from the collection / delivered damaged (error paths). */
  fehlt: boolean;
  beschaedigt: boolean;
  /** Half the deeds are scans (grey, skewed, noisy) without a text layer. */
  scan: boolean;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** One TZ of the journal, derived only from seed, court, year and number. */
export function tzEintrag(seed: string, gericht: Gericht, jahr: number, tz: number): TzEintrag | null {
  const anzahl = tzAnzahl(seed, gericht.nummer, jahr);
  if (tz < 1 || tz > anzahl) return null;
  const rng = random(hash(`${seed}|tz|${gericht.nummer}|${jahr}|${tz}`));
  const r = rng();
  let w = rng();
  let art: UrkundenArt = 'Kaufvertrag';
  for (const [a, g] of artGewichte) {
    if (w < g) {
      art = a;
      break;
    }
    w -= g;
  }
  // Numbers are assigned in order through the year: the day follows the number, give or take two days.
  const tag = Math.min(364, Math.max(0, Math.floor(((tz - 0.5) / anzahl) * 365) + between(rng, -2, 2)));
  const eingelangt = iso(new Date(Date.UTC(jahr, 0, 1 + tag)));
  const kg = pick(rng, gericht.kgs);
  return {
    luecke: r < 0.03,
    eintrag: {
      gericht: gericht.nummer,
      jahr,
      tz,
      eingelangt,
      art,
      status: r >= 0.03 && r < 0.045 ? 'zurueckgezogen' : 'eingetragen',
      kg: kg.nummer,
      ez: between(rng, 1, 3200),
    },
    fehlt: tz % 211 === 0,
    beschaedigt: tz % 397 === 0,
    scan: rng() < 0.5,
  };
}

/** The court's deed list for a period: every listed TZ whose day lies in it, in TZ order. */
export function urkundenliste(
  seed: string,
  gericht: Gericht,
  von: string,
  bis: string,
): UrkundenlistenEintrag[] {
  const first = Number(von.slice(0, 4));
  const last = Number(bis.slice(0, 4));
  const list: UrkundenlistenEintrag[] = [];
  for (let jahr = first; jahr <= last; jahr++) {
    const anzahl = tzAnzahl(seed, gericht.nummer, jahr);
    for (let tz = 1; tz <= anzahl; tz++) {
      const e = tzEintrag(seed, gericht, jahr, tz)!;
      if (!e.luecke && e.eintrag.eingelangt >= von && e.eintrag.eingelangt <= bis) list.push(e.eintrag);
    }
  }
  return list;
}
