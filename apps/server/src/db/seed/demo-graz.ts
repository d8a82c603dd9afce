import { asc } from 'drizzle-orm';
import { bruttoAusNetto, kaufUrkundenArten, ustBetrag } from '@app/domain';
import type { Db } from '../client';
import {
  angebotsobjekte,
  kaufobjekte,
  kaufobjektKaeufer,
  personen,
  projekte,
  projektFirmen,
} from '../schema';
import { urkundendaten } from '../../platform/providers/grundbuch/deed-text';
import {
  gerichte,
  standardSeed,
  tzAnzahl,
  tzEintrag,
} from '../../platform/providers/grundbuch/register-world';
import { assignMatchingKaufobjekte } from './demo-angebotsobjekte';
import { demoFirms } from './demo-firmen';
import { namensMuster } from './demo-projekte';

/** A building of the simulator's court 631 a deed of 2018 sells a unit in. */
export interface GrazBau {
  tz: number;
  strasse: string;
  nr: string;
  top: number;
  plz: string;
  kg: string;
  kgName: string;
  ez: string;
}

/**
 * The buildings the demo's Graz projects stand for: per street of court 631 (Graz-Ost) the first two new
 * builds (the seller a firm) sold by a purchase deed of 2018, the SPEC's sample, with the deed's KG, EZ,
 * house number and PLZ. A deed of one of these buildings finds its project by KG and EZ; any other deed
 * naming one of the court's streets finds the street's projects.
 */
export function grazBauten(seed = standardSeed): GrazBau[] {
  const g = gerichte['631']!;
  const bauten: GrazBau[] = [];
  const anzahl = tzAnzahl(seed, g.nummer, 2018);
  for (let tz = 1; tz <= anzahl && bauten.length < g.strassen.length * 2; tz++) {
    const e = tzEintrag(seed, g, 2018, tz)!;
    const art = e.eintrag.art as (typeof kaufUrkundenArten)[number];
    if (e.luecke || e.eintrag.status !== 'eingetragen' || !kaufUrkundenArten.includes(art)) continue;
    const d = urkundendaten(seed, g, e.eintrag);
    const m = /^(.*?) (\d+)\/\d+\/(\d+), (\d{4})/.exec(d.adresse);
    if (d.verkaeufer[0]?.typ !== 'firma' || !m) continue;
    if (bauten.filter((b) => b.strasse === m[1]).length >= 2) continue;
    bauten.push({
      tz,
      strasse: m[1]!,
      nr: m[2]!,
      top: Number(m[3]),
      plz: m[4]!,
      kg: e.eintrag.kg,
      kgName: d.kgName,
      ez: String(e.eintrag.ez),
    });
  }
  return bauten;
}

/** The Graz district of each KG of court 631, with its centre. */
const bezirke: Record<string, { name: string; lat: number; long: number }> = {
  '63101': { name: 'Innere Stadt', lat: 47.0707, long: 15.4382 },
  '63102': { name: 'St. Leonhard', lat: 47.0722, long: 15.4585 },
  '63106': { name: 'Jakomini', lat: 47.0597, long: 15.4466 },
  '63107': { name: 'Liebenau', lat: 47.0306, long: 15.4556 },
  '63108': { name: 'St. Peter', lat: 47.0497, long: 15.4717 },
  '63109': { name: 'Waltendorf', lat: 47.0653, long: 15.4781 },
};

/** Projektnr of the Graz demo projects: clear of the Vienna ones (24001–24080). */
export const grazProjektnr = 24101;

/**
 * Graz projects (Steiermark) for the deed import's sample 631/2018 (issue 25: the Vienna-only demo left
 * every deed without a project candidate): one per building of `grazBauten`, with a Bauträger, a price list
 * ('Top 1' … at Graz prices) and about a third of its units sold earlier as Kaufobjekte with a buyer. The
 * unit the deed sells stays unsold, so importing the deed creates it. Deterministic.
 */
export async function loadDemoGraz(db: Db, adminId: number | undefined): Promise<void> {
  const who = { creator_id: adminId, editor_id: adminId };
  const bauten = grazBauten();
  const firms = await demoFirms(db);
  const bautraeger = firms.filter((f) => f.bautraeger);
  const personIds = (await db.select({ id: personen.id }).from(personen).orderBy(asc(personen.id))).map(
    (p) => p.id,
  );
  const inserted = await db
    .insert(projekte)
    .values(
      bauten.map((b, i) => {
        const bezirk = bezirke[b.kg]!;
        return {
          projektnr: grazProjektnr + i,
          name: namensMuster[i % namensMuster.length]!(b.strasse),
          strasse: `${b.strasse} ${b.nr}`,
          plz: b.plz,
          ort: 'Graz',
          bezirk: bezirk.name,
          bundesland_id: 6,
          geo_lat: Math.round((bezirk.lat + ((i % 5) - 2) * 0.002) * 1e6) / 1e6,
          geo_long: Math.round((bezirk.long + ((i % 3) - 1) * 0.003) * 1e6) / 1e6,
          kg: b.kg,
          ez: b.ez,
          status: 1 + (i % 3),
          ...who,
        };
      }),
    )
    .returning({ id: projekte.id });
  const links = inserted.flatMap((p, i) => {
    const firma = bautraeger[i % Math.max(bautraeger.length, 1)];
    return firma ? [{ projekt_id: p.id, firma_id: firma.id, firma_rolle_id: 1, ...who }] : [];
  });
  if (links.length) await db.insert(projektFirmen).values(links);

  const tops: Array<typeof angebotsobjekte.$inferInsert> = [];
  const verkauft: Array<typeof kaufobjekte.$inferInsert> = [];
  inserted.forEach((p, i) => {
    const bau = bauten[i]!;
    const units = Math.max(bau.top, 18 + ((i * 7) % 24));
    const proM2 = 3400 + ((i * 211) % 2600);
    for (let top = 1; top <= units; top++) {
      const flaeche = 38 + ((top * 13 + i * 7) % 80) + ((top * 37) % 100) / 100;
      const preis = Math.round((flaeche * proM2 * (1 + top / units / 10)) / 100) * 100;
      const sold = top !== bau.top && (top + i) % 3 === 0;
      tops.push({
        projekt_id: p.id,
        top_nr: `Top ${top}`,
        flaeche,
        zimmer: Math.max(1, Math.min(5, Math.round(flaeche / 26))),
        preis,
        stand: '2018-01-15',
        status: sold ? 'verkauft' : top % 4 === 0 ? 'reserviert' : 'verfuegbar',
        ...who,
      });
      if (!sold) continue;
      const netto = Math.round((preis / 1.2) * 100) / 100;
      const brutto = bruttoAusNetto(netto)!;
      verkauft.push({
        projekt_id: p.id,
        status: 1,
        top_nr: `Top ${top}`,
        kaufdatum: `2017-${String(1 + ((top + i) % 12)).padStart(2, '0')}-${String(1 + (top % 28)).padStart(2, '0')}`,
        nutzflaeche: flaeche,
        nettopreis: netto,
        bruttopreis: brutto,
        ust: ustBetrag(brutto, netto),
        mit_teilungsplan: true,
        ist_marktueblich: true,
        // TZ numbers beyond the simulator's journal (at most 7,599 a year): never a deed of the import.
        tz: String(8000 + i * 100 + top),
        tz_jahr: 2017,
        gericht: 'BG Graz-Ost',
        ...who,
      });
    }
  });
  const units = await db.insert(angebotsobjekte).values(tops).returning({
    id: angebotsobjekte.id,
    projekt_id: angebotsobjekte.projekt_id,
    top_nr: angebotsobjekte.top_nr,
  });
  const sales = await db.insert(kaufobjekte).values(verkauft).returning({ id: kaufobjekte.id });
  const buyers = personIds.length
    ? sales.map((k, i) => ({
        kaufobjekt_id: k.id,
        person_id: personIds[(i * 17) % personIds.length]!,
        projektadresse: i % 2 === 0,
        creator_id: adminId,
      }))
    : [];
  if (buyers.length) await db.insert(kaufobjektKaeufer).values(buyers);
  await assignMatchingKaufobjekte(db, adminId, units);
}
