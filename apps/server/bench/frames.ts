// Issue 11: frames while scrolling lists in Chromium (playwright-core, /usr/bin/chromium), against the built
// web app the benchmarked server serves. Counts the frames (requestAnimationFrame intervals) during wheel
// scrolling down and up again, and those over 50 ms (the first row after a sidebar click: first-row.ts).
import { chromium, type Browser, type Page } from 'playwright-core';

export interface FramesResult {
  page: string;
  rows: number;
  frames: number;
  over50: number;
  maxMs: number;
  p95Ms: number;
}

/** What the measuring script keeps on the page's window (the server's tsconfig has no DOM types). */
interface PageGlobals {
  frameTimes: number[];
  frameRun: boolean;
}

const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launch = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: launchArgs });

/** A page of a new browser context (empty cache) logged in with the bench user's cookie. */
export async function loggedInPage(browser: Browser, base: string, cookie: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: base }]);
  return context.newPage();
}

export async function benchFrames(base: string, cookie: string, paths: string[]): Promise<FramesResult[]> {
  const browser = await launch();
  const results: FramesResult[] = [];
  try {
    const page = await loggedInPage(browser, base, cookie);
    for (const path of paths) {
      await page.goto(base + path);
      const rows = page.locator('table tbody tr[data-index]');
      await rows.first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(500);
      const count =
        Number(await page.locator('table[aria-rowcount]').first().getAttribute('aria-rowcount')) - 1;
      const box = await page.locator('table').first().boundingBox();
      await page.mouse.move((box?.x ?? 0) + 200, (box?.y ?? 0) + 200);
      const measured = await scrollFrames(page);
      results.push({ page: path, rows: count, ...measured });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function printFrames(target: string, results: FramesResult[]): void {
  console.log(
    `\n${'target'.padEnd(7)} ${'scrolling (Chromium)'.padEnd(52)} ${'rows'.padStart(7)} ${'frames'.padStart(7)} ${'>50ms'.padStart(6)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
  );
  for (const r of results)
    console.log(
      `${target.padEnd(7)} ${r.page.padEnd(52)} ${String(r.rows).padStart(7)} ${String(r.frames).padStart(7)} ${String(r.over50).padStart(6)} ${r.p95Ms.toFixed(1).padStart(7)} ${r.maxMs.toFixed(1).padStart(7)}`,
    );
}

/**
 * Issue 13: the Tzabfrage row list with `rows` rows in the browser (infinite scrolling on keyset pages; the
 * bench asks the server for its largest page, 200, to load them sooner), then frames while scrolling
 * at its end, and after a jump into the middle. Answers the seconds loading took and the frames.
 */
export async function benchInfiniteFrames(base: string, cookie: string, batchId: number, rows: number) {
  const browser = await launch();
  try {
    const page = await loggedInPage(browser, base, cookie);
    await page.route(`**/api/tzabfragen/${batchId}/rows?*`, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '200');
      return route.continue({ url: url.toString() });
    });
    await page.goto(`${base}/importe/tzabfrage/${batchId}`);
    const table = page.locator('table[aria-rowcount]');
    await table.waitFor({ timeout: 30_000 });
    const started = performance.now();
    let loaded = 0;
    for (let stalled = 0; loaded < rows && stalled < 50;) {
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await page.waitForTimeout(150);
      const now = Number(await table.getAttribute('aria-rowcount'));
      stalled = now === loaded ? stalled + 1 : 0;
      loaded = now;
      if (loaded % 10_000 < 200)
        process.stdout.write(`\r  Tzabfrage-Zeilen im Browser: ${loaded.toLocaleString('de-AT')}`);
    }
    console.log('');
    const loadSeconds = (performance.now() - started) / 1000;
    const box = await table.boundingBox();
    const results: FramesResult[] = [];
    for (const where of ['Ende', 'Mitte'] as const) {
      if (where === 'Mitte')
        await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight / 2)');
      await page.waitForTimeout(300);
      await page.mouse.move((box?.x ?? 0) + 200, 400);
      results.push({ ...(await scrollFrames(page)), page: `Tzabfrage-Zeilen, ${where}`, rows: loaded });
    }
    return { loadSeconds, results };
  } finally {
    await browser.close();
  }
}

/**
 * The Datencheck results of one check (SPEC §2; seeded by `openRowsCheck`): its section expanded, the
 * largest page the server gives (1,000 rows; the bench asks for it in place of the page's 500), scrolled.
 */
export async function benchDatencheckFrames(
  base: string,
  cookie: string,
  abfrage: { id: number; name: string },
): Promise<FramesResult> {
  const browser = await launch();
  try {
    const page = await loggedInPage(browser, base, cookie);
    await page.route(`**/api/datencheck/abfragen/${abfrage.id}/ergebnisse?*`, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('per_page', '1000');
      return route.continue({ url: url.toString() });
    });
    await page.goto(`${base}/datencheck`);
    await page.getByRole('button', { name: `${abfrage.name} aufklappen`, exact: true }).click();
    const table = page.getByRole('table', { name: `Ergebnisse: ${abfrage.name}`, exact: true });
    await table.locator('tbody tr[data-index]').first().waitFor({ timeout: 60_000 });
    await table.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    const rows = Number(await table.getAttribute('aria-rowcount')) - 1;
    const box = await table.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 200, Math.min(800, (box?.y ?? 0) + 200));
    return { ...(await scrollFrames(page)), page: 'Datencheck-Ergebnisse (eine Seite)', rows };
  } finally {
    await browser.close();
  }
}

/**
 * Wheel down and up again (80 steps each), counting requestAnimationFrame intervals. The page script is a
 * string, not a function: tsx would wrap an inner function in a helper the page does not have.
 */
async function scrollFrames(page: Page): Promise<Omit<FramesResult, 'page' | 'rows'>> {
  await page.evaluate(`(() => {
    window.frameTimes = [];
    window.frameRun = true;
    let last = performance.now();
    const tick = (now) => {
      window.frameTimes.push(now - last);
      last = now;
      if (window.frameRun) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  for (const dy of [...Array<number>(80).fill(120), ...Array<number>(80).fill(-120)]) {
    await page.mouse.wheel(0, dy);
    await page.waitForTimeout(8);
  }
  const times = await page.evaluate(() => {
    const w = globalThis as unknown as PageGlobals;
    w.frameRun = false;
    return w.frameTimes.slice(1);
  });
  const sorted = [...times].sort((a, b) => a - b);
  return {
    frames: times.length,
    over50: times.filter((t) => t > 50).length,
    maxMs: sorted.at(-1) ?? 0,
    p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
  };
}
