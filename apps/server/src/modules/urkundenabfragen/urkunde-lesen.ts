import { createRequire } from 'node:module';
import path from 'node:path';
// pdf.js, canvas and tesseract.js are loaded on the first deed read, not on every start (issue 29, goal 5).
import type { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Scheduler } from 'tesseract.js';
import type { Box } from '@app/domain';
import { nativeOcr, nativeOcrAvailable, nativeOcrSlots, type OcrWort } from './ocr-native';

/**
 * Reads a deed PDF into words with page, box (PDF points from the top-left) and confidence: the text layer
 * with pdf.js first (DESIGN §12); a page without text is rendered with @napi-rs/canvas and read by Debian's
 * Tesseract where installed (ocr-native.ts), else by tesseract.js and its German data from npm (offline) in
 * a worker pool — either way OCR never runs on the request path's thread.
 */
export interface Wort {
  text: string;
  seite: number;
  box: Box;
  /** 0–1: 1 for the text layer, tesseract's word confidence for scans. */
  konfidenz: number;
}
export interface GelesenesDokument {
  woerter: Wort[];
  seiten: number;
  /** Pages read by OCR. */
  gescanntSeiten: number;
}

const require = createRequire(import.meta.url);
/** Render resolution for OCR: ~216 dpi (tesseract reads 200–300 dpi alike; fewer pixels are faster). */
const ocrScale = 3;

let scheduler: Scheduler | null = null;
let starting: Promise<Scheduler> | null = null;

/** The OCR pool: `OCR_WORKERS` tesseract workers (default 1: a second one gave no gain on 2 cores). */
function ocrPool(): Promise<Scheduler> {
  if (scheduler) return Promise.resolve(scheduler);
  starting ??= (async () => {
    const { createScheduler, createWorker } = await import('tesseract.js');
    const s = createScheduler();
    const langPath = path.join(
      path.dirname(require.resolve('@tesseract.js-data/deu/package.json')),
      '4.0.0_best_int',
    );
    const n = Math.max(1, Number(process.env.OCR_WORKERS ?? 1) || 1);
    for (let i = 0; i < n; i++) {
      s.addWorker(await createWorker('deu', 1, { langPath, gzip: true, cacheMethod: 'none' }));
    }
    scheduler = s;
    return s;
  })();
  return starting;
}

/** The engine that reads scans, for the bench and the log. */
export async function ocrEngine(): Promise<string> {
  return (await nativeOcrAvailable())
    ? `Tesseract (Debian), ${nativeOcrSlots()} Prozess(e)`
    : `tesseract.js, ${Math.max(1, Number(process.env.OCR_WORKERS ?? 1) || 1)} Worker`;
}

/** Ends the OCR workers (app close, end of a bench). */
export async function stopOcr(): Promise<void> {
  const s = scheduler ?? (starting ? await starting.catch(() => null) : null);
  scheduler = null;
  starting = null;
  if (s) await s.terminate();
}

function splitWords(str: string, x: number, y: number, w: number, h: number, seite: number): Wort[] {
  const out: Wort[] = [];
  const len = str.length || 1;
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(str))) {
    // Positions within the item by character share: close enough to highlight a word.
    const x0 = x + (w * m.index) / len;
    const x1 = x + (w * (m.index + m[0].length)) / len;
    out.push({ text: m[0], seite, box: { x: x0, y, w: x1 - x0, h }, konfidenz: 1 });
  }
  return out;
}

/** Renders a page for OCR (on this thread, ~0.1 s); the PNG goes to the OCR engine. */
async function renderPage(
  page: Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>,
): Promise<Buffer> {
  const viewport = page.getViewport({ scale: ocrScale });
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  type RenderParams = Parameters<typeof page.render>[0];
  await page.render({ canvas, canvasContext: context, viewport } as unknown as RenderParams).promise;
  return canvas.encode('png');
}

async function ocrPage(png: Buffer, seite: number): Promise<Wort[]> {
  const words = (await nativeOcrAvailable()) ? await nativeOcr(png) : await jsOcr(png);
  return words.map(({ text, x0, y0, x1, y1, confidence }) => ({
    text,
    seite,
    box: { x: x0 / ocrScale, y: y0 / ocrScale, w: (x1 - x0) / ocrScale, h: (y1 - y0) / ocrScale },
    konfidenz: Math.max(0, Math.min(1, confidence / 100)),
  }));
}

async function jsOcr(png: Buffer): Promise<OcrWort[]> {
  const pool = await ocrPool();
  const result = await pool.addJob('recognize', png, {}, { blocks: true, text: false });
  const woerter: OcrWort[] = [];
  for (const block of result.data.blocks ?? [])
    for (const para of block.paragraphs)
      for (const line of para.lines)
        for (const word of line.words)
          woerter.push({ text: word.text, ...word.bbox, confidence: word.confidence });
  return woerter;
}

/**
 * Reads every page: text layer where there is one, OCR where not (`ocr: false` skips scanned pages). The
 * scanned pages of a deed are read at once, so every OCR process or worker has a page.
 */
export async function leseUrkunde(
  bytes: Uint8Array,
  options: { ocr?: boolean } = {},
): Promise<GelesenesDokument> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const woerter: Array<Wort[] | Promise<Wort[]>> = [];
    let gescanntSeiten = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const { height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items.filter(
        (i): i is Extract<typeof i, { str: string }> => 'str' in i && i.str.trim() !== '',
      );
      if (items.length) {
        woerter.push(
          items.flatMap((item) => {
            const size = Math.abs(item.transform[3] as number) || item.height;
            const x = item.transform[4] as number;
            const baseline = height - (item.transform[5] as number);
            return splitWords(item.str, x, baseline - size * 0.8, item.width, size, n);
          }),
        );
      } else if (options.ocr !== false) {
        gescanntSeiten++;
        const words = ocrPage(await renderPage(page), n);
        words.catch(() => undefined); // awaited below; a later page failing first must not leave it unhandled
        woerter.push(words);
      } else gescanntSeiten++;
      page.cleanup();
    }
    return { woerter: (await Promise.all(woerter)).flat(), seiten: doc.numPages, gescanntSeiten };
  } finally {
    await doc.destroy();
  }
}
