import { messages, tzText } from '@app/domain';
import { urkundendaten, urkundentext } from './deed-text';
import {
  GrundbuchError,
  type GrundbuchProvider,
  type Urkunde,
  type UrkundenlistenEintrag,
} from './grundbuch-provider';
import { gerichte, hash, random, tzEintrag, urkundenliste, type Gericht } from './register-world';

export interface GrundbuchSimulatorOptions {
  /** Everything derives from it: the same seed gives the same register and byte-identical deeds. */
  seed: string;
  /** TZ numbers whose deed fetch fails as if the clearing agency were down (error paths). */
  failTz: readonly number[];
  delayMs: number;
}

/**
 * SIMULATOR of the land register (default, GRUNDBUCH=simulator): courts 001 (Innere Stadt Wien), 631
 * (Graz-Ost) and 641 (Graz-West), every year from 2006 with 5,200–7,600 TZ numbers; about 3 % are gaps
 * (not listed), 1.5 % withdrawn (listed, no deed), every 211th deed is missing from the collection and
 * every 397th is delivered damaged; configured TZ numbers fail like an unreachable service. Each deed is a
 * German contract (Kaufvertrag and relatives) with parties, price, Liegenschaft and signatures; half of
 * them with a text layer, half as grey, skewed, noisy 200–300 dpi scans.
 */
export class GrundbuchSimulator implements GrundbuchProvider {
  readonly kind = 'simulator' as const;

  constructor(private readonly options: GrundbuchSimulatorOptions) {}

  private gericht(nummer: string): Gericht {
    const g = gerichte[nummer];
    if (!g) throw new GrundbuchError(messages.grundbuchGerichtUnbekannt(nummer));
    return g;
  }

  private async delay(): Promise<void> {
    if (this.options.delayMs > 0) await new Promise((r) => setTimeout(r, this.options.delayMs));
  }

  async urkundenliste(gericht: string, von: string, bis: string): Promise<UrkundenlistenEintrag[]> {
    await this.delay();
    return urkundenliste(this.options.seed, this.gericht(gericht), von, bis);
  }

  async urkunde(gericht: string, tz: number, jahr: number): Promise<Urkunde> {
    await this.delay();
    const g = this.gericht(gericht);
    const label = tzText(tz, jahr);
    if (this.options.failTz.includes(tz))
      throw new GrundbuchError(
        messages.grundbuchDienstFehler('Zeitüberschreitung der Verrechnungsstelle (Simulator)'),
      );
    const e = tzEintrag(this.options.seed, g, jahr, tz);
    if (!e || e.luecke) throw new GrundbuchError(messages.grundbuchKeineUrkunde(label));
    if (e.eintrag.status === 'zurueckgezogen')
      throw new GrundbuchError(messages.grundbuchZurueckgezogen(label));
    if (e.fehlt) throw new GrundbuchError(messages.grundbuchUrkundeFehlt(label));
    const bytes = await simulierteUrkunde(this.options.seed, g, e.eintrag, e.scan);
    return {
      // Damaged on the way: cut off in the middle, no end-of-file marker.
      bytes: e.beschaedigt ? bytes.subarray(0, Math.floor(bytes.length * 0.6)) : bytes,
      name: `TZ_${tz}_${jahr}_BG${gericht}.pdf`,
      art: e.eintrag.art,
    };
  }
}

/** The deed PDF of a journal entry (the generator, tested for same seed → same bytes). */
export async function simulierteUrkunde(
  seed: string,
  g: Gericht,
  eintrag: UrkundenlistenEintrag,
  scan: boolean,
): Promise<Uint8Array> {
  const daten = urkundendaten(seed, g, eintrag);
  const blocks = urkundentext(daten);
  const options = {
    title: `${eintrag.art} ${tzText(eintrag.tz, eintrag.jahr)}`,
    date: new Date(`${eintrag.eingelangt}T09:00:00Z`),
  };
  // Loaded on the first deed: pdf-lib and the scan raster cost a restart ~0.3 s (issue 29, goal 5).
  const { scanPdf, textPdf } = await import('./deed-pdf');
  if (!scan) return textPdf(blocks, options);
  const rng = random(hash(`${seed}|scan|${g.nummer}|${eintrag.jahr}|${eintrag.tz}`));
  const dpi = [200, 240, 300][Math.floor(rng() * 3)]!;
  const skewDeg = (rng() < 0.5 ? -1 : 1) * (0.3 + rng() * 1.2);
  return scanPdf(blocks, { ...options, scan: { dpi, skewDeg, seed: Math.floor(rng() * 2 ** 32) } });
}
