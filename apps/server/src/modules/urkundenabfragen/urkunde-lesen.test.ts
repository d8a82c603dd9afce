import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { konfidenzSchwelle } from '@app/domain';
import { urkundendaten } from '../../platform/providers/grundbuch/deed-text';
import { gerichte, tzEintrag } from '../../platform/providers/grundbuch/register-world';
import { simulierteUrkunde } from '../../platform/providers/grundbuch/simulator';
import { extrahiereFelder } from './urkunde-felder';
import { nativeOcrAvailable } from './ocr-native';
import { leseUrkunde, stopOcr } from './urkunde-lesen';

const seed = 'grundbuch-2026';
const g = gerichte['631']!;
afterAll(() => stopOcr());

const nativ = await nativeOcrAvailable();
afterEach(() => {
  delete process.env.OCR_ENGINE;
});

// One scanned deed only: OCR takes 1.5–8 s a page on these machines (the bench measures more). Debian's
// Tesseract where installed (CI installs it), tesseract.js and its German data from npm everywhere.
describe.each([
  ['Tesseract (Debian)', undefined, nativ],
  ['tesseract.js', 'tesseract.js', true],
] as const)('reading a scanned deed (render + %s)', (_name, engine, present) => {
  it.runIf(present)(
    'reads the fields from the scan; a value read wrong is never certain',
    async () => {
      if (engine) process.env.OCR_ENGINE = engine;
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
    },
    120_000,
  );
});
