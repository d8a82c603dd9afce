import { expect, test, type Page } from '@playwright/test';
import { login, screenshot, unique, createProjekt } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Zertifizierungen' });
const dataRows = (page: Page) => table(page).locator('tbody tr[aria-rowindex]');

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('the class choices depend on the type; ÖGNB/TQB takes points 0–1000; several per project', async ({
  page,
}) => {
  const projekt = await createProjekt(page, { name: unique('Zertifiziert ') });
  await page.goto(`/zertifizierungen/new?projekt_id=${projekt.id}`);
  const form = page.getByRole('form', { name: 'Neue Zertifizierung' });
  await expect(form.getByRole('combobox', { name: 'Projekt' })).toHaveValue(
    `${projekt.projektnr} – ${projekt.name}`,
  );
  await expect(form.getByLabel('Klasse')).toBeDisabled();

  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Bitte einen Zertifizierungstyp wählen.')).toBeVisible();

  await form.getByLabel('Typ').selectOption({ label: 'LEED' });
  const options = async () => (await form.getByLabel('Klasse').locator('option').allInnerTexts()).slice(1);
  expect(await options()).toEqual(['Platinum', 'Gold', 'Silver', 'Certified']);
  await form.getByLabel('Typ').selectOption({ label: 'ÖGNI/DGNB' });
  expect(await options()).toEqual(['Platin', 'Gold', 'Silber', 'Bronze']);
  await form.getByLabel('Klasse').selectOption('Platin');

  // ÖGNB/TQB: points instead of a class.
  await form.getByLabel('Typ').selectOption({ label: 'ÖGNB/TQB' });
  await form.getByLabel('Punkte').fill('1001');
  await form.getByLabel('Punkte').press('Enter');
  await expect(form.getByText('Bitte ganze Punkte von 0 bis 1000 eingeben.')).toBeVisible();
  await screenshot(page, 'zertifizierung-neu-fehler');
  await form.getByLabel('Punkte').fill('1000');
  await form.getByLabel('Datum').fill('15.03.2025');
  await form.getByLabel('Datum').press('Enter');

  await expect(page).toHaveURL(/\/zertifizierungen\/\d+$/);
  await expect(page.getByRole('status').getByText('Gespeichert.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ÖGNB/TQB 1000');

  // Change the type: the class must be chosen again.
  const edit = page.getByRole('form', { name: 'Zertifizierung bearbeiten' });
  await edit.getByLabel('Typ').selectOption({ label: 'klimaaktiv' });
  await expect(edit.getByLabel('Klasse')).toHaveValue('');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(edit.getByText('Dieses Feld ist ein Pflichtfeld.')).toBeVisible();
  await edit.getByLabel('Klasse').selectOption('Gold');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').getByText('Gespeichert.')).toBeVisible();
  await screenshot(page, 'zertifizierung-bearbeiten');

  // A second one for the same project; the project's list shows both.
  await page.goto(`/zertifizierungen?q[]=${encodeURIComponent(`projekt_id:${projekt.id}`)}`);
  await page.getByRole('link', { name: 'Neue Zertifizierung' }).click();
  const second = page.getByRole('form', { name: 'Neue Zertifizierung' });
  await expect(second.getByRole('combobox', { name: 'Projekt' })).toHaveValue(
    `${projekt.projektnr} – ${projekt.name}`,
  );
  await second.getByLabel('Typ').selectOption({ label: 'EU-Taxonomie' });
  await second.getByLabel('Klasse').selectOption('konform');
  await second.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').getByText('Gespeichert.')).toBeVisible();
  await page.goto(`/zertifizierungen?q[]=${encodeURIComponent(`projekt_id:${projekt.id}`)}`);
  await expect(dataRows(page)).toHaveCount(2);
  await expect(table(page)).toContainText('klimaaktiv');
  await expect(table(page)).toContainText('EU-Taxonomie');
  await expect(page.getByText(`${projekt.projektnr}`).first()).toBeVisible();
  await screenshot(page, 'zertifizierungen-projekt');
});

test('the server rejects a class not of the type', async ({ page }) => {
  const projekt = await createProjekt(page, { name: unique('Zertifiziert ') });
  const session = await (await page.request.get('/api/session')).json();
  const res = await page.request.post('/api/zertifizierungen', {
    data: { projekt_id: projekt.id, typ_id: 'klimaaktiv', klasse: 'Platinum' },
    headers: { 'x-csrf-token': session.data.csrfToken },
  });
  expect(res.status()).toBe(422);
  expect((await res.json()).errors).toEqual({
    klasse: ['Diese Klasse gehört nicht zum gewählten Zertifizierungstyp.'],
  });
});
