import { afterAll, describe, expect, it } from 'vitest';
import { konfidenzSchwelle } from '@app/domain';
import { urkundendaten } from '../../platform/providers/grundbuch/deed-text';
import { gerichte, tzEintrag } from '../../platform/providers/grundbuch/register-world';
import { simulierteUrkunde } from '../../platform/providers/grundbuch/simulator';
import { extrahiereFelder } from './urkunde-felder';
import { leseUrkunde, stopOcr } from './urkunde-lesen';

const seed = 'grundbuch-2026';
const g = gerichte['631']!;
afterAll(() => stopOcr());

// One scanned deed only: OCR takes 4–8 s a page on these machines (the bench measures more).
describe('reading a scanned deed (render + tesseract.js, German data from npm, offline)', () => {
  it('reads the fields from the scan; a value read wrong is never certain', async () => {
    let tz = 1;
    for (; ; tz++) {
      const e = tzEintrag(seed, g, 2018, tz)!;
      if (
        !e.luecke &&
        e.eintrag.status === 'eingetragen' &&
        e.eintrag.art === 'Kaufvertrag' &&
        e.scan &&
        !e.fehlt &&
        !e.beschaedigt
      )
        break;
    }
    const e = tzEintrag(seed, g, 2018, tz)!.eintrag;
    const d = urkundendaten(seed, g, e);
    const doc = await leseUrkunde(await simulierteUrkunde(seed, g, e, true));
    expect(doc.gescanntSeiten).toBe(doc.seiten);
    const f = extrahiereFelder(doc.woerter);
    const soll: Record<string, unknown> = {
      top_nr: d.top,
      nutzflaeche: d.nutzflaeche,
      kg: e.kg,
      ez: e.ez,
      kaufdatum: d.vertragsdatum,
      tz,
    };
    let richtig = 0;
    for (const [name, wert] of Object.entries(soll)) {
      const feld = f[name as keyof typeof f];
      if (!feld) continue;
      if (feld.wert === wert) richtig++;
      else
        expect(feld.konfidenz, `${name}: ${String(feld.wert)} statt ${String(wert)}`).toBeLessThan(
          konfidenzSchwelle,
        );
      expect(feld.quelle?.boxen.length).toBeGreaterThan(0);
    }
    expect(richtig).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
