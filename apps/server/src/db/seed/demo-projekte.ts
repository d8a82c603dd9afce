import { umlauteFalten } from '@app/domain';
import type { Db } from '../client';
import { demoFirms } from './demo-firmen';
import { erfassungsnotizen, projekte, projektFirmen, projektUrls } from '../schema';

/** Vienna's 23 districts: name, a Katastralgemeinde number, a centre, and streets of the district. */
const bezirke: Array<{ name: string; kg: string; lat: number; long: number; strassen: string[] }> = [
  {
    name: 'Innere Stadt',
    kg: '01004',
    lat: 48.2085,
    long: 16.3721,
    strassen: ['Wollzeile', 'Rotenturmstraße', 'Schottenring'],
  },
  {
    name: 'Leopoldstadt',
    kg: '01657',
    lat: 48.2167,
    long: 16.395,
    strassen: ['Praterstraße', 'Taborstraße', 'Nordbahnstraße'],
  },
  {
    name: 'Landstraße',
    kg: '01006',
    lat: 48.1985,
    long: 16.3948,
    strassen: ['Landstraßer Hauptstraße', 'Rennweg', 'Erdbergstraße'],
  },
  {
    name: 'Wieden',
    kg: '01011',
    lat: 48.1922,
    long: 16.3681,
    strassen: ['Wiedner Hauptstraße', 'Mühlgasse', 'Schelleingasse'],
  },
  {
    name: 'Margareten',
    kg: '01007',
    lat: 48.1872,
    long: 16.3558,
    strassen: ['Reinprechtsdorfer Straße', 'Schönbrunner Straße', 'Margaretenstraße'],
  },
  {
    name: 'Mariahilf',
    kg: '01008',
    lat: 48.1958,
    long: 16.3497,
    strassen: ['Gumpendorfer Straße', 'Linke Wienzeile', 'Mollardgasse'],
  },
  {
    name: 'Neubau',
    kg: '01009',
    lat: 48.2022,
    long: 16.3486,
    strassen: ['Neubaugasse', 'Burggasse', 'Zieglergasse'],
  },
  {
    name: 'Josefstadt',
    kg: '01005',
    lat: 48.2106,
    long: 16.3478,
    strassen: ['Josefstädter Straße', 'Lange Gasse', 'Piaristengasse'],
  },
  {
    name: 'Alsergrund',
    kg: '01001',
    lat: 48.2253,
    long: 16.3571,
    strassen: ['Porzellangasse', 'Nußdorfer Straße', 'Liechtensteinstraße'],
  },
  {
    name: 'Favoriten',
    kg: '01101',
    lat: 48.158,
    long: 16.3822,
    strassen: ['Laxenburger Straße', 'Sonnwendgasse', 'Gudrunstraße'],
  },
  {
    name: 'Simmering',
    kg: '01108',
    lat: 48.17,
    long: 16.445,
    strassen: ['Simmeringer Hauptstraße', 'Geiselbergstraße', 'Leberstraße'],
  },
  {
    name: 'Meidling',
    kg: '01207',
    lat: 48.1755,
    long: 16.3257,
    strassen: ['Meidlinger Hauptstraße', 'Wienerbergstraße', 'Schönbrunner Schloßstraße'],
  },
  {
    name: 'Hietzing',
    kg: '01208',
    lat: 48.1797,
    long: 16.266,
    strassen: ['Hietzinger Hauptstraße', 'Speisinger Straße', 'Lainzer Straße'],
  },
  {
    name: 'Penzing',
    kg: '01404',
    lat: 48.2036,
    long: 16.264,
    strassen: ['Hütteldorfer Straße', 'Linzer Straße', 'Penzinger Straße'],
  },
  {
    name: 'Rudolfsheim-Fünfhaus',
    kg: '01305',
    lat: 48.193,
    long: 16.325,
    strassen: ['Märzstraße', 'Felberstraße', 'Sechshauser Straße'],
  },
  {
    name: 'Ottakring',
    kg: '01406',
    lat: 48.2126,
    long: 16.3112,
    strassen: ['Thaliastraße', 'Ottakringer Straße', 'Koppstraße'],
  },
  {
    name: 'Hernals',
    kg: '01402',
    lat: 48.2284,
    long: 16.296,
    strassen: ['Hernalser Hauptstraße', 'Jörgerstraße', 'Dornbacher Straße'],
  },
  {
    name: 'Währing',
    kg: '01513',
    lat: 48.2312,
    long: 16.3343,
    strassen: ['Gersthofer Straße', 'Währinger Straße', 'Gentzgasse'],
  },
  {
    name: 'Döbling',
    kg: '01502',
    lat: 48.255,
    long: 16.338,
    strassen: ['Grinzinger Straße', 'Heiligenstädter Straße', 'Obkirchergasse'],
  },
  {
    name: 'Brigittenau',
    kg: '01620',
    lat: 48.24,
    long: 16.374,
    strassen: ['Dresdner Straße', 'Wallensteinstraße', 'Handelskai'],
  },
  {
    name: 'Floridsdorf',
    kg: '01613',
    lat: 48.277,
    long: 16.41,
    strassen: ['Brünner Straße', 'Prager Straße', 'Donaufelder Straße'],
  },
  {
    name: 'Donaustadt',
    kg: '01660',
    lat: 48.233,
    long: 16.46,
    strassen: ['Wagramer Straße', 'Erzherzog-Karl-Straße', 'Seestadtstraße'],
  },
  {
    name: 'Liesing',
    kg: '01805',
    lat: 48.142,
    long: 16.291,
    strassen: ['Breitenfurter Straße', 'Ketzergasse', 'Perchtoldsdorfer Straße'],
  },
];

export const namensMuster = [
  (s: string) => `Wohnen an der ${s}`,
  (s: string) => `${s}-Höfe`,
  (s: string) => `Quartier ${s}`,
  (s: string) => `Stadthaus ${s}`,
  (s: string) => `Residenz ${s}`,
  (s: string) => `Wohnprojekt ${s}`,
];

const notizTexte = [
  'Preisliste beim Bauträger anfordern',
  'Fertigstellungstermin prüfen',
  'Grundbuchsauszug nachreichen',
  'Nutzflächen laut Plan abgleichen',
  'Bauträger wegen Vermarktungsstart anrufen',
  'Fotos der Baustelle ergänzen',
  'Adresse mit dem Baubescheid abgleichen',
];

/** Mild, deterministic scatter around the district centre (about ±600 m). */
function jitter(i: number, salt: number): number {
  return (((i * 7919 + salt * 104729) % 1000) / 1000 - 0.5) * 0.012;
}

/**
 * About 80 deterministic Vienna projects with firms in roles (taken from the firms already seeded), some
 * URLs and capture notes. Runs after the firms' seed; without firms the projects get none.
 */
export async function loadDemoProjekte(db: Db, adminId: number | undefined, count = 80): Promise<void> {
  const who = { creator_id: adminId, editor_id: adminId };
  const firms = await demoFirms(db);
  const bautraeger = firms.filter((f) => f.bautraeger);
  const makler = firms.filter((f) => f.makler);
  const others = firms.filter((f) => !f.bautraeger && !f.makler);
  const pick = <T>(list: T[], i: number): T | undefined => list[i % Math.max(list.length, 1)];

  const rows = Array.from({ length: count }, (_, i) => {
    const nr = (i * 5) % bezirke.length;
    const bezirk = bezirke[nr]!;
    const strasse = bezirk.strassen[i % bezirk.strassen.length]!;
    const hausnummer = 1 + ((i * 37) % 140);
    return {
      projektnr: 24001 + i,
      name: namensMuster[i % namensMuster.length]!(strasse),
      strasse: `${strasse} ${hausnummer}`,
      plz: `1${String(nr + 1).padStart(2, '0')}0`,
      ort: 'Wien',
      bezirk: bezirk.name,
      bundesland_id: 9,
      geo_lat: Math.round((bezirk.lat + jitter(i, 1)) * 1e6) / 1e6,
      geo_long: Math.round((bezirk.long + jitter(i, 2)) * 1e6) / 1e6,
      kg: bezirk.kg,
      ez: String(100 + ((i * 613) % 4900)),
      status: 1 + (i % 3),
      ...who,
    };
  });
  const inserted = await db.insert(projekte).values(rows).returning({ id: projekte.id, name: projekte.name });

  const links: Array<typeof projektFirmen.$inferInsert> = [];
  const urls: Array<typeof projektUrls.$inferInsert> = [];
  const notes: Array<typeof erfassungsnotizen.$inferInsert> = [];
  inserted.forEach((p, i) => {
    const add = (firma: { id: number } | undefined, rolle: number) => {
      if (
        firma &&
        !links.some((l) => l.projekt_id === p.id && l.firma_id === firma.id && l.firma_rolle_id === rolle)
      ) {
        links.push({ projekt_id: p.id, firma_id: firma.id, firma_rolle_id: rolle, ...who });
      }
    };
    add(pick(bautraeger.length ? bautraeger : firms, i), 1);
    if (i % 2 === 0) add(pick(others.length ? others : firms, i * 3), 2);
    if (i % 3 === 0) add(pick(others.length ? others : firms, i * 3 + 1), 3);
    if (i % 4 === 1) add(pick(makler.length ? makler : firms, i), 5);
    if (i % 7 === 3) add(pick(others.length ? others : firms, i + 11), 6);

    if (i % 3 !== 2)
      urls.push({ projekt_id: p.id, url: `https://www.${umlauteFalten(p.name, '-')}.at`, typ_id: 1, ...who });
    if (i % 5 === 0)
      urls.push({
        projekt_id: p.id,
        url: `https://www.willhaben.at/iad/immobilien/d/eigentumswohnung/wien/${umlauteFalten(p.name, '-')}-${400000 + i}`,
        typ_id: 3,
        ...who,
      });
    if (i % 9 === 4)
      urls.push({
        projekt_id: p.id,
        url: `https://www.derstandard.at/immobilien/${umlauteFalten(p.name, '-')}`,
        typ_id: 4,
        ...who,
      });

    const noteCount = i % 4;
    for (let n = 0; n < noteCount; n++) {
      const created = new Date(Date.UTC(2026, 0, 1 + ((i * 3 + n * 11) % 300), 8 + n, 15)).toISOString();
      const erledigt = (i + n) % 3 === 0;
      notes.push({
        projekt_id: p.id,
        text: notizTexte[(i + n) % notizTexte.length]!,
        erledigt,
        erledigt_am: erledigt ? created : null,
        created,
        updated: created,
        ...who,
      });
    }
  });
  if (links.length) await db.insert(projektFirmen).values(links);
  if (urls.length) await db.insert(projektUrls).values(urls);
  if (notes.length) await db.insert(erfassungsnotizen).values(notes);
}
