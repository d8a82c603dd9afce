import { expect, test, type Page } from '@playwright/test';
import { login, screenshot, unique, apiPost, createProjekt } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Angebotsobjekte' });
const dataRows = (page: Page) => table(page).locator('tbody tr[aria-rowindex]');
const filter = (page: Page) => page.getByRole('search', { name: 'Filter' });
const koBox = (page: Page, topNr: string) =>
  page.getByRole('checkbox', { name: `Kaufobjekt ${topNr} zuordnen` });

async function createAngebotsobjekt(page: Page, data: Record<string, unknown>): Promise<number> {
  return (await apiPost(page, '/api/angebotsobjekte', data)).data.id;
}

async function createKaufobjekt(page: Page, projekt_id: number, top_nr: string): Promise<number> {
  return (await apiPost(page, '/api/kaufobjekte', { projekt_id, top_nr, status: 1, bruttopreis: 420000 }))
    .data.id;
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('create and edit an Angebotsobjekt with the keyboard, German messages for bad input', async ({
  page,
}) => {
  const projekt = await createProjekt(page, { name: unique('Preisliste ') });
  await page.goto(`/angebotsobjekte/new?projekt_id=${projekt.id}`);
  // The link preselects the project; the cursor waits in the TopNr.
  await expect(page.getByRole('combobox', { name: 'Projekt' })).toHaveValue(
    `${projekt.projektnr} – ${projekt.name}`,
  );
  await expect(page.getByLabel('TopNr')).toBeFocused();
  await page.getByLabel('TopNr').press('Enter');
  await expect(page.getByText('Dieses Feld ist ein Pflichtfeld.')).toBeVisible();

  await page.getByLabel('TopNr').fill('Top 7');
  await page.keyboard.press('Tab');
  await page.keyboard.type('72,35');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2,25');
  await page.getByLabel('Preis (€)').fill('489.000');
  await page.getByLabel('Stand').fill('01.03.2026');
  await page.getByLabel('Stand').press('Enter');
  await expect(page.getByText('Höchstens eine Nachkommastelle erlaubt.')).toBeVisible();
  await screenshot(page, 'angebotsobjekt-neu-fehler');
  await page.getByLabel('Zimmer').fill('2,5');
  await page.getByLabel('Zimmer').press('Enter');

  await expect(page).toHaveURL(/\/angebotsobjekte\/\d+$/);
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Angebotsobjekt Top 7');
  await expect(page.getByLabel('Fläche (m²)')).toHaveValue('72,35');
  await expect(page.getByLabel('Preis (€)')).toHaveValue('489.000,00');
  await expect(page.getByLabel('Stand')).toHaveValue('01.03.2026');
  await screenshot(page, 'angebotsobjekt-bearbeiten');

  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Reserviert' }).click();
  await page.getByLabel('Preis (€)').fill('499000');
  await page.getByLabel('Preis (€)').press('Enter');
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Preis (€)')).toHaveValue('499.000,00');
  await expect(page.getByRole('textbox', { name: 'Status' })).toHaveValue('Reserviert');
  await expect(page.getByLabel('Zimmer')).toHaveValue('2,5');
});

test('the list filters by status and TopNr, keeps a project filter from a link and sorts by price', async ({
  page,
}) => {
  const projekt = await createProjekt(page, { name: unique('Preisliste ') });
  await createAngebotsobjekt(page, {
    projekt_id: projekt.id,
    top_nr: 'Top 1',
    flaeche: 50,
    preis: 310000,
    status: 'verkauft',
  });
  await createAngebotsobjekt(page, { projekt_id: projekt.id, top_nr: 'Top 2', flaeche: 61.5, preis: 420000 });
  await createAngebotsobjekt(page, { projekt_id: projekt.id, top_nr: 'Top 10', flaeche: 88, preis: 790000 });

  // The demo data has price lists; units sold in the Kaufobjekte demo data are assigned to them.
  await page.goto('/angebotsobjekte');
  await expect(dataRows(page).first()).toBeVisible();
  const demo = await (
    await page.request.get(`/api/angebotsobjekte?q[]=${encodeURIComponent('projektnr:24001')}`)
  ).json();
  expect(demo.data.some((a: { kaufobjekte_anzahl: number }) => a.kaufobjekte_anzahl > 0)).toBe(true);
  await screenshot(page, 'angebotsobjekte-liste');

  await page.goto(`/angebotsobjekte?q[]=projekt_id:${projekt.id}`);
  await expect(page.getByText(`Projekt: ${projekt.projektnr} – ${projekt.name}`)).toBeVisible();
  await expect(dataRows(page)).toHaveCount(3);
  // TopNr in natural order: 2 before 10.
  await expect(dataRows(page).locator('td:nth-child(3)')).toHaveText(['Top 1', 'Top 2', 'Top 10']);
  await expect(dataRows(page).nth(1)).toContainText('6.829,27');
  await screenshot(page, 'angebotsobjekte-projekt');

  await table(page).getByRole('button', { name: 'Preis' }).click();
  await expect(page).toHaveURL(/sort=preis/);
  await table(page).getByRole('button', { name: 'Preis' }).click();
  await expect(dataRows(page).first()).toContainText('790.000,00');

  await filter(page).getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Verkauft' }).click();
  await filter(page).getByRole('button', { name: 'Filtern' }).click();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('Top 1');
  await expect(page).toHaveURL(new RegExp(`projekt_id%3A${projekt.id}|projekt_id:${projekt.id}`));

  await filter(page).getByRole('button', { name: 'Zurücksetzen' }).click();
  await filter(page).getByLabel('TopNr').fill('top 1');
  await filter(page).getByLabel('TopNr').press('Enter');
  await expect(dataRows(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Projektfilter entfernen' }).click();
  await expect(page.getByText(`Projekt: ${projekt.projektnr}`)).toHaveCount(0);
  await expect.poll(async () => dataRows(page).count()).toBeGreaterThan(2);
});

test('KO-Zuordnung: matching TopNr pre-ticked on new, create becomes new on filtering, failure message', async ({
  page,
}) => {
  const projekt = await createProjekt(page, { name: unique('Preisliste ') });
  const ao3 = await createAngebotsobjekt(page, { projekt_id: projekt.id, top_nr: 'Top 3' });
  const ao4 = await createAngebotsobjekt(page, { projekt_id: projekt.id, top_nr: 'Top 4' });
  const k03 = await createKaufobjekt(page, projekt.id, 'TOP 03');
  const k3 = await createKaufobjekt(page, projekt.id, '3');
  const k4 = await createKaufobjekt(page, projekt.id, 'Top 4');
  const k13 = await createKaufobjekt(page, projekt.id, 'Top 13');
  await apiPost(page, `/api/angebotsobjekte/${ao4}/ko_zuordnung`, { zuordnen: [k4] });

  // From the Angebotsobjekt to its Zuordnung page ('new').
  await page.goto(`/angebotsobjekte/${ao3}`);
  await page.getByRole('link', { name: /Kaufobjekte zuordnen/ }).click();
  await expect(page).toHaveURL(new RegExp(`/angebotsobjekte/${ao3}/ko_zuordnung/new$`));
  await expect(koBox(page, 'TOP 03')).toBeChecked();
  await expect(koBox(page, '3')).toBeChecked();
  await expect(koBox(page, 'Top 13')).not.toBeChecked();
  // Assigned to another Angebotsobjekt: shown, not tickable here.
  await expect(koBox(page, 'Top 4')).toBeDisabled();
  await expect(page.getByTestId(`ko-${k4}`)).toContainText('Angebotsobjekt Top 4');
  await expect(page.getByText('2 zuordnen, 0 entfernen')).toBeVisible();
  await screenshot(page, 'ko-zuordnung-new');

  // Keyboard: untick '3' with Space, save with Enter on the button.
  await koBox(page, '3').focus();
  await page.keyboard.press('Space');
  await expect(koBox(page, '3')).not.toBeChecked();
  await page.getByRole('button', { name: 'Zuordnung speichern' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(page.getByTestId(`ko-${k03}`)).toContainText('diesem Angebotsobjekt');
  await expect(koBox(page, '3')).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Zuordnung speichern' })).toBeDisabled();
  const stored = await (await page.request.get(`/api/ko_zuordnung/projekt/${projekt.id}`)).json();
  expect(
    stored.data.angebotsobjekte.map((a: { id: number; kaufobjekt_ids: number[] }) => [
      a.id,
      a.kaufobjekt_ids,
    ]),
  ).toEqual([
    [ao3, [k03]],
    [ao4, [k4]],
  ]);

  // 'create': only what is assigned is ticked; filtering reloads the page as 'new', which pre-ticks matches.
  await page.goto(`/angebotsobjekte/${ao3}/ko_zuordnung/create`);
  await expect(koBox(page, 'TOP 03')).toBeChecked();
  await expect(koBox(page, '3')).not.toBeChecked();
  await filter(page).getByLabel('Zugeordnet').click();
  await page.getByRole('option', { name: 'nicht zugeordnet' }).click();
  await filter(page).getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(new RegExp(`/angebotsobjekte/${ao3}/ko_zuordnung/new\\?q%5B%5D=zugeordnet`));
  await expect(koBox(page, 'TOP 03')).toHaveCount(0);
  await expect(koBox(page, '3')).toBeChecked();
  await screenshot(page, 'ko-zuordnung-gefiltert');

  // Someone else assigns Top 13 meanwhile: saving fails with SPEC's message and the reason.
  await koBox(page, '3').uncheck();
  await koBox(page, 'Top 13').check();
  await apiPost(page, `/api/angebotsobjekte/${ao4}/ko_zuordnung`, { zuordnen: [k13] });
  await page.getByRole('button', { name: 'Zuordnung speichern' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Konnte Zuordnung nicht vorhnehmen.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Kaufobjekt Top 13 ist bereits dem Angebotsobjekt Top 4 zugeordnet.');
  await screenshot(page, 'ko-zuordnung-fehler');
  expect(k3).toBeGreaterThan(0);
});
