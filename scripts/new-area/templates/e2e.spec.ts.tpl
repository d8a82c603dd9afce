import { expect, test } from '@playwright/test';
import { createProjekt, login, unique } from './fixtures';

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('__label__: one created for a project is in its list', async ({ page }) => {
  const projekt = await createProjekt(page, { name: unique('__label__ ') });
  const bezeichnung = unique('Eintrag ');
  await page.goto(`/__key__/new?projekt_id=${projekt.id}`);
  const form = page.getByRole('form', { name: '__newLabel__' });
  await form.getByLabel('Bezeichnung').fill(bezeichnung);
  await form.getByLabel('Datum').fill('15.03.2026');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/__key__\/\d+$/);
  await expect(page.getByRole('status').getByText('Gespeichert.')).toBeVisible();

  await page.goto(`/__key__?q[]=${encodeURIComponent(`projekt_id:${projekt.id}`)}`);
  await expect(page.getByRole('table', { name: '__label__' }).getByText(bezeichnung)).toBeVisible();
});
