// Issue 11: frames while scrolling lists in Chromium (playwright-core, /usr/bin/chromium), against the built
// web app the benchmarked server serves. Counts the frames (requestAnimationFrame intervals) during wheel
// scrolling down and up again, and those over 50 ms; and how soon a list shows its first row after a click
// in the sidebar.
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

const launch = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: launchArgs });

/** A page of a new browser context (empty cache) logged in with the bench user's cookie. */
async function loggedInPage(browser: Browser, base: string, cookie: string): Promise<Page> {
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

export interface FirstRowResult {
  link: string;
  /** Medians over the clicks, from the click: the list call's start and the first row drawn. */
  requestMs: number;
  firstRowMs: number;
  /** Then the first row clicked: until its record's form shows (the edit page's code and record call). */
  recordMs: number;
  clicks: number;
}

/**
 * A click on a sidebar link of a list area, in a fresh browser each time (nothing cached: the area's code
 * loads with its list call, which the router starts beside it): when the list call starts and when the
 * first row shows (goal: ≤ 250 ms).
 */
export async function benchFirstRow(
  base: string,
  cookie: string,
  links: { label: string; api: string }[],
  clicks = 5,
): Promise<FirstRowResult[]> {
  const browser = await launch();
  const results: FirstRowResult[] = [];
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  try {
    for (const { label, api } of links) {
      const requests: number[] = [];
      const firstRows: number[] = [];
      const records: number[] = [];
      for (let i = 0; i < clicks; i++) {
        const page = await loggedInPage(browser, base, cookie);
        await page.goto(`${base}/`);
        const link = page.getByRole('navigation').getByRole('link', { name: label, exact: true });
        await link.waitFor();
        await page.waitForLoadState('networkidle');
        // In the page's clock: the click, and the first row as it is added (a MutationObserver).
        await page.evaluate(`(() => {
          window.addEventListener('click', (event) => { window.clickedAt = event.timeStamp; }, { capture: true, once: true });
          new MutationObserver((_, observer) => {
            if (document.querySelector('table tbody tr[data-index]')) { window.firstRowAt = performance.now(); observer.disconnect(); }
          }).observe(document.body, { childList: true, subtree: true });
        })()`);
        await link.click();
        await page.locator('table tbody tr[data-index]').first().waitFor({ timeout: 30_000 });
        const times = (await page.evaluate(`(() => {
          const call = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === ${JSON.stringify(api)});
          return { clicked: window.clickedAt, request: call ? call.startTime : NaN, firstRow: window.firstRowAt };
        })()`)) as { clicked: number; request: number; firstRow: number };
        requests.push(times.request - times.clicked);
        firstRows.push(times.firstRow - times.clicked);
        // The record opened from the list, the first time in this browser (the list's idle moment given).
        const form = 'main form:not([role="search"]) input:not([type="hidden"])';
        await page.waitForLoadState('networkidle');
        await page.evaluate(`(() => {
          window.addEventListener('click', (event) => { window.rowClickedAt = event.timeStamp; }, { capture: true, once: true });
          new MutationObserver((_, observer) => {
            if (document.querySelector(${JSON.stringify(form)})) { window.formAt = performance.now(); observer.disconnect(); }
          }).observe(document.body, { childList: true, subtree: true });
        })()`);
        await page.locator('table tbody tr[data-index]').first().click();
        await page.locator(form).first().waitFor({ timeout: 30_000 });
        records.push(((await page.evaluate('window.formAt - window.rowClickedAt')) as number) ?? NaN);
        await page.context().close();
      }
      results.push({
        link: label,
        requestMs: median(requests),
        firstRowMs: median(firstRows),
        recordMs: median(records),
        clicks,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function printFirstRow(target: string, results: FirstRowResult[]): void {
  console.log(
    `\n${'target'.padEnd(7)} ${'sidebar click → list → record (Chromium, median)'.padEnd(52)} ${'clicks'.padStart(7)} ${'call ms'.padStart(8)} ${'1st row'.padStart(8)} ${'record'.padStart(8)}`,
  );
  for (const r of results)
    console.log(
      `${target.padEnd(7)} ${r.link.padEnd(52)} ${String(r.clicks).padStart(7)} ${r.requestMs.toFixed(0).padStart(8)} ${r.firstRowMs.toFixed(0).padStart(8)} ${r.recordMs.toFixed(0).padStart(8)}`,
    );
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
