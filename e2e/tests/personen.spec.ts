import { expect, test, type Page } from '@playwright/test';
import { apiPost, login, screenshot, unique, createPersonInForm, listRows } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Personen' });
const dataRows = (page: Page) => listRows(page, 'Personen');

/** Creates a person through the form and returns to the list filtered on the shared surname. */

async function filterByNachname(page: Page, nachname: string) {
  await page.goto('/personen');
  await page.getByRole('search', { name: 'Filter' }).getByLabel('Nachname').fill(nachname);
  await page.getByRole('search', { name: 'Filter' }).getByLabel('Nachname').press('Enter');
  await expect(page).toHaveURL(/q%5B%5D=|q\[\]=/);
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('the list shows the demo persons, sorts on the server and keeps its state in the URL', async ({
  page,
}) => {
  await page.goto('/personen');
  await expect(dataRows(page).first()).toBeVisible();
  // The deterministic demo data set holds 250 persons; other tests may have added some.
  const total = await page.getByText(/^\d+ Einträge$/).innerText();
  expect(Number.parseInt(total, 10)).toBeGreaterThanOrEqual(250);
  await screenshot(page, 'personen-liste');

  const nachnamen = async () => dataRows(page).locator('td:nth-child(2)').allInnerTexts();
  const ascending = await nachnamen();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'de')));

  await table(page).getByRole('button', { name: 'Nachname' }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect.poll(async () => (await nachnamen())[0]).not.toBe(ascending[0]);
  const descending = await nachnamen();
  expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, 'de')));

  await page.reload();
  await expect(table(page).getByRole('columnheader', { name: 'Nachname' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

test('create, filter, edit and delete a person', async ({ page }) => {
  const nachname = unique('Testperson');
  // Required fields: nothing is sent, each missing field says so.
  await page.goto('/personen/new');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Dieses Feld ist ein Pflichtfeld.')).toHaveCount(2);
  await page.getByLabel('E-Mail').fill('keine-adresse');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte eine gültige E-Mail-Adresse eingeben.')).toBeVisible();
  await screenshot(page, 'person-neu-fehler');

  await createPersonInForm(page, 'Theresia', nachname, 'theresia@example.at');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Theresia ${nachname}`);
  await screenshot(page, 'person-bearbeiten');

  await filterByNachname(page, nachname);
  await expect(dataRows(page)).toHaveCount(1);
  await dataRows(page).first().click();
  await expect(page).toHaveURL(/\/personen\/\d+$/);

  await page.getByLabel('Telefon').fill('+43 1 234 56 78');
  await page.getByLabel('Telefon').press('Enter');
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Telefon')).toHaveValue('+43 1 234 56 78');

  await page.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('dialog', { name: 'Wirklich löschen?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page).toHaveURL(/\/personen$/);
  await filterByNachname(page, nachname);
  await expect(dataRows(page)).toHaveCount(0);
});

test('leaving a form with unsaved input asks first', async ({ page }) => {
  await page.goto('/personen/new');
  await page.getByLabel('Vorname').fill('Halb');
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Start' })
    .click();
  await expect(page.getByRole('dialog', { name: /ungespeicherte Änderungen/ })).toBeVisible();
  await screenshot(page, 'ungespeichert');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/personen\/new$/);
  await expect(page.getByLabel('Vorname')).toHaveValue('Halb');
});

test('bulk delete asks for a selection, selects a range with shift and deletes after confirmation', async ({
  page,
}) => {
  const nachname = unique('Massenloeschung');
  for (const vorname of ['Anna', 'Bernd', 'Clara', 'Dora']) await createPersonInForm(page, vorname, nachname);
  await filterByNachname(page, nachname);
  await expect(dataRows(page)).toHaveCount(4);

  await page.getByRole('button', { name: 'Ausgewählte löschen' }).click();
  await expect(page.getByRole('dialog')).toContainText('Keine Auswahl!');
  await page.keyboard.press('Escape');

  await page.getByRole('checkbox', { name: `Auswählen: Anna ${nachname}` }).click();
  await page.getByRole('checkbox', { name: `Auswählen: Clara ${nachname}` }).click({ modifiers: ['Shift'] });
  await expect(page.getByRole('checkbox', { name: `Auswählen: Bernd ${nachname}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Auswählen: Dora ${nachname}` })).not.toBeChecked();

  await page.getByRole('button', { name: 'Ausgewählte löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wirklich löschen?' });
  await expect(dialog).toContainText('3 Einträge sind ausgewählt.');
  await screenshot(page, 'personen-massenloeschung');
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('3 Einträge gelöscht.')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('Dora');
});

test('a concurrent change is shown side by side and nothing is overwritten silently', async ({
  page,
  browser,
}) => {
  const nachname = unique('Konflikt');
  await createPersonInForm(page, 'Erste', nachname);
  const url = page.url();

  // A colleague saves the same record in another session.
  const other = await browser.newPage();
  await login(other);
  await other.goto(url);
  await other.getByLabel('Vorname').fill('Kollegin');
  await other.getByRole('button', { name: 'Speichern' }).click();
  await expect(other.getByText('Gespeichert.')).toBeVisible();
  await other.close();

  await page.getByLabel('Vorname').fill('Meine');
  await page.getByRole('button', { name: 'Speichern' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'inzwischen von jemand anderem geändert' });
  await expect(conflict).toBeVisible();
  const vornameRow = conflict.getByRole('row', { name: /Vorname/ });
  await expect(vornameRow).toContainText('Meine');
  await expect(vornameRow).toContainText('Kollegin');
  await screenshot(page, 'person-konflikt');

  await conflict.getByRole('button', { name: 'Mit dieser Auswahl speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Vorname')).toHaveValue('Meine');
});

test('the typeahead finds persons and creates a new one in a modal', async ({ page }) => {
  const nachname = unique('Modal');
  await page.goto('/personen');
  const search = page.getByRole('combobox', { name: 'Person suchen' });

  await search.fill(nachname);
  await page.getByRole('option', { name: /Neu anlegen/ }).click();
  const modal = page.getByRole('dialog', { name: 'Neue Person' });
  await expect(modal).toBeVisible();

  // Server validation errors are listed as 'field: messages', joined by '; ', and the buttons work again.
  await page.route('**/personen/new', (route) =>
    route.fulfill({
      status: 422,
      json: {
        status: 'error',
        message: 'Ungültige Anfrage.',
        errors: { vorname: ['zu kurz'], email: ['belegt', 'ungültig'] },
      },
    }),
  );
  await modal.getByLabel('Vorname').fill('Maria');
  await modal.getByLabel('Nachname').fill(nachname);
  await modal.getByRole('button', { name: 'Speichern' }).click();
  await expect(modal.getByRole('alert')).toHaveText('vorname: zu kurz; email: belegt, ungültig');
  await expect(modal.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  await screenshot(page, 'person-modal-fehler');

  // A transport failure closes the modal and reports the unexpected error 0.5 s later.
  await page.unroute('**/personen/new');
  await page.route('**/personen/new', (route) => route.abort('connectionreset'));
  await modal.getByRole('button', { name: 'Speichern' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Es ist ein unerwarteter Fehler aufgetreten!')).toBeVisible();
  await page.unroute('**/personen/new');

  // Saved for real: the new person is chosen, the list page jumps to it.
  await search.fill(nachname);
  await page.getByRole('option', { name: /Neu anlegen/ }).click();
  await modal.getByLabel('Vorname').fill('Maria');
  await modal.getByLabel('Nachname').fill(nachname);
  await modal.getByLabel('Nachname').press('Enter');
  await expect(page).toHaveURL(/\/personen\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Maria ${nachname}`);

  // Now the typeahead finds her by surname prefix; the first hit is preselected, Enter takes it.
  await page.goto('/personen');
  await search.fill(nachname.slice(0, -2));
  await expect(page.getByRole('option', { name: `Maria ${nachname}` })).toBeVisible();
  await screenshot(page, 'person-typeahead');
  await search.press('ArrowDown');
  await search.press('ArrowUp');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Maria ${nachname}`);

  // Back in the list (client-side, the answer now comes from the cache): Enter still takes the first hit.
  await page.getByRole('link', { name: '← Zur Liste' }).click();
  await search.fill(nachname.slice(0, -2));
  await expect(page.getByRole('option', { name: `Maria ${nachname}` })).toBeVisible();
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Maria ${nachname}`);

  // Typed and Enter at once, before any hit is there: the first hit is taken when it arrives.
  await page.getByRole('link', { name: '← Zur Liste' }).click();
  await search.pressSequentially(nachname.slice(0, -1));
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Maria ${nachname}`);
});

test("'Neu anlegen' shows a person of the same name and takes her instead of a second one (issue 27)", async ({
  page,
}) => {
  const nachname = unique('Neuhauser');
  const maria = (await apiPost(page, '/api/personen', { vorname: 'Maria', nachname })).data as { id: number };
  await page.goto('/personen');
  const search = page.getByRole('combobox', { name: 'Person suchen' });
  await search.fill(`Maria ${nachname}`);
  await page.getByRole('option', { name: /Neu anlegen/ }).click();
  const modal = page.getByRole('dialog', { name: 'Neue Person' });
  await expect(modal.getByLabel('Nachname')).toHaveValue(nachname);
  const hint = modal.getByRole('status', { name: 'Mögliche Doubletten' });
  await expect(hint).toContainText(`Maria ${nachname}`);
  await screenshot(page, 'person-modal-doublette');
  // Another first name: no longer the same person.
  await modal.getByLabel('Vorname').fill('Eva');
  await expect(hint).toBeHidden();
  await modal.getByLabel('Vorname').fill('maria');
  await modal.getByRole('button', { name: `Übernehmen: Maria ${nachname}` }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/personen/${maria.id}$`));
  const same = await page.request.get(`/api/personen?q=${encodeURIComponent(nachname)}`);
  expect(((await same.json()) as unknown[]).length).toBe(1);
});
