// Issue 29 goal 3: a sidebar click until the list's first row, then a row until its record's form, each in a
// fresh Chromium (nothing cached) after login, with where the time goes (Performance API in the page's
// clock): the data call's start and answer, the last code (script or style) that arrived after the click,
// and the main thread's long tasks until the row or form was drawn.
import type { Page } from 'playwright-core';
import { launch, loggedInPage } from './frames';

/** Milliseconds from the click (medians over the fresh browsers). */
export interface Breakdown {
  /** The data call: its start and its answer's end (below 0: asked for before the click, on hover). */
  callStart: number;
  callEnd: number;
  /** The last script or style answered after the click (0: all code was there before). */
  codeEnd: number;
  /** Long tasks (over 50 ms) of the main thread between the click and the drawing, summed. */
  longTasks: number;
  /** The list's first row, or the record's form, drawn. */
  shown: number;
  /** From the pointer arriving on the link or row (a person's hover before pressing) to the drawing. */
  fromHover: number;
}

export interface FirstRowResult {
  link: string;
  browsers: number;
  list: Breakdown;
  record: Breakdown;
}

const firstRow = 'table tbody tr[data-index]';
const form = 'main form:not([role="search"]) input:not([type="hidden"])';

/**
 * The page's clock at the pointer's arrival, the click and the drawing of `selector`; long tasks observed.
 * A string, not a function: tsx would wrap an inner function in a helper the page does not have.
 */
const watch = (selector: string) => `(() => {
  const w = window;
  w.bench = { longTasks: [] };
  w.bench.shown = new Promise((resolve) => { w.bench.resolveShown = resolve; });
  new PerformanceObserver((list) => { w.bench.longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration])); })
    .observe({ type: 'longtask' });
  window.addEventListener('pointerover', (event) => { w.bench.hoverAt ??= event.timeStamp; }, { capture: true });
  window.addEventListener('click', (event) => { w.bench.clickAt = event.timeStamp; }, { capture: true, once: true });
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(selector)})) { w.bench.shownAt = performance.now(); observer.disconnect(); w.bench.resolveShown(); }
  }).observe(document.body, { childList: true, subtree: true });
})()`;

/**
 * Until the watched element is drawn, told by the page's own MutationObserver: a Playwright locator would
 * poll the page with its selector engine on every frame (~20 ms of the page's main thread in a trace of one
 * click) and be measured as the app's time.
 */
const drawn = (page: Page) =>
  page.evaluate(`Promise.race([window.bench.shown,
    new Promise((_, reject) => setTimeout(() => reject(new Error('nach 30 s nicht gezeichnet')), 30000))])`);

/** The breakdown of the last watched click; `call` matches the data call's path. */
async function measured(page: Page, call: RegExp): Promise<Breakdown> {
  return (await page.evaluate(`(() => {
    const b = window.bench;
    const entries = performance.getEntriesByType('resource');
    const data = entries.filter((e) => ${call.toString()}.test(new URL(e.name).pathname)).at(-1);
    const code = entries.filter((e) => e.responseEnd > b.clickAt && /\\.(js|css)$/.test(new URL(e.name).pathname));
    const busy = b.longTasks
      .filter(([start, duration]) => start + duration > b.clickAt && start < b.shownAt)
      .reduce((sum, [start, duration]) => sum + Math.min(start + duration, b.shownAt) - Math.max(start, b.clickAt), 0);
    return {
      callStart: data ? data.startTime - b.clickAt : NaN,
      callEnd: data ? data.responseEnd - b.clickAt : NaN,
      codeEnd: code.length ? Math.max(...code.map((e) => e.responseEnd)) - b.clickAt : 0,
      longTasks: busy,
      shown: b.shownAt - b.clickAt,
      fromHover: b.shownAt - b.hoverAt,
    };
  })()`)) as Breakdown;
}

/**
 * As a person clicks: the pointer onto the target, a pause (100 ms) before pressing, the button held 60 ms.
 * Playwright's click() presses at once after moving, which no hover of a person does.
 */
async function personClick(page: Page, selector: ReturnType<Page['locator']>): Promise<void> {
  await selector.scrollIntoViewIfNeeded();
  const box = (await selector.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
  await page.waitForTimeout(100);
  await page.mouse.down();
  await page.waitForTimeout(60);
  await page.mouse.up();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function medians(runs: Breakdown[]): Breakdown {
  const keys = ['callStart', 'callEnd', 'codeEnd', 'longTasks', 'shown', 'fromHover'] as const;
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as Breakdown;
}

/**
 * Until the page has fetched what it fetches while idle (no new resource for 700 ms; at most 20 s), as
 * when a person looks at a page before clicking. Playwright's 'networkidle' has passed once after the
 * load and would not wait for the code the idle browser fetches after it.
 */
async function quiet(page: Page): Promise<void> {
  const count = async () =>
    (await page.evaluate("performance.getEntriesByType('resource').length")) as number;
  const until = Date.now() + 20_000;
  for (let last = -1, now = await count(); now !== last && Date.now() < until;) {
    await page.waitForTimeout(700);
    [last, now] = [now, await count()];
  }
}

/** One fresh browser: logged in (cookie), the start page idle, the link clicked, then the first row. */
async function once(base: string, cookie: string, label: string, api: string) {
  const browser = await launch();
  try {
    const page = await loggedInPage(browser, base, cookie);
    await page.goto(`${base}/`);
    const link = page.getByRole('navigation').getByRole('link', { name: label, exact: true });
    await link.waitFor();
    await quiet(page);
    await page.evaluate(watch(firstRow));
    await personClick(page, link);
    await drawn(page);
    const list = await measured(page, new RegExp(`^${api}$`));
    // The record opened from the list, the first time in this browser (the list's idle moment given).
    await quiet(page);
    await page.evaluate(watch(form));
    await personClick(page, page.locator(firstRow).first());
    await drawn(page);
    const record = await measured(page, new RegExp(`^${api}/\\d+$`));
    return { list, record };
  } finally {
    await browser.close();
  }
}

/** `browsers` fresh browsers per link; medians of each figure (goal: first row and form ≤ 150 ms). */
export async function benchFirstRow(
  base: string,
  cookie: string,
  links: { label: string; api: string }[],
  browsers = 5,
): Promise<FirstRowResult[]> {
  const results: FirstRowResult[] = [];
  for (const { label, api } of links) {
    const runs = [];
    for (let i = 0; i < browsers; i++) runs.push(await once(base, cookie, label, api));
    results.push({
      link: label,
      browsers,
      list: medians(runs.map((r) => r.list)),
      record: medians(runs.map((r) => r.record)),
    });
  }
  return results;
}

export function printFirstRow(target: string, results: FirstRowResult[]): void {
  const head = ['call', 'answer', 'code', 'long', 'shown', 'hover→'];
  console.log(
    `\n${'target'.padEnd(7)} ${'click → first row / form (Chromium, median ms)'.padEnd(48)} ${head.map((h) => h.padStart(7)).join(' ')}`,
  );
  const cells = (b: Breakdown) =>
    [b.callStart, b.callEnd, b.codeEnd, b.longTasks, b.shown, b.fromHover]
      .map((v) => v.toFixed(0).padStart(7))
      .join(' ');
  for (const r of results) {
    console.log(
      `${target.padEnd(7)} ${`${r.link}: Liste (${r.browsers} Browser)`.padEnd(48)} ${cells(r.list)}`,
    );
    console.log(`${target.padEnd(7)} ${`${r.link}: Datensatz aus der Liste`.padEnd(48)} ${cells(r.record)}`);
  }
}
