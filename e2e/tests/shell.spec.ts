import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { admin, login, screenshot } from './fixtures';

test('a wrong password is refused with a German message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(admin.email);
  await page.getByRole('textbox', { name: 'Passwort' }).fill('falsch');
  await page.getByRole('textbox', { name: 'Passwort' }).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
  await expect(page).toHaveURL(/\/login/);
  await screenshot(page, 'login-fehler');
});

test('an empty login form names the missing fields and sends nothing', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Dieses Feld ist ein Pflichtfeld.')).toHaveCount(2);
});

test('a deep link survives the login, then the shell navigates and logs out', async ({ page }) => {
  await page.goto('/personen?sort=vorname');
  await expect(page).toHaveURL(/\/login\?next=/);
  await login(page, admin, page.url());
  await expect(page).toHaveURL(/\/personen\?sort=vorname/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personen' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Start' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Willkommen');
  await expect(page).toHaveTitle(/Start/);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await screenshot(page, 'start');

  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await screenshot(page, 'nicht-gefunden');

  await page.getByRole('button', { name: /Benutzermenü/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/personen');
  await expect(page).toHaveURL(/\/login/);
});

test('the API answers JSON 404 under /api and the SPA elsewhere', async ({ request }) => {
  const api = await request.get('/api/gibt-es-nicht');
  expect(api.status()).toBe(404);
  expect((await api.json()).status).toBe('error');
  const page = await request.get('/personen/123');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
});
