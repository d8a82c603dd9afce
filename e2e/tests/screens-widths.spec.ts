import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPost, login, unique } from './fixtures';

// Issue 27, 'every screen at 1,280 and 1,920 px': the screens that were cut, wrapped or misaligned stay
// whole, and a read-only form stays readable.

const widths = [1280, 1920];

/** Nothing sticks out of the window sideways, and no button shows its label cut short. */
async function expectWhole(page: Page, what: string) {
  const found = await page.evaluate(() => ({
    overflow: document.scrollingElement!.scrollWidth - window.innerWidth,
    clipped: [...document.querySelectorAll<HTMLElement>('main button')]
      .filter((b) => b.offsetParent !== null)
      .filter((b) => {
        const label = b.querySelector<HTMLElement>('.mantine-Button-label') ?? b;
        return label.scrollWidth > label.clientWidth + 1;
      })
      .map((b) => b.innerText.trim()),
  }));
  expect(found, what).toEqual({ overflow: 0, clipped: [] });
}

const box = async (l: Locator) => (await l.boundingBox())!;

/** Pixels the page's first table is wider than its box: every column is shown without scrolling sideways. */
const tableOverflow = (page: Page) =>
  page
    .getByRole('table')
    .first()
    .evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth);

/**
 * A table edited in place fits its card: no sideways scrolling, inside the form, and every input shows its
 * whole value.
 */
async function expectTableFits(page: Page, name: string, what: string) {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  const found = await table.evaluate((t) => {
    const scroller = t.closest<HTMLElement>('.mantine-ScrollArea-viewport') ?? t.parentElement!;
    const form = t.closest('form')!.getBoundingClientRect();
    return {
      scrolls: scroller.scrollWidth > scroller.clientWidth,
      outside: t.getBoundingClientRect().right > form.right,
      cutValues: [...t.querySelectorAll('input')]
        .filter((i) => i.scrollWidth > i.clientWidth)
        .map((i) => `${i.getAttribute('aria-label')}: ${i.value}`),
    };
  });
  expect(found, what).toEqual({ scrolls: false, outside: false, cutValues: [] });
}

/**
 * A list shows every date, status badge and column heading whole (names and addresses may end in '…'),
 * and the page does not scroll sideways.
 */
async function expectListWhole(page: Page, path: string, width: number) {
  await page.goto(path);
  await expect(page.locator('tbody tr[aria-rowindex]').first(), path).toBeVisible();
  const cut = await page
    .getByRole('table')
    .first()
    .evaluate((table) => {
      const outside = (el: HTMLElement, cell: HTMLElement) =>
        el.scrollWidth > el.clientWidth + 1 ||
        el.getBoundingClientRect().right > cell.getBoundingClientRect().right + 0.5;
      const heads = [...table.querySelectorAll<HTMLElement>('thead th')];
      const cells = [...table.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex] td')].flatMap((td) => {
        const badge = td.querySelector<HTMLElement>('.mantine-Badge-root');
        const date = /^\d\d\.\d\d\.\d{4}( \d\d:\d\d)?$/.test(td.innerText.trim()) ? td : null;
        return [badge, date]
          .filter((el): el is HTMLElement => !!el && outside(el, td))
          .map((el) => el.innerText);
      });
      const headings = heads.filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => th.innerText);
      return [...new Set([...cells, ...headings])];
    });
  expect(cut, `${width} ${path}`).toEqual([]);
  expect(await tableOverflow(page), `${width} ${path}: all columns`).toBeLessThanOrEqual(1);
  await expectWhole(page, `${width} ${path}`);
}

const lists = [
  '/personen',
  '/firmen',
  '/projekte',
  '/kaufobjekte',
  '/ankaeufe',
  '/vermarktung',
  '/angebotsobjekte',
  '/ausstattungsqualitaeten',
  '/grundkostenanteile',
  '/zertifizierungen',
  '/nutzwertgutachten',
  '/benutzer',
];

test('every list keeps its dates, status badges and headings whole at 1,280 and 1,920 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of lists) await expectListWhole(page, path, width);
  }
});

async function firstRecord(page: Page, list: string): Promise<string> {
  await page.goto(list);
  await page.locator('tbody tr[aria-rowindex]').first().click();
  await expect(page).toHaveURL(/\/\d+$/);
  return new URL(page.url()).pathname;
}

test('the screens that were cut or wrapped fit at 1,280 and 1,920 px', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  const user = (await apiPost(page, '/api/benutzer', {
    email: `${unique('breite')}@example.at`,
    name: 'Bea Breite',
    berechtigungen: ['personen.lesen'],
  })) as { data: { id: number } };
  const ankauf = await firstRecord(page, '/ankaeufe');
  const kaufobjekt = await firstRecord(page, '/kaufobjekte');
  const grundkostenanteil = await firstRecord(page, '/grundkostenanteile');
  const nutzwertgutachten = await firstRecord(page, '/nutzwertgutachten');

  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });

    // A user's actions stay on one line, and 'Gespeichert.' keeps its distance from them.
    await page.goto(`/benutzer/${user.data.id}`);
    // The sidebar shows the current page's entry, the last one, though the window is too low for all.
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const current = nav.getByRole('link', { name: 'BenutzerInnen', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });
    const actions = page.getByRole('button', { name: /Einmal-Link|Passwort setzen|anmelden|Anonymisieren/ });
    await expect(actions).toHaveCount(4);
    const tops = new Set(await actions.evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().top)));
    expect(tops.size, `${width}: one line`).toBe(1);
    await page.getByRole('button', { name: 'Speichern' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Gespeichert.' });
    await expect(saved).toBeVisible();
    const below = await box(actions.first());
    expect((await box(saved)).y, `${width}: gap above 'Gespeichert.'`).toBeGreaterThanOrEqual(
      below.y + below.height + 8,
    );
    await expectWhole(page, `${width} Benutzer`);

    // Many save buttons: Löschen stays on the first line, on the right.
    await page.goto(ankauf);
    const speichern = await box(page.getByRole('button', { name: 'Speichern', exact: true }));
    const loeschen = await box(page.getByRole('button', { name: 'Löschen', exact: true }));
    expect(loeschen.y, `${width}: Löschen beside Speichern`).toBe(speichern.y);
    // The status buttons stay together on one line (at 1,280 below Speichern, not one of them alone).
    const status = page.getByRole('button', { name: /^Als .* speichern$/ });
    await expect(status).toHaveCount(3);
    const statusTops = await status.evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().top));
    expect(new Set(statusTops).size, `${width}: status buttons on one line`).toBe(1);
    await expectWhole(page, `${width} Ankauf`);

    // The rows of a GKA and of a Nutzwertgutachten fit their card, their values whole.
    await page.goto(grundkostenanteil);
    await expectTableFits(page, 'Widmungen', `${width} Widmungen`);
    await expectWhole(page, `${width} Grundkostenanteil`);
    await page.goto(nutzwertgutachten);
    await expectTableFits(page, 'WE-Objekte', `${width} WE-Objekte`);
    await expectWhole(page, `${width} Nutzwertgutachten`);

    // The price helpers keep their labels whole.
    await page.goto(kaufobjekt);
    await expect(page.getByRole('button', { name: 'USt berechnen' })).toBeVisible();
    await expectWhole(page, `${width} Kaufobjekt`);
    // Below 1,408 px the deed's PDF picker has a line of its own, beside TZ and Gericht above it.
    const tz = await box(page.getByRole('textbox', { name: 'TZ', exact: true }));
    const pdf = await box(page.getByRole('textbox', { name: 'Urkunde (PDF)' }));
    if (width < 1408) expect(pdf.y, `${width}: PDF picker below TZ`).toBeGreaterThan(tz.y + tz.height);
    else expect(pdf.y, `${width}: PDF picker beside TZ`).toBeLessThan(tz.y + tz.height);

    // The BAB's 'Aus Grundkostenanteil übernehmen' stays inside its section.
    await page.goto('/ausstattungsqualitaeten/new');
    const section = await box(page.getByRole('region', { name: 'Grundkostenanteil' }));
    const gka = await box(page.getByRole('button', { name: 'Aus Grundkostenanteil übernehmen' }));
    expect(gka.x + gka.width, `${width}: inside its section`).toBeLessThanOrEqual(section.x + section.width);
    await expectWhole(page, `${width} BAB`);

    // The Datencheck's checks: names and badges wrap beside 'Jetzt prüfen' and 'Abfrage', nothing is cut.
    await page.goto('/datencheck');
    await expect(page.getByRole('button', { name: 'Jetzt prüfen' }).first()).toBeVisible();
    await expectWhole(page, `${width} Datencheck`);
    // Counts step in whole numbers, each step labelled once (not 0, 1, 1, 2 from 0, 0,5, 1, 1,5): the
    // overview and the trend of a check with 2 open rows.
    const toggle = page.getByRole('button', { name: /^Firmen mit ungültiger FirmenbuchNr (auf|zu)klappen$/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(page.getByRole('img', { name: 'Verlauf: neu, behoben, offen' }).first()).toBeVisible();
    const axes = await page
      .getByRole('img', { name: /^(Offen |Verlauf: )/ })
      .evaluateAll((charts) =>
        charts.flatMap((chart) =>
          [...chart.querySelectorAll('.recharts-cartesian-axis')].map((axis) =>
            [...axis.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((t) => t.textContent ?? ''),
          ),
        ),
      );
    const counts = axes.filter((ticks) => ticks.every((t) => /^[\d.]+$/.test(t)));
    expect(counts.length, `${width}: count axes`).toBeGreaterThanOrEqual(5);
    for (const ticks of counts)
      expect(new Set(ticks).size, `${width}: ${ticks.join(' ')}`).toBe(ticks.length);
  }
});

test('a read-only form is readable (4.5:1), looks not editable and offers nothing to clear; Kein Zugriff lines up', async ({
  page,
  browser,
}) => {
  await login(page);
  const email = `${unique('leserin')}@example.at`;
  const passwort = 'E2e-Leserin-Passwort';
  await apiPost(page, '/api/benutzer', {
    email,
    name: 'Lea Leserin',
    berechtigungen: ['personen.lesen', 'projekte.lesen'],
    passwort,
  });
  const reader = await (await browser.newContext()).newPage();
  await login(reader, { email, password: passwort });

  await reader.goto('/personen/1');
  const field = reader.getByLabel('Nachname');
  await expect(field).toBeDisabled();
  const look = await field.evaluate((input) => {
    const style = getComputedStyle(input);
    const rgb = (c: string) =>
      c
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [hi, lo] = [lum(style.color), lum(style.backgroundColor)].sort((a, b) => b - a);
    return {
      contrast: (hi! + 0.05) / (lo! + 0.05),
      opacity: Number(style.opacity),
      background: style.backgroundColor,
      cursor: style.cursor,
    };
  });
  expect(look.contrast).toBeGreaterThanOrEqual(4.5);
  expect(look.opacity).toBe(1);
  expect(look.background).not.toBe('rgb(255, 255, 255)');
  expect(look.cursor).toBe('not-allowed');

  // A read-only select offers nothing to clear.
  await reader.goto('/projekte/1');
  await expect(reader.getByRole('textbox', { name: 'Bundesland' })).toHaveValue('Wien');
  const clearButtons = reader.locator('main .mantine-InputClearButton-root');
  expect(await clearButtons.count()).toBeGreaterThan(0); // Mantine draws it; the read-only form hides it
  expect(await clearButtons.evaluateAll((bs) => bs.filter((b) => b.checkVisibility()).length)).toBe(0);

  // 'Kein Zugriff' starts where every page's heading starts.
  const headingX = async () => (await box(reader.getByRole('heading', { level: 1 }))).x;
  const pageX = await headingX();
  await reader.goto('/benutzer');
  await expect(reader.getByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeVisible();
  expect(await headingX()).toBe(pageX);
});

/** Placeholders wider than their field that are cut without '…' (measured in the field's own font). */
async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.locator('main input[placeholder]').evaluateAll((inputs) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return (inputs as HTMLInputElement[])
      .filter((input) => input.checkVisibility() && input.value === '')
      .filter((input) => {
        const style = getComputedStyle(input);
        context.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width > room && style.textOverflow !== 'ellipsis';
      })
      .map((input) => input.placeholder);
  });
}

test('filter bars, placeholders, the project areas and list headers stay on their lines at 1,280 and 1,920 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page);
  const projekt = await firstRecord(page, '/projekte');
  // A Firmenbuch query of one firm (the simulator answers 'Erfolgreich').
  const firmen = (await (await page.request.get('/api/firmen?limit=20')).json()).data as {
    fbnr: string | null;
  }[];
  const fbnr = firmen.find((f) => f.fbnr)!.fbnr!;
  const auszug = (await apiPost(page, '/api/firmen/fbuchauszug', { fbnr })) as [string, string, number];
  const headerLists = [
    '/personen',
    '/firmen',
    '/projekte',
    '/kaufobjekte',
    '/zertifizierungen',
    '/nutzwertgutachten',
  ];

  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const heights: Record<string, number> = {};
    for (const path of [...headerLists, '/importe/fbuch']) {
      await page.goto(path);
      const header = page.getByRole('heading', { level: 1 }).locator('..');
      await expect(page.getByRole('table').first(), path).toBeVisible();
      heights[path] = Math.round((await box(header)).height);
      expect.soft(await tableOverflow(page), `${width} ${path}: all columns`).toBeLessThanOrEqual(1);
      if (path === '/importe/fbuch') continue;
      // 'Filtern' and 'Zurücksetzen' stay on the line of the first fields, not on a row of their own.
      const filter = page.getByRole('search', { name: 'Filter' });
      const field = await box(filter.locator('input').first());
      for (const name of ['Filtern', 'Zurücksetzen']) {
        const button = await box(filter.getByRole('button', { name }));
        expect
          .soft(Math.abs(button.y - field.y), `${width} ${path}: ${name} beside the fields`)
          .toBeLessThan(2);
      }
      expect.soft(await cutPlaceholders(page), `${width} ${path}: placeholders`).toEqual([]);
    }
    // One header height for every list, with or without a labelled search field.
    expect.soft(new Set(Object.values(heights)).size, `${width}: ${JSON.stringify(heights)}`).toBe(1);

    // The project's related areas: one line of buttons.
    await page.goto(projekt);
    const areas = page.getByRole('navigation', { name: 'Bereiche des Projekts' }).locator('a, button');
    await expect(areas.first()).toBeVisible();
    const tops = await areas.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect.soft(new Set(tops).size, `${width}: related areas on one line`).toBe(1);

    // The extract's status badges are whole ('Erfolgreich', not 'ERFOL…').
    await page.goto(`/importe/fbuch/auszug/${auszug[2]}`);
    const badges = page
      .getByRole('table', { name: 'Abgefragte FirmenbuchNr' })
      .locator('tbody tr[data-status="success"] td:nth-child(3) span span');
    await expect(badges.first()).toBeVisible({ timeout: 20_000 });
    const cutBadges = await badges.evaluateAll((ls) =>
      ls.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
    );
    expect.soft(cutBadges, `${width}: extract status badges`).toEqual([]);
  }
});
