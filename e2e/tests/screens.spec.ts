import { expect, test, type Page } from '@playwright/test';
import { csrfToken, login, unique } from './fixtures';

// Issue 9, 'Screens': scrollspy, confirm focus, person typeahead, list widths and sorting, Projektnr filter,
// keyboard rows, map labels.

test.beforeEach(async ({ page }) => {
  await login(page);
});

const spy = (page: Page) => page.getByRole('navigation', { name: 'Abschnitte' });
const activeLink = (page: Page) => spy(page).locator('a[aria-current="location"]');

test('the scrollspy of a long form reaches its last sections (bottom of the page, clicked link)', async ({
  page,
}) => {
  await page.goto('/projekte/1');
  // Four sections and the record's Verlauf (issue 28), last on every edit page.
  await expect(spy(page).getByRole('link')).toHaveCount(5);
  await expect(activeLink(page)).toHaveText('Stammdaten');

  // At the bottom the last section is active although its top never reaches the spy line.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(activeLink(page)).toHaveText(/^Verlauf/);

  // A click activates the section it jumps to, also one that cannot scroll up to the line.
  await spy(page).getByRole('link', { name: /^URLs/ }).click();
  await expect(activeLink(page)).toHaveText(/^URLs/);
  await spy(page).getByRole('link', { name: 'Stammdaten' }).click();
  await expect(activeLink(page)).toHaveText('Stammdaten');
  await expect(page.getByRole('region', { name: 'Stammdaten' })).toBeInViewport();

  // The BAB form: its last three sections were never active before.
  await page.goto('/ausstattungsqualitaeten/1');
  await expect(spy(page).getByRole('link')).toHaveCount(7);
  await spy(page).getByRole('link', { name: 'Energieausweis' }).click();
  await expect(activeLink(page)).toHaveText('Energieausweis');
  await spy(page).getByRole('link', { name: 'Grundkostenanteil' }).click();
  await expect(activeLink(page)).toHaveText('Grundkostenanteil');
  await page.mouse.wheel(0, 20_000);
  await expect(activeLink(page)).toHaveText(/^Verlauf/);

  // Other long forms get it too.
  for (const path of [
    '/kaufobjekte',
    '/ankaeufe',
    '/vermarktung',
    '/nutzwertgutachten',
    '/grundkostenanteile',
    '/firmen',
  ]) {
    await page.goto(path);
    await page.locator('tbody tr[aria-rowindex]').first().click();
    await expect(spy(page).getByRole('link', { name: 'Stammdaten' }), path).toBeVisible();
  }
});

test('a confirm dialog focuses Abbrechen: Enter, Enter deletes nothing', async ({ page }) => {
  const nachname = unique('Bleibt');
  const res = await page.request.post('/api/personen', {
    headers: { 'x-csrf-token': await csrfToken(page) },
    data: { vorname: 'Anna', nachname },
  });
  const id = (await res.json()).data.id;
  await page.goto(`/personen/${id}`);
  await page.getByRole('button', { name: 'Löschen' }).click();
  const ask = page.getByRole('dialog', { name: 'Wirklich löschen?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/personen/${id}$`));
  expect((await page.request.get(`/api/personen/${id}`)).status()).toBe(200);
});

test("'Neu anlegen …' of the person typeahead fills the typed name in", async ({ page }) => {
  await page.goto('/personen');
  const search = page.getByRole('combobox', { name: 'Person suchen' });
  const modal = page.getByRole('dialog', { name: 'Neue Person' });

  const nachname = unique('Musterfrau');
  await search.fill(`Maria Theresia ${nachname}`);
  await page.getByRole('option', { name: /Neu anlegen/ }).click();
  await expect(modal.getByLabel('Vorname')).toHaveValue('Maria Theresia');
  await expect(modal.getByLabel('Nachname')).toHaveValue(nachname);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await search.fill(nachname);
  await search.press('ArrowUp'); // 'Neu anlegen …' is the last option
  await page.getByRole('option', { name: /Neu anlegen/ }).click();
  await expect(modal.getByLabel('Nachname')).toHaveValue(nachname);
  await expect(modal.getByLabel('Vorname')).toHaveValue('');
});

test('Kaufobjekte sort by Projekt and €/m²', async ({ page }) => {
  await page.goto('/kaufobjekte');
  const table = page.getByRole('table', { name: 'Kaufobjekte' });
  await table.getByRole('button', { name: '€/m²' }).click();
  await expect(page).toHaveURL(/sort=preis_m2/);
  await expect(table.getByRole('columnheader', { name: '€/m²' })).toHaveAttribute('aria-sort', 'ascending');
  // The rows follow the URL once the server answered.
  const perM2 = async () =>
    (await table.locator('tbody tr[aria-rowindex] td:nth-child(8)').allTextContents())
      .filter(Boolean)
      .map((t) => Number(t.replace(/\./g, '').replace(',', '.')));
  await expect.poll(async () => (await perM2()).length).toBeGreaterThan(2);
  await expect
    .poll(async () => {
      const numbers = await perM2();
      return [...numbers].sort((a, b) => a - b).join() === numbers.join();
    })
    .toBe(true);

  await table.getByRole('button', { name: 'Projekt' }).click();
  await expect(page).toHaveURL(/sort=projekt/);
  await expect(table.getByRole('columnheader', { name: 'Projekt' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('lists filter by Projektnr; from the project page they name the project, not its id', async ({
  page,
}) => {
  const [ankauf] = (await (await page.request.get('/api/ankaeufe?per_page=1')).json()).data as {
    projekt_id: number;
  }[];
  const projekt = (await (await page.request.get(`/api/projekte/${ankauf!.projekt_id}`)).json()).data as {
    id: number;
    projektnr: number;
    name: string;
  };
  await page.goto(`/projekte/${projekt.id}`);
  await page
    .getByRole('navigation', { name: 'Bereiche des Projekts' })
    .getByRole('link', { name: 'Ankäufe' })
    .click();
  await expect(page.getByText(`Projekt: ${projekt.projektnr} – ${projekt.name}`)).toBeVisible();
  const filter = page.getByRole('search', { name: 'Filter' });
  await expect(filter.getByLabel('Projekt-ID')).toHaveCount(0);
  await expect(page.getByText('Projekt-ID')).toHaveCount(0);

  // The scope stays when the form filters; the badge removes it.
  await filter.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(new RegExp(`projekt_id%3A${projekt.id}`));
  await page.getByRole('button', { name: 'Projektfilter entfernen' }).click();
  await expect(page).not.toHaveURL(/projekt_id/);

  await filter.getByLabel('Projektnr.').fill(String(projekt.projektnr));
  await filter.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(new RegExp(`projektnr%3A${projekt.projektnr}`));
  const rows = page.locator('tbody tr[aria-rowindex]');
  await expect(rows.first()).toBeVisible();
  await expect
    .poll(async () =>
      (await rows.allTextContents()).every((text) => text.includes(String(projekt.projektnr))),
    )
    .toBe(true);
});

test('holding ArrowDown moves exactly one row per key event and keeps the row in view', async ({ page }) => {
  await page.goto('/personen');
  const rows = page.locator('tbody tr[aria-rowindex]');
  await expect(rows.nth(20)).toBeAttached();
  await rows.first().focus();
  // A held key: repeated key events faster than the browser draws frames.
  await page.evaluate(() => {
    for (let i = 0; i < 15; i++)
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }),
      );
  });
  await expect(page.locator('tbody tr:focus')).toHaveAttribute('aria-rowindex', '17');
  await expect(page.locator('tbody tr:focus')).toBeInViewport();
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('tbody tr:focus')).toHaveAttribute('aria-rowindex', '16');
});

test('the map speaks German: zoom tooltips and a de-AT caption', async ({ page }) => {
  await page.goto('/projekte/1');
  await expect(page.getByRole('button', { name: 'Vergrößern' })).toHaveAttribute('title', 'Vergrößern');
  await expect(page.getByRole('button', { name: 'Verkleinern' })).toHaveAttribute('title', 'Verkleinern');
  await page.getByLabel('Breitengrad').fill('48,212327');
  await page.getByLabel('Längengrad').fill('16,3731');
  await expect(page.getByText('48,212327° N, 16,373100° O')).toBeVisible();
});
