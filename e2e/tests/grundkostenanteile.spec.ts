import { expect, test, type Page } from '@playwright/test';
import { login, screenshot, unique, apiPost, createProjekt } from './fixtures';

const ergebnis = (page: Page, label: string) => page.getByTestId(`ergebnis-${label}`);

/** Adds a widmung row and fills it as a person would: Tab from field to field (storeys 3 m high unless said). */
async function addRow(
  page: Page,
  n: number,
  row: {
    widmung: string;
    bauklasse: string;
    flaeche: string;
    hoehe: string;
    geschoss?: string;
    ratio?: string;
  },
) {
  await page.getByRole('button', { name: 'Widmung hinzufügen' }).click();
  await page.getByLabel(`Widmung Zeile ${n}`).fill(row.widmung);
  await page.getByLabel(`Bauklasse Zeile ${n}`).selectOption(row.bauklasse);
  await page.getByLabel(`Fläche Zeile ${n}`).fill(row.flaeche);
  await page.getByLabel(`Höhe Zeile ${n}`, { exact: true }).fill(row.hoehe);
  await page.getByLabel(`Geschoßhöhe Zeile ${n}`).fill(row.geschoss ?? '3');
  if (row.ratio) await page.getByLabel(`NFL/BGF Zeile ${n}`).fill(row.ratio);
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('the list shows the demo Grundkostenanteile with their results', async ({ page }) => {
  await page.goto('/grundkostenanteile');
  const rows = page.getByRole('table', { name: 'Grundkostenanteile' }).locator('tbody tr[aria-rowindex]');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(15);
  await expect(rows.first()).toContainText('€');
  await screenshot(page, 'gka-liste');
});

test('widmung rows added, edited and removed with live storeys, BGF, NFL, sums and prices; the Ankäufe give the price', async ({
  page,
}) => {
  const projekt = await createProjekt(page, { name: unique('Widmung ') });
  await apiPost(page, '/api/ankaeufe', { projekt_id: projekt.id, status: 1, ankaufpreis: 1000000.4 });
  await apiPost(page, '/api/ankaeufe', { projekt_id: projekt.id, status: 1, ankaufpreis: 234567.3 });

  await page.goto(`/grundkostenanteile/new?projekt_id=${projekt.id}`);
  const form = page.getByRole('form', { name: 'Neuer Grundkostenanteil' });
  await expect(form.getByRole('combobox', { name: 'Projekt' })).toHaveValue(
    `${projekt.projektnr} – ${projekt.name}`,
  );
  await expect(form.getByRole('checkbox', { name: 'aus Ankäufen' })).toBeChecked();
  await expect(form.getByText('Summe der Ankäufe des Projekts: 1.234.568,00\u00a0€')).toBeVisible();
  await expect(ergebnis(page, 'Kaufpreissumme')).toHaveText('1.234.568,00\u00a0€');
  await expect(form.getByText('Noch keine Widmungen erfasst.')).toBeVisible();

  await addRow(page, 1, { widmung: 'Wohngebiet', bauklasse: 'III', flaeche: '500', hoehe: '16' });
  await expect(page.getByLabel('NFL/BGF Zeile 1')).toHaveValue('0,78');
  await expect(page.getByLabel('Geschoße Zeile 1')).toHaveText('5');
  await expect(page.getByLabel('BGF Zeile 1', { exact: true })).toHaveText('2.500,00');
  await expect(page.getByLabel('NFL Zeile 1', { exact: true })).toHaveText('1.950,00');

  await addRow(page, 2, { widmung: 'Gemischtes Baugebiet', bauklasse: 'I', flaeche: '120', hoehe: '9' });
  await addRow(page, 3, { widmung: 'Irrtum', bauklasse: 'II', flaeche: '99', hoehe: '12' });
  await form.getByRole('button', { name: 'Zeile 3 entfernen' }).click();
  await expect(page.getByTestId('widmung-zeile')).toHaveCount(2);

  await expect(page.getByLabel('Summe BGF')).toHaveText('2.860,00');
  await expect(page.getByLabel('Summe NFL')).toHaveText('2.230,80');
  await expect(ergebnis(page, '€/m² BGF')).toHaveText('431,67\u00a0€');
  await expect(ergebnis(page, '€/m² NFL')).toHaveText('553,42\u00a0€');

  // A storey higher than the building: the form says so and sends nothing.
  await page.getByLabel('Geschoßhöhe Zeile 2').fill('9,5');
  await page.getByLabel('Geschoßhöhe Zeile 2').press('Enter');
  await expect(form.getByText('Die Geschoßhöhe darf nicht größer als die Gebäudehöhe sein.')).toBeVisible();
  await page.getByLabel('NFL/BGF Zeile 1').fill('1,2');
  await page.getByLabel('NFL/BGF Zeile 1').press('Enter');
  await expect(
    form.getByText('Das Verhältnis NFL/BGF muss größer als 0 und höchstens 1 sein.'),
  ).toBeVisible();
  await screenshot(page, 'gka-neu-fehler');
  await page.getByLabel('NFL/BGF Zeile 1').fill('0,78');
  await page.getByLabel('Geschoßhöhe Zeile 2').fill('3');
  await screenshot(page, 'gka-neu');
  await page.getByLabel('Geschoßhöhe Zeile 2').press('Enter');

  await expect(page).toHaveURL(/\/grundkostenanteile\/\d+$/);
  await expect(page.getByRole('status').getByText('Gespeichert.')).toBeVisible();
  const edit = page.getByRole('form', { name: 'Grundkostenanteil bearbeiten' });
  await expect(page.getByLabel('Summe NFL')).toHaveText('2.230,80');
  await expect(ergebnis(page, '€/m² NFL')).toHaveText('553,42\u00a0€');

  // Override the purchase price: whole euros.
  await edit.getByRole('checkbox', { name: 'aus Ankäufen' }).uncheck();
  await expect(edit.getByLabel('Kaufpreissumme (€)')).toHaveValue('1.234.568');
  await edit.getByLabel('Kaufpreissumme (€)').fill('900.000,50');
  // Whole euros (SPEC §9), already while typing.
  await expect(ergebnis(page, 'Kaufpreissumme')).toHaveText('900.001,00\u00a0€');
  await page.getByLabel('Fläche Zeile 2').fill('200');
  await expect(page.getByLabel('BGF Zeile 2', { exact: true })).toHaveText('600,00');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').getByText('Gespeichert.')).toBeVisible();
  await expect(edit.getByLabel('Kaufpreissumme (€)')).toHaveValue('900.001');
  await expect(ergebnis(page, 'Kaufpreissumme')).toHaveText('900.001,00\u00a0€');
  await expect(page.getByLabel('Summe BGF')).toHaveText('3.100,00');
  await expect(ergebnis(page, '€/m² NFL')).toHaveText('372,21\u00a0€'); // 900001 / 2418
  await screenshot(page, 'gka-bearbeiten');

  // The Ankauf form takes gkq and NFL from here.
  await page.goto(`/ankaeufe/new?projekt_id=${projekt.id}`);
  await page.getByRole('button', { name: 'Aus Grundkostenanteil übernehmen' }).click();
  await expect(page.getByText('Aus dem Grundkostenanteil übernommen.')).toBeVisible();
  await expect(page.getByLabel('GKA (€/m² NFL)')).toHaveValue('372,21');
  await expect(page.getByLabel('Nutzfläche (m²)')).toHaveValue('2.418,00');

  // Opening "new" for a project that has one opens that one (one per project).
  await page.goto(`/grundkostenanteile/new?projekt_id=${projekt.id}`);
  await expect(page).toHaveURL(/\/grundkostenanteile\/\d+$/);
});

test('the Ankauf form says so when the project has no Grundkostenanteil', async ({ page }) => {
  const projekt = await createProjekt(page, { name: unique('Widmung ') });
  await page.goto(`/ankaeufe/new?projekt_id=${projekt.id}`);
  await expect(page.getByRole('combobox', { name: 'Projekt' })).toHaveValue(
    `${projekt.projektnr} – ${projekt.name}`,
  );
  await page.getByRole('button', { name: 'Aus Grundkostenanteil übernehmen' }).click();
  await expect(
    page.getByRole('alert').getByText('Für dieses Projekt gibt es keinen Grundkostenanteil.'),
  ).toBeVisible();
  await screenshot(page, 'gka-nfl-keiner');
});

test('a stale save shows both versions; the saved one can be taken over; delete asks first', async ({
  page,
}) => {
  const projekt = await createProjekt(page, { name: unique('Widmung ') });
  const created = await apiPost(page, '/api/grundkostenanteile', {
    projekt_id: projekt.id,
    kaufpreis_summe: 500000,
    widmungen: [{ widmung: 'Wohngebiet', bauklasse: 'IV', flaeche: 400, hoehe: 21, hoehe_geschoss: 3 }],
  });
  const id = created.data.id as number;
  await page.goto(`/grundkostenanteile/${id}`);
  const edit = page.getByRole('form', { name: 'Grundkostenanteil bearbeiten' });
  await expect(page.getByLabel('Geschoße Zeile 1')).toHaveText('7');

  // Someone else saves meanwhile.
  const session = await (await page.request.get('/api/session')).json();
  const other = await page.request.put(`/api/grundkostenanteile/${id}`, {
    data: { version: 1, kaufpreis_summe: 600000, widmungen: created.data.widmungen },
    headers: { 'x-csrf-token': session.data.csrfToken },
  });
  expect(other.ok()).toBe(true);

  await edit.getByLabel('Kaufpreissumme (€)').fill('550.000');
  await edit.getByLabel('Kaufpreissumme (€)').press('Enter');
  const conflict = page
    .getByRole('alert')
    .filter({ hasText: 'Der Datensatz wurde inzwischen von jemand anderem geändert.' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('table', { name: 'Versionsvergleich' })).toContainText('550.000,00\u00a0€');
  await expect(conflict.getByRole('table', { name: 'Versionsvergleich' })).toContainText('600.000,00\u00a0€');
  await screenshot(page, 'gka-konflikt');
  await conflict.getByRole('button', { name: 'Aktuelle Version übernehmen' }).click();
  await expect(edit.getByLabel('Kaufpreissumme (€)')).toHaveValue('600.000');

  await edit.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('dialog', { name: 'Wirklich löschen?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page).toHaveURL(/\/grundkostenanteile\?/);
  await expect(
    page.getByRole('table', { name: 'Grundkostenanteile' }).locator('tbody tr[aria-rowindex]'),
  ).toHaveCount(0);
});
