import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { apiCall, apiPost, createFirma, createProjekt, login, screenshot, unique } from './fixtures';

/** Issue 28: an area's Papierkorb on the screen — from the list, restore, once only, and not for readers. */

const restoreCalls = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/papierkorb/')) seen.push(r.url());
  });
  return seen;
};

/** A Firma deleted through the API (test setup); answers its id and name. */
async function deletedFirma(page: Page, fields: Record<string, unknown> = {}) {
  const firma = await createFirma(page, { name: unique('Korbfirma '), ...fields });
  await apiCall(page, 'delete', `/api/firmen/${firma.id}`);
  return firma;
}

/** A 6-digit FN with its correct check letter that no other test uses. */
function uniqueFn(): string {
  const n = 100_000 + Math.floor(Math.random() * 899_999);
  return `${n}${'abdfghikmpstvwxyz'[n % 17]}`;
}

test('a deleted Firma is in the bin reached from the list, and a restore brings it back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  const firma = await deletedFirma(page);
  const posts = restoreCalls(page);

  await page.goto('/firmen');
  await page.getByRole('link', { name: 'Papierkorb' }).click();
  await expect(page).toHaveURL(/\/firmen\/papierkorb$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Papierkorb – Firmen' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: firma.name });
  await expect(row).toContainText('in 29 Tagen');
  await screenshot(page, 'papierkorb-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(page, 'papierkorb-1920');

  // A double click restores once: one request, no 'not found' from a second one.
  await row.getByRole('button', { name: `${firma.name} wiederherstellen` }).dblclick();
  const done = page.getByRole('status').filter({ hasText: `„${firma.name}“ wurde wiederhergestellt.` });
  await expect(done).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(posts).toHaveLength(1);

  await done.getByRole('link', { name: 'Firma öffnen' }).click();
  await expect(page).toHaveURL(new RegExp(`/firmen/${firma.id}$`));
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(firma.name);
});

test('restore by keyboard, and a unique value taken meanwhile is refused with the API’s words', async ({
  page,
}) => {
  await login(page);
  const fbnr = uniqueFn();
  const alt = await deletedFirma(page, { fbnr });
  // The new one wins (DOMAIN): the FN is free again while the old Firma is in the bin.
  await createFirma(page, { name: unique('Neufirma '), fbnr });

  await page.goto('/firmen/papierkorb');
  const button = page.getByRole('button', { name: `${alt.name} wiederherstellen` });
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    `„${alt.name}“ kann nicht wiederhergestellt werden: ein neuerer Datensatz hat inzwischen denselben eindeutigen Wert.`,
  );
  await expect(page.getByRole('row').filter({ hasText: alt.name })).toHaveCount(1);
});

test('the new-Firma form names a Firma with the typed FN in the bin and restores it on request', async ({
  page,
}) => {
  await login(page);
  const fbnr = uniqueFn();
  const alt = await deletedFirma(page, { fbnr });

  await page.goto('/firmen/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tippfirma');
  await page.getByRole('textbox', { name: 'FirmenbuchNr' }).fill(`FN ${fbnr}`);
  const hint = page.getByRole('status').filter({ hasText: 'Eine Firma mit dieser FN liegt im Papierkorb' });
  await expect(hint).toContainText(/\(gelöscht am \d\d\.\d\d\.\d{4} von .+\)\./);
  await screenshot(page, 'papierkorb-hinweis');
  await hint.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page).toHaveURL(new RegExp(`/firmen/${alt.id}$`));
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(alt.name);
});

test('a reader sees the bin but no Wiederherstellen', async ({ page, browser }) => {
  await login(page);
  const firma = await deletedFirma(page);
  const name = unique('Leserin ');
  const email = `${name.replace(/\s/g, '').toLowerCase()}@example.at`;
  const passwort = 'E2e-Leserin-Passwort';
  await apiPost(page, '/api/benutzer', { email, name, berechtigungen: ['firmen.lesen'], passwort });

  const reader = await (await browser.newContext({ baseURL })).newPage();
  await login(reader, { email, password: passwort }, '/firmen');
  await reader.getByRole('link', { name: 'Papierkorb' }).click();
  await expect(reader.getByRole('row').filter({ hasText: firma.name })).toBeVisible();
  await expect(reader.getByRole('button', { name: /wiederherstellen/i })).toHaveCount(0);
  await reader.close();
});

test('the new-Projekt form names a Projekt with the typed Projektnr in the bin', async ({ page }) => {
  await login(page);
  const alt = await createProjekt(page);
  await apiCall(page, 'delete', `/api/projekte/${alt.id}`);

  await page.goto('/projekte/new');
  await page.getByRole('textbox', { name: 'Projektnr.' }).fill(String(alt.projektnr));
  const hint = page
    .getByRole('status')
    .filter({ hasText: 'Ein Projekt mit dieser Projektnr liegt im Papierkorb' });
  await expect(hint).toBeVisible();
  await screenshot(page, 'papierkorb-hinweis-projekt');
  await hint.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page).toHaveURL(new RegExp(`/projekte/${alt.id}$`));
});
