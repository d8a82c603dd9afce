// The deed-reading part of `npm run bench -- --only import` (issue 14): simulator deeds of court 631/2018,
// text-layer and scanned separately, read as the import reads them (pdf.js text layer, else render +
// tesseract.js OCR) and compared with the values the simulator wrote into them. Reports fields right /
// fields read, wrong values that passed unflagged (neither below the confidence threshold nor named by a
// cross-check: target 0), text-layer deeds per second and scanned pages per minute.
import { konfidenzSchwelle, type Felder, type FeldName, type Partei } from '@app/domain';
import { urkundendaten, parteiName } from '../src/platform/providers/grundbuch/deed-text';
import { gerichte, tzEintrag } from '../src/platform/providers/grundbuch/register-world';
import { simulierteUrkunde } from '../src/platform/providers/grundbuch/simulator';
import { extrahiereFelder } from '../src/modules/urkundenabfragen/urkunde-felder';
import { leseUrkunde, stopOcr } from '../src/modules/urkundenabfragen/urkunde-lesen';
import { pruefe } from '../src/modules/urkundenabfragen/urkundenabfragen.pruefung';
import { alsWoerter, auswerten, korpus, tabelle } from '../src/modules/urkundenabfragen/korpus/bewertung';
import { mitListeAbgleichen, plausibel } from '../src/modules/urkundenabfragen/urkunde-plausibel';

export interface ImportBenchResult {
  art: 'Textebene' | 'Scan';
  urkunden: number;
  seiten: number;
  felderGelesen: number;
  felderRichtig: number;
  falschUnmarkiert: number;
  falschMarkiert: number;
  fehlend: number;
  sekunden: number;
}

const seed = 'grundbuch-2026';
const g = gerichte['631']!;
const kauf = (a: string) => a === 'Kaufvertrag' || a === 'Kauf- und Wohnungseigentumsvertrag';

function erwartet(tz: number): Partial<Record<FeldName, string | number>> {
  const e = tzEintrag(seed, g, 2018, tz)!.eintrag;
  const d = urkundendaten(seed, g, e);
  return {
    tz,
    ...(d.ust
      ? { kaufpreis_netto: d.kaufpreis, kaufpreis_brutto: Math.round(d.kaufpreis * 120) / 100 }
      : { kaufpreis_brutto: d.kaufpreis }),
    top_nr: d.top,
    nutzflaeche: d.nutzflaeche,
    kaufdatum: d.vertragsdatum,
    kg: e.kg,
    ez: e.ez,
    adresse: d.adresse,
    kaeufer: d.kaeufer.map(parteiName).join('; '),
    verkaeufer: d.verkaeufer.map(parteiName).join('; '),
  };
}
const alsText = (v: Felder[FeldName]) =>
  v?.wert == null
    ? null
    : Array.isArray(v.wert)
      ? (v.wert as Partei[]).map((p) => p.name).join('; ')
      : v.wert;

export async function benchImport(deeds: number, scans: number): Promise<ImportBenchResult[]> {
  const pick = (scan: boolean, n: number) => {
    const out: number[] = [];
    for (let tz = 1; out.length < n && tz < 5000; tz++) {
      const e = tzEintrag(seed, g, 2018, tz)!;
      if (
        !e.luecke &&
        e.eintrag.status === 'eingetragen' &&
        kauf(e.eintrag.art) &&
        !e.fehlt &&
        !e.beschaedigt &&
        e.scan === scan
      )
        out.push(tz);
    }
    return out;
  };
  const results: ImportBenchResult[] = [];
  for (const [art, tzs] of [
    ['Textebene', pick(false, deeds)],
    ['Scan', pick(true, scans)],
  ] as const) {
    if (!tzs.length) continue;
    const r: ImportBenchResult = {
      art,
      urkunden: 0,
      seiten: 0,
      felderGelesen: 0,
      felderRichtig: 0,
      falschUnmarkiert: 0,
      falschMarkiert: 0,
      fehlend: 0,
      sekunden: 0,
    };
    for (const tz of tzs) {
      const e = tzEintrag(seed, g, 2018, tz)!;
      const bytes = await simulierteUrkunde(seed, g, e.eintrag, e.scan);
      const t0 = performance.now();
      const doc = await leseUrkunde(bytes);
      const felder = extrahiereFelder(doc.woerter);
      r.sekunden += (performance.now() - t0) / 1000;
      r.urkunden++;
      r.seiten += doc.seiten;
      const pruefungen = await pruefe(
        null as never,
        { tz, jahr: 2018, gericht: '631', list_kg: e.eintrag.kg, list_ez: e.eintrag.ez },
        felder,
        null,
      );
      const markiert = new Set(pruefungen.map((p) => p.feld));
      for (const [name, soll] of Object.entries(erwartet(tz)) as Array<[FeldName, string | number]>) {
        const f = felder[name];
        const ist = alsText(f);
        if (ist == null) {
          r.fehlend++;
          continue;
        }
        r.felderGelesen++;
        if (ist === soll) r.felderRichtig++;
        else if (f!.konfidenz < konfidenzSchwelle || markiert.has(name)) r.falschMarkiert++;
        else {
          r.falschUnmarkiert++;
          console.log(
            `  ${art} TZ ${tz} ${name}: gelesen ${JSON.stringify(ist)}, richtig ${JSON.stringify(soll)} (${f!.konfidenz})`,
          );
        }
      }
      process.stdout.write(`\r  Import ${art}: ${r.urkunden} / ${tzs.length}`);
    }
    console.log('');
    results.push(r);
  }
  await stopOcr();
  return results;
}

export function printImport(results: ImportBenchResult[], engine: string): void {
  printKorpus();
  console.log(`\nUrkunden lesen (Gericht 631/2018, Simulator; OCR: ${engine}):`);
  console.table(
    results.map((r) => ({
      Art: r.art,
      Urkunden: r.urkunden,
      Seiten: r.seiten,
      'richtig / gelesen': `${r.felderRichtig} / ${r.felderGelesen} (${((100 * r.felderRichtig) / Math.max(1, r.felderGelesen)).toFixed(1)} %)`,
      'nicht gelesen': r.fehlend,
      'falsch, markiert': r.falschMarkiert,
      'falsch, unmarkiert': r.falschUnmarkiert,
      Durchsatz:
        r.art === 'Textebene'
          ? `${(r.urkunden / r.sekunden).toFixed(1)} Urkunden/s`
          : `${((r.seiten / r.sekunden) * 60).toFixed(1)} Seiten/min`,
    })),
  );
}

/** Issue 25: the deed corpus in real wording (text as a text layer gives it), tuned and held-out apart. */
export function printKorpus(): void {
  const alle = korpus();
  const lies = (d: (typeof alle)[number]) => {
    const felder = extrahiereFelder(alsWoerter(d.text));
    mitListeAbgleichen(felder, d.liste);
    return { felder, pruefungen: plausibel(felder) };
  };
  const tuned = auswerten(
    alle.filter((d) => !d.heldOut),
    lies,
  );
  const held = auswerten(
    alle.filter((d) => d.heldOut),
    lies,
  );
  console.log(`\nUrkunden-Korpus (${alle.length} Urkunden, ${new Set(alle.map((d) => d.stil)).size} Stile):`);
  console.log(tabelle('Feld (abgestimmt + zurückgehalten)', auswerten(alle, lies).proFeld));
  console.log(tabelle('Summe', { abgestimmt: tuned.summe, zurueckgehalten: held.summe }));
}
