import { expect, test, type Page } from '@playwright/test';
import { login, screenshot, unique, apiPost, createProjekt, createFirma } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Vermarktung' });
const dataRows = (page: Page) => table(page).locator('tbody tr[aria-rowindex]');
const brokers = (page: Page) => page.getByRole('region', { name: /^Makler/ });

async function createMakler(page: Page) {
  return createFirma(page, { name: unique('Makler '), ist_makler: true });
}

/** Types into the broker typeahead, takes the first hit with Enter and adds it with Enter. */
async function addBroker(page: Page, name: string) {
  const input = brokers(page).getByRole('combobox', { name: 'Makler (Firma)' });
  await input.fill(name);
  await expect(page.getByRole('option', { name })).toBeVisible();
  await input.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Makler (Firma)' })).toBeHidden();
  await input.press('Enter');
  await expect(brokers(page).getByRole('table', { name: 'Makler' })).toContainText(name);
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('the list shows the demo marketing with brokers and sorts by start', async ({ page }) => {
  await page.goto('/vermarktung');
  await expect(dataRows(page).first()).toBeVisible();
  await expect(dataRows(page).first().locator('td').nth(5)).not.toBeEmpty();
  await screenshot(page, 'vermarktung-liste');
  await table(page).getByRole('button', { name: 'Vermarktungsstart' }).click();
  await expect(page).toHaveURL(/sort=vermarktungsstart&dir=asc/);
  const dates = async () =>
    (await dataRows(page).locator('td:nth-child(3)').allInnerTexts()).map((d) =>
      d.split('.').reverse().join(''),
    );
  await expect
    .poll(async () => {
      const d = await dates();
      return d.length > 1 && d.every((v, i) => i === 0 || d[i - 1]! <= v);
    })
    .toBe(true);
});

test('create with brokers before the first save, German validation, keyboard', async ({ page }) => {
  const projekt = await createProjekt(page, { name: unique('Vermarktet ') });
  const [a, b] = [await createMakler(page), await createMakler(page)];
  await page.goto(`/vermarktung/new?projekt_id=${projekt.id}`);
  await expect(page.getByRole('combobox', { name: 'Projekt' })).toHaveValue(
    `${projekt.projektnr} – ${projekt.name}`,
  );

  await addBroker(page, a.name);
  await addBroker(page, b.name);
  await brokers(page)
    .getByRole('button', { name: `Entfernen: ${b.name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(brokers(page).getByRole('table', { name: 'Makler' })).not.toContainText(b.name);

  const form = page.getByRole('form', { name: 'Neue Vermarktung' });
  await form.getByLabel('Vermarktungsstart').fill('01.09.2025');
  await form.getByLabel('Website').fill('ftp://makler.at');
  await form.getByLabel('Provision (%)').fill('120');
  await form.getByLabel('Provision (%)').press('Enter');
  await expect(
    form.getByText('Bitte eine gültige Adresse eingeben, die mit http:// oder https:// beginnt.'),
  ).toBeVisible();
  await expect(form.getByText('Die Provision muss zwischen 0 und 100 % liegen.')).toBeVisible();
  await screenshot(page, 'vermarktung-neu-fehler');
  await form.getByLabel('Website').fill('https://www.vermarktet.at');
  await form.getByLabel('Provision (%)').fill('3,5');
  await form.getByLabel('Provision (%)').press('Enter');

  await expect(page).toHaveURL(/\/vermarktung\/\d+$/);
  await expect(page.getByRole('status').getByText('Gespeichert.')).toBeVisible();
  const edit = page.getByRole('form', { name: 'Vermarktung bearbeiten' });
  await expect(edit.getByLabel('Provision (%)')).toHaveValue('3,50');
  await expect(edit.getByLabel('Vermarktungsstart')).toHaveValue('01.09.2025');
  await expect(brokers(page).getByRole('table', { name: 'Makler' })).toContainText(a.name);
  await expect(brokers(page).getByRole('table', { name: 'Makler' })).not.toContainText(b.name);
  await screenshot(page, 'vermarktung-gespeichert');

  // On the saved record: add, fail to delete (SPEC §8), delete.
  await addBroker(page, b.name);
  await page.route('**/api/vermarktung/makler/*/delete', (route) => route.fulfill({ status: 500, body: '' }));
  await brokers(page)
    .getByRole('button', { name: `Entfernen: ${b.name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(brokers(page).getByRole('alert')).toHaveText('Leider ist ein Fehler aufgetreten.');
  await page.unroute('**/api/vermarktung/makler/*/delete');
  await page.route('**/api/vermarktung/*/makler/add', (route) => route.fulfill({ status: 500, body: '' }));
  const input = brokers(page).getByRole('combobox', { name: 'Makler (Firma)' });
  await input.fill(a.name);
  await page.getByRole('option', { name: a.name }).click();
  await brokers(page).getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(brokers(page).getByRole('alert')).toHaveText('Es ist leider ein Fehler aufgetreten!');
  await page.unroute('**/api/vermarktung/*/makler/add');
  await brokers(page)
    .getByRole('button', { name: `Entfernen: ${b.name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(brokers(page).getByRole('table', { name: 'Makler' })).not.toContainText(b.name);

  // Edit and save with Enter; the project's list shows it.
  await edit.getByLabel('Provision (%)').fill('3');
  await edit.getByLabel('Provision (%)').press('Enter');
  await expect(page.getByRole('status').getByText('Gespeichert.')).toBeVisible();
  await page.goto(`/vermarktung?q[]=projekt_id:${projekt.id}`);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('3,00 %');
  await expect(dataRows(page).first()).toContainText(a.name);
});

test('the broker typeahead offers Makler firms first', async ({ page }) => {
  const suffix = unique('Zz');
  await apiPost(page, '/api/firmen', { name: `Aaa ${suffix} Bau`, ist_makler: false });
  await apiPost(page, '/api/firmen', { name: `Zzz ${suffix} Immobilien`, ist_makler: true });
  await page.goto('/vermarktung/new');
  await brokers(page).getByRole('combobox', { name: 'Makler (Firma)' }).fill(suffix);
  const options = page.getByRole('listbox', { name: 'Makler (Firma)' }).getByRole('option');
  await expect(options.first()).toContainText(`Zzz ${suffix} Immobilien`);
  await expect(options.nth(1)).toContainText(`Aaa ${suffix} Bau`);
});
