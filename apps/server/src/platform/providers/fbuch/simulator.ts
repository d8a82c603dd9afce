import { heuteWien, messages, type FirmenbuchExtract } from '@app/domain';
import { FirmenbuchError, type FirmenbuchProvider } from './fbuch-provider';

const familien = [
  'Huber',
  'Gruber',
  'Wagner',
  'Bauer',
  'Pichler',
  'Moser',
  'Steiner',
  'Hofer',
  'Leitner',
  'Berger',
  'Fuchs',
  'Eder',
];
const branchen = [
  'Bauträger',
  'Wohnbau',
  'Immobilien',
  'Projektentwicklung',
  'Bau',
  'Realitäten',
  'Liegenschaftsverwaltung',
];
const rechtsformen = [
  { kurz: 'GmbH', lang: 'Gesellschaft mit beschränkter Haftung' },
  { kurz: 'GmbH & Co KG', lang: 'Kommanditgesellschaft' },
  { kurz: 'AG', lang: 'Aktiengesellschaft' },
  { kurz: 'OG', lang: 'Offene Gesellschaft' },
  { kurz: 'FlexCo', lang: 'Flexible Kapitalgesellschaft' },
];
const orte = [
  { plz: '1010', ort: 'Wien', strassen: ['Kärntner Ring', 'Wipplingerstraße', 'Rotenturmstraße'] },
  { plz: '1030', ort: 'Wien', strassen: ['Landstraßer Hauptstraße', 'Erdbergstraße', 'Rennweg'] },
  { plz: '1070', ort: 'Wien', strassen: ['Mariahilfer Straße', 'Neubaugasse', 'Burggasse'] },
  { plz: '1100', ort: 'Wien', strassen: ['Favoritenstraße', 'Laxenburger Straße', 'Sonnwendgasse'] },
  { plz: '1220', ort: 'Wien', strassen: ['Wagramer Straße', 'Seestadtstraße', 'Donaustadtstraße'] },
  { plz: '3100', ort: 'St. Pölten', strassen: ['Kremser Gasse', 'Rathausplatz'] },
  { plz: '4020', ort: 'Linz', strassen: ['Landstraße', 'Herrenstraße'] },
  { plz: '8010', ort: 'Graz', strassen: ['Herrengasse', 'Annenstraße'] },
];
const funktionskennungen = ['GF', 'PR', 'VS', 'KO'];

/** FNV-1a: a stable number per FN, so the same FN always gives the same firm. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/**
 * SIMULATOR of the commercial register (default, FIRMENBUCH=simulator): invented but realistic Austrian
 * firms derived from the FN, answered after a small delay. FNs starting with the configured prefix
 * (default '999') are "not registered", so error paths can be tried.
 */
export class FirmenbuchSimulator implements FirmenbuchProvider {
  readonly kind = 'simulator' as const;

  constructor(private readonly options: { failPrefix: string; delayMs: number }) {}

  async auszug(fbnr: string): Promise<FirmenbuchExtract> {
    if (this.options.delayMs > 0) await new Promise((r) => setTimeout(r, this.options.delayMs));
    if (fbnr.startsWith(this.options.failPrefix)) throw new FirmenbuchError(messages.fbuchNichtGefunden);
    const h = hash(fbnr);
    const rechtsform = pick(rechtsformen, h >>> 3);
    const ort = pick(orte, h >>> 7);
    const name = `${pick(familien, h)} ${pick(branchen, h >>> 11)} ${rechtsform.kurz}`;
    return {
      fbnr,
      name,
      adresse: `${pick(ort.strassen, h >>> 13)} ${(h % 89) + 1}`,
      plz: ort.plz,
      ort: ort.ort,
      rechtsform: rechtsform.lang,
      sitz: ort.ort,
      stand: heuteWien(),
      funktionskennung: pick(funktionskennungen, h >>> 17),
    };
  }
}
