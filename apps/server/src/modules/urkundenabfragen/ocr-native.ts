import { execFile, spawn } from 'node:child_process';
import os from 'node:os';

/**
 * Debian's Tesseract 5 (`apt-get install tesseract-ocr tesseract-ocr-deu`), when installed, reads scanned
 * pages 1.6× faster than tesseract.js at the same accuracy (issue 29) — with one thread per process
 * (`OMP_THREAD_LIMIT=1`: its default OpenMP threads make it 4× slower on two cores) and one process per core.
 */
export interface OcrWort {
  text: string;
  /** Pixels of the rendered page. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0–100. */
  confidence: number;
}

let available: Promise<boolean> | null = null;

/** Whether `tesseract` with German data is on the PATH (asked once); `OCR_ENGINE=tesseract.js` says no. */
export function nativeOcrAvailable(): Promise<boolean> {
  if (process.env.OCR_ENGINE === 'tesseract.js') return Promise.resolve(false);
  available ??= new Promise((resolve) =>
    execFile('tesseract', ['--list-langs'], { timeout: 10_000 }, (error, stdout) =>
      resolve(!error && /^deu$/m.test(stdout)),
    ),
  );
  return available;
}

/** Processes at once: `OCR_WORKERS`, else one per core. */
export function nativeOcrSlots(): number {
  return Math.max(1, Number(process.env.OCR_WORKERS) || os.availableParallelism());
}

let running = 0;
const waiting: Array<() => void> = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= nativeOcrSlots()) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Words of TSV level 5 (level, page, block, paragraph, line, word, left, top, width, height, conf, text). */
export function parseTsv(tsv: string): OcrWort[] {
  const out: OcrWort[] = [];
  for (const line of tsv.split('\n')) {
    const cols = line.split('\t');
    if (cols[0] !== '5' || cols.length < 12) continue;
    const text = cols.slice(11).join('\t').trim();
    const [left, top, width, height, conf] = cols.slice(6, 11).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    if (!text || conf < 0) continue;
    out.push({ text, x0: left, y0: top, x1: left + width, y1: top + height, confidence: conf });
  }
  return out;
}

/** Reads one page image (PNG) with the native Tesseract; rejects with its error output. */
export function nativeOcr(png: Buffer): Promise<OcrWort[]> {
  return slot(
    () =>
      new Promise((resolve, reject) => {
        const child = spawn('tesseract', ['stdin', 'stdout', '-l', 'deu', '--psm', '3', 'tsv'], {
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        child.stdout.on('data', (b: Buffer) => out.push(b));
        child.stderr.on('data', (b: Buffer) => err.push(b));
        child.on('error', reject);
        child.on('close', (code) => {
          if (code === 0) resolve(parseTsv(Buffer.concat(out).toString('utf8')));
          else reject(new Error(`tesseract ${code}: ${Buffer.concat(err).toString('utf8').slice(0, 500)}`));
        });
        child.stdin.on('error', reject);
        child.stdin.end(png);
      }),
  );
}
