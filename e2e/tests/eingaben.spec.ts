import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { admin, apiCall, login, unique, createPersonInForm, listRows } from './fixtures';

// Issue 9, 'Never lose what a user typed': session end, deleted rows, filter input.

const dataRows = (page: Page) => listRows(page, 'Personen');

async function createPerson(page: Page, vorname: string, nachname: string, email = ''): Promise<number> {
  await createPersonInForm(page, vorname, nachname, email);
  // Without the creation's message, so a later 'Gespeichert.' is the answer to the save under test.
  await page.reload();
  await expect(page.getByLabel('Telefon')).toBeVisible();
  await expect(page.getByText('Gespeichert.')).toHaveCount(0);
  return Number(/\/personen\/(\d+)$/.exec(page.url())![1]);
}

/** The same browser's session ends behind the page's back (as a logout in another tab does). */
async function endSession(page: Page) {
  await apiCall(page, 'delete', '/api/session');
}

/** The session ends, then the phone number typed is saved: the re-login dialog opens on the same page. */
async function saveAfterSessionEnd(page: Page, telefon: string): Promise<{ dialog: Locator; url: string }> {
  const url = page.url();
  await endSession(page);
  await page.getByLabel('Telefon').fill(telefon);
  await page.getByRole('button', { name: 'Speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sitzung beendet' });
  await expect(dialog).toBeVisible();
  return { dialog, url };
}

/** Deletes a person through the API of the page's own session (another user's delete, for the page). */
async function deleteBehindTheBack(page: Page, id: number) {
  await apiCall(page, 'delete', `/api/personen/${id}`);
}

/** A colleague in another browser session changes the person and saves. */
async function colleagueSaves(browser: Browser, url: string, changes: Record<string, string>) {
  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other);
  await other.goto(url);
  for (const [label, value] of Object.entries(changes)) await other.getByLabel(label).fill(value);
  await other.getByRole('button', { name: 'Speichern' }).click();
  await expect(other.getByText('Gespeichert.')).toBeVisible();
  await context.close();
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('after the session ended, saving asks to log in again in a dialog and then saves what was typed', async ({
  page,
}) => {
  await createPerson(page, 'Sitzung', unique('Relogin'));
  const { dialog, url } = await saveAfterSessionEnd(page, '+43 1 999 88 77');
  await expect(page).toHaveURL(url);
  await expect(dialog.getByLabel('E-Mail')).toBeFocused();
  await dialog.getByLabel('E-Mail').fill(admin.email);
  await dialog.getByRole('textbox', { name: 'Passwort' }).fill(admin.password);
  await dialog.getByRole('textbox', { name: 'Passwort' }).press('Enter');

  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Telefon')).toHaveValue('+43 1 999 88 77');
});

test('after a new login in another tab, saving goes on with the renewed session', async ({ page }) => {
  await createPerson(page, 'Andere', unique('Tab'));
  await endSession(page);
  // The other tab logs in again: same browser, new session and anti-forgery token.
  const res = await page.request.post('/api/session', {
    data: { email: admin.email, password: admin.password },
  });
  expect(res.ok()).toBe(true);

  await page.getByLabel('Telefon').fill('+43 1 222 33 44');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Telefon')).toHaveValue('+43 1 222 33 44');
});

test('when another user logs in in the dialog, the input is not saved under that user', async ({ page }) => {
  const id = await createPerson(page, 'Fremd', unique('Relogin'));
  // The page believes it belongs to another account (this suite has one; the ids are what count), so the
  // login in the dialog is someone else's.
  await page.route('**/api/session', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { user: { id: number } } };
    body.data.user.id += 1000;
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await expect(page.getByLabel('Telefon')).toBeVisible();
  await page.unroute('**/api/session');
  const { dialog } = await saveAfterSessionEnd(page, '+43 1 000 00 00');
  await dialog.getByRole('textbox', { name: 'Passwort' }).fill(admin.password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();

  await expect(
    page.getByRole('dialog', { name: /Sie sind jetzt als andere\/r BenutzerIn angemeldet/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Gespeichert.')).toHaveCount(0);
  const stored = (await (await page.request.get(`/api/personen/${id}`)).json()) as {
    data: { telefon: string | null };
  };
  expect(stored.data.telefon).toBeNull();
});

test('cancelling the re-login keeps the input in the form and says why it was not saved', async ({
  page,
}) => {
  await createPerson(page, 'Abbruch', unique('Relogin'));
  const { dialog, url } = await saveAfterSessionEnd(page, '+43 1 111 22 33');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte melden Sie sich an.' })).toBeVisible();
  await expect(page).toHaveURL(url);
  await expect(page.getByLabel('Telefon')).toHaveValue('+43 1 111 22 33');
});

test('deleting a record another user deleted meanwhile says so and leaves the list without it', async ({
  page,
}) => {
  const nachname = unique('Weg');
  const id = await createPerson(page, 'Einzeln', nachname);
  await deleteBehindTheBack(page, id);

  await page.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Der Datensatz wurde bereits gelöscht.')).toBeVisible();
  await expect(page.getByText('Leider ist ein Fehler aufgetreten.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/personen$/);
});

test('bulk delete of rows another user deleted meanwhile removes them with a neutral message', async ({
  page,
}) => {
  const nachname = unique('Weg');
  const first = await createPerson(page, 'Anna', nachname);
  await createPerson(page, 'Berta', nachname);
  await page.goto('/personen');
  const filter = page.getByRole('search', { name: 'Filter' }).getByLabel('Nachname');
  await filter.fill(nachname);
  await filter.press('Enter');
  await expect(dataRows(page)).toHaveCount(2);

  // Deleted while the user confirms: before that, the live list would already have dropped the row.
  await page.getByRole('checkbox', { name: `Auswählen: Anna ${nachname}` }).click();
  await page.getByRole('button', { name: 'Ausgewählte löschen' }).click();
  await deleteBehindTheBack(page, first);
  await page
    .getByRole('dialog', { name: 'Wirklich löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(page.getByText('1 Eintrag war bereits gelöscht.')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('Berta');
});

test('the filter form keeps what is typed right after submitting', async ({ page }) => {
  const nachname = unique('Filter');
  await page.goto('/personen');
  const filter = page.getByRole('search', { name: 'Filter' }).getByLabel('Nachname');
  await filter.fill(nachname.slice(0, 6));
  await filter.press('Enter');
  // Typed at once, while the list answers and the URL changes.
  await page.keyboard.type(nachname.slice(6), { delay: 10 });
  await expect(page).toHaveURL(/q%5B%5D=|q\[\]=/);
  await expect(filter).toHaveValue(nachname);
  await expect(filter).toBeFocused();

  // The back button still shows the filter of the URL it returns to.
  await filter.press('Enter');
  await expect(page).toHaveURL(new RegExp(nachname));
  await page.goBack();
  await expect(filter).toHaveValue(nachname.slice(0, 6));
});

test('saving over a colleague’s change of other fields keeps both without asking', async ({
  page,
  browser,
}) => {
  await createPerson(page, 'Erste', unique('Merge'), 'alt@example.at');
  await colleagueSaves(browser, page.url(), { 'E-Mail': 'neu@example.at' });

  await page.getByLabel('Telefon').fill('+43 1 555 66 77');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'inzwischen von jemand anderem geändert' }),
  ).toHaveCount(0);
  await expect(page.getByLabel('E-Mail')).toHaveValue('neu@example.at');
  await page.reload();
  await expect(page.getByLabel('E-Mail')).toHaveValue('neu@example.at');
  await expect(page.getByLabel('Telefon')).toHaveValue('+43 1 555 66 77');
});

test('a true conflict asks only for the fields both changed, field by field, and the form stays editable', async ({
  page,
  browser,
}) => {
  await createPerson(page, 'Erste', unique('Merge'), 'alt@example.at');
  await colleagueSaves(browser, page.url(), { Vorname: 'Kollegin', 'E-Mail': 'neu@example.at' });

  await page.getByLabel('Vorname').fill('Meine');
  await page.getByLabel('Telefon').fill('+43 1 555 00 00');
  await page.getByRole('button', { name: 'Speichern' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'inzwischen von jemand anderem geändert' });
  await expect(conflict).toBeVisible();
  const rows = conflict.getByRole('table', { name: 'Versionsvergleich' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Vorname');
  await expect(rows.first()).toContainText('Meine');
  await expect(rows.first()).toContainText('Kollegin');

  // Not locked: the user keeps typing while deciding.
  await page.getByLabel('Titel').fill('Dr.');
  await rows.first().getByRole('radio', { name: 'Gespeichert' }).check();
  await conflict.getByRole('button', { name: 'Mit dieser Auswahl speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(conflict).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Vorname')).toHaveValue('Kollegin');
  await expect(page.getByLabel('E-Mail')).toHaveValue('neu@example.at');
  await expect(page.getByLabel('Telefon')).toHaveValue('+43 1 555 00 00');
  await expect(page.getByLabel('Titel')).toHaveValue('Dr.');
});
