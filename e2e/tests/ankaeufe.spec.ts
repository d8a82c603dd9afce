import { expect, test, type Page } from '@playwright/test';
import { login, screenshot, unique, apiPost, createProjekt, createFirma } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Ankäufe' });
const dataRows = (page: Page) => table(page).locator('tbody tr[aria-rowindex]');
const sellers = (page: Page) => page.getByRole('region', { name: /^Verkäufer/ });

/** Types into the seller typeahead, takes the first hit with Enter and adds it with Enter. */
async function addSeller(page: Page, name: string) {
  const input = sellers(page).getByRole('combobox', { name: 'Verkäufer (Firma)' });
  await input.fill(name);
  await expect(page.getByRole('option', { name })).toBeVisible();
  await input.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Verkäufer (Firma)' })).toBeHidden();
  await input.press('Enter');
  await expect(sellers(page).getByRole('table', { name: 'Verkäufer' })).toContainText(name);
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('the list shows the demo Ankäufe, sorts by price and filters by status', async ({ page }) => {
  await page.goto('/ankaeufe');
  await expect(dataRows(page).first()).toBeVisible();
  await screenshot(page, 'ankaeufe-liste');

  await table(page).getByRole('button', { name: 'Ankaufpreis' }).click();
  await expect(page).toHaveURL(/sort=ankaufpreis/);
  await table(page).getByRole('button', { name: 'Ankaufpreis' }).click();
  await expect(page).toHaveURL(/dir=desc/);
  const prices = async () =>
    (await dataRows(page).locator('td:nth-child(5)').allInnerTexts()).map((t) =>
      Number(t.replace(/[^\d,]/g, '').replace(',', '.')),
    );
  await expect
    .poll(async () => {
      const p = await prices();
      return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! >= v);
    })
    .toBe(true);

  const filter = page.getByRole('search', { name: 'Filter' });
  await filter.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Doublette' }).click();
  await filter.getByRole('button', { name: 'Filtern' }).click();
  // The badge is shown in capitals.
  await expect
    .poll(async () => [
      ...new Set(
        (await dataRows(page).locator('td:nth-child(4)').allInnerTexts()).map((t) => t.toLowerCase()),
      ),
    ])
    .toEqual(['doublette']);
  await screenshot(page, 'ankaeufe-liste-doublette');
});

test('create with sellers collected before the first save, doublette ticks status 2, by keyboard', async ({
  page,
}) => {
  const projekt = await createProjekt(page, { name: unique('Grundstück ') });
  const [a, b] = [
    await createFirma(page, { name: unique('Verkäufer ') }),
    await createFirma(page, { name: unique('Verkäufer ') }),
  ];
  await page.goto(`/ankaeufe/new?projekt_id=${projekt.id}`);
  await expect(page.getByRole('combobox', { name: 'Projekt' })).toHaveValue(
    `${projekt.projektnr} – ${projekt.name}`,
  );

  // Sellers before the Ankauf exists: add two, remove one again (Escape first cancels the question).
  await addSeller(page, a.name);
  await addSeller(page, b.name);
  await sellers(page)
    .getByRole('button', { name: `Entfernen: ${b.name}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Wirklich löschen?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(sellers(page)).toContainText(b.name);
  await sellers(page)
    .getByRole('button', { name: `Entfernen: ${b.name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(sellers(page).getByRole('table', { name: 'Verkäufer' })).not.toContainText(b.name);

  const form = page.getByRole('form', { name: 'Neuer Ankauf' });
  await expect(form.getByRole('radio', { name: 'Offen' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Doublette' }).check();
  await expect(form.getByRole('radio', { name: 'Doublette' })).toBeChecked();
  // Another status unticks the flag again (the server stores 2 for every doublette).
  await form.getByRole('radio', { name: 'Gültig', exact: true }).check();
  await expect(form.getByRole('checkbox', { name: 'Doublette' })).not.toBeChecked();
  // Status and flag always agree (issue 9 item 10): the Doublette radio ticks the flag, unticking it leaves
  // status Doublette for Offen.
  await form.getByRole('radio', { name: 'Doublette' }).check();
  await expect(form.getByRole('checkbox', { name: 'Doublette' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Doublette' }).uncheck();
  await expect(form.getByRole('radio', { name: 'Offen' })).toBeChecked();
  await form.getByRole('radio', { name: 'Gültig', exact: true }).check();

  await form.getByLabel('Datum').fill('14.03.2025');
  await form.getByLabel('Datum').press('Tab');
  await form.getByLabel('Ankaufpreis (€)').fill('4.250.000,50');
  await form.getByLabel('Nutzfläche (m²)').fill('1850,5');
  await form.getByLabel('GKA (€/m² NFL)').fill('abc');
  await form.getByLabel('GKA (€/m² NFL)').press('Enter');
  await expect(form.getByText('Bitte eine Zahl eingeben.')).toBeVisible();
  await screenshot(page, 'ankauf-neu');
  await form.getByLabel('GKA (€/m² NFL)').fill('2296,68');
  await form.getByLabel('GKA (€/m² NFL)').press('Enter');

  await expect(page).toHaveURL(/\/ankaeufe\/\d+$/);
  await expect(page.getByRole('status').getByText('Gespeichert.')).toBeVisible();
  const edit = page.getByRole('form', { name: 'Ankauf bearbeiten' });
  await expect(edit.getByRole('radio', { name: 'Gültig', exact: true })).toBeChecked();
  await expect(edit.getByLabel('Ankaufpreis (€)')).toHaveValue('4.250.000,50');
  await expect(edit.getByLabel('Nutzfläche (m²)')).toHaveValue('1.850,50');
  await expect(sellers(page).getByRole('table', { name: 'Verkäufer' })).toContainText(a.name);
  await expect(sellers(page).getByRole('table', { name: 'Verkäufer' })).not.toContainText(b.name);
  await screenshot(page, 'ankauf-gespeichert');
});

test('change-state buttons tick the radio and save; sellers on a saved Ankauf with SPEC error messages', async ({
  page,
}) => {
  const projekt = await createProjekt(page, { name: unique('Grundstück ') });
  const firma = await createFirma(page, { name: unique('Verkäufer ') });
  const created = await apiPost(page, '/api/ankaeufe', {
    projekt_id: projekt.id,
    status: 0,
    ankaufpreis: 900000,
  });
  await page.goto(`/ankaeufe/${created.data.id}`);
  const edit = page.getByRole('form', { name: 'Ankauf bearbeiten' });
  await expect(edit.getByRole('radio', { name: 'Offen' })).toBeChecked();

  await edit.getByRole('button', { name: 'Als Doublette speichern' }).click();
  await expect(page.getByRole('status').getByText('Gespeichert.')).toBeVisible();
  await expect(edit.getByRole('radio', { name: 'Doublette' })).toBeChecked();
  // 'Als Doublette speichern' ticks the flag too, in the form and in the record.
  await expect(edit.getByRole('checkbox', { name: 'Doublette' })).toBeChecked();
  expect((await (await page.request.get(`/api/ankaeufe/${created.data.id}`)).json()).data).toMatchObject({
    status: 2,
    doublette: true,
  });
  await expect(edit.getByRole('button', { name: 'Als Doublette speichern' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Als Ungültig speichern' }).click();
  await expect(edit.getByRole('radio', { name: 'Ungültig' })).toBeChecked();
  await expect(edit.getByRole('button', { name: 'Als Offen speichern' })).toBeVisible();
  // The radio ticks as the save starts: the record is read until the save has landed.
  await expect
    .poll(async () => (await (await page.request.get(`/api/ankaeufe/${created.data.id}`)).json()).data)
    .toMatchObject({ status: 3, doublette: false, version: 3 });

  await addSeller(page, firma.name);
  // Adding fails on the server: SPEC §8's message.
  await page.route('**/api/ankauf/*/verkaeufer/add', (route) => route.fulfill({ status: 500, body: '{}' }));
  const input = sellers(page).getByRole('combobox', { name: 'Verkäufer (Firma)' });
  await input.fill(firma.name);
  await page.getByRole('option', { name: firma.name }).click();
  await sellers(page).getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(sellers(page).getByRole('alert')).toHaveText('Es ist leider ein Fehler aufgetreten!');
  await page.unroute('**/api/ankauf/*/verkaeufer/add');
  // Without a firm: the field says so.
  await input.fill('');
  await input.blur();
  await sellers(page).getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(sellers(page).getByText('Bitte eine Firma wählen.')).toBeVisible();

  // Deleting fails: SPEC §8's delete message; then it works.
  await page.route('**/api/ankauf/verkaeufer/*/delete', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"error"}' }),
  );
  await sellers(page)
    .getByRole('button', { name: `Entfernen: ${firma.name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(sellers(page).getByRole('alert')).toHaveText('Leider ist ein Fehler aufgetreten.');
  await screenshot(page, 'ankauf-verkaeufer-fehler');
  await page.unroute('**/api/ankauf/verkaeufer/*/delete');
  await sellers(page)
    .getByRole('button', { name: `Entfernen: ${firma.name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(sellers(page).getByText('Noch keine Verkäufer zugeordnet.')).toBeVisible();

  // The project's list (link from the project page) shows this Ankauf only.
  await page.goto(`/ankaeufe?q[]=projekt_id:${projekt.id}`);
  await expect(page.getByText(`${projekt.projektnr} – ${projekt.name}`).first()).toBeVisible();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('Ungültig');
});

test('unsaved changes are guarded and a stale version shows the conflict', async ({ page }) => {
  const projekt = await createProjekt(page, { name: unique('Grundstück ') });
  const created = await apiPost(page, '/api/ankaeufe', { projekt_id: projekt.id, ankaufpreis: 100000 });
  await page.goto(`/ankaeufe/${created.data.id}`);
  const edit = page.getByRole('form', { name: 'Ankauf bearbeiten' });
  await edit.getByLabel('Ankaufpreis (€)').fill('200.000');
  await page.getByRole('link', { name: '← Zur Liste' }).click();
  await expect(page.getByRole('dialog')).toContainText('Es gibt ungespeicherte Änderungen.');
  await page.getByRole('dialog').getByRole('button', { name: 'Bleiben' }).click();

  const session = await (await page.request.get('/api/session')).json();
  await page.request.put(`/api/ankaeufe/${created.data.id}`, {
    data: { projekt_id: projekt.id, ankaufpreis: 150000, version: 1 },
    headers: { 'x-csrf-token': session.data.csrfToken },
  });
  await edit.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Der Datensatz wurde inzwischen' })).toBeVisible();
  await screenshot(page, 'ankauf-konflikt');
});
