import { expect, test, type Browser, type Page } from '@playwright/test';
import { secondBaseURL } from '../playwright.config';
import { apiCall, apiPost, createFirma, createProjekt, login, screenshot, unique } from './fixtures';

// The demo data's staff account (README): the second person in the two-browser tests.
const maria = { email: 'sachbearbeitung@example.at', password: 'Sachbearbeitung2026!' };

/**
 * A second browser (own context: own cookies, own socket), logged in as Maria Huber; with
 * E2E_DATABASE_URL on the second instance, so every change and presence crosses instances.
 */
async function secondUser(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: secondBaseURL });
  const page = await context.newPage();
  await login(page, maria, path);
  return page;
}

test('Projektsuche: Strg+K, ranking, highlighting, keyboard, recent projects, Projekt anlegen', async ({
  page,
}) => {
  await login(page);
  const wort = unique('Suchhaus');
  const projekt = await createProjekt(page, {
    name: `${wort} Müllergasse`,
    strasse: 'Mariahilfer Straße 99',
    plz: '1060',
    bezirk: 'Mariahilf',
  });
  const firma = await createFirma(page, { name: `${wort} Bauträger GmbH` });
  await apiPost(page, `/api/projekt/${projekt.id}/firma/add`, { firma_id: firma.id, firma_rolle_id: 1 });

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Projektsuche' });
  const input = dialog.getByRole('combobox', { name: 'Suchbegriff' });
  await expect(input).toBeFocused();
  // 'Mueller' finds 'Müller', 'str.' finds 'Straße'; the matched parts are marked.
  await input.fill(`${wort} mueller mariahilfer str. 99`);
  const option = dialog.getByRole('option', { name: new RegExp(String(projekt.projektnr)) });
  await expect(option).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await expect(option.locator('mark', { hasText: 'Müller' })).toBeVisible();
  await expect(option.locator('mark', { hasText: 'Mariahilfer' })).toBeVisible();
  await expect(option.locator('mark', { hasText: 'Str' })).toBeVisible();
  await expect(option).toContainText(`${wort} Bauträger GmbH`);
  await screenshot(page, 'projektsuche');

  // The exact number comes first.
  await input.fill(String(projekt.projektnr));
  await expect(dialog.getByRole('option').first()).toContainText(`${projekt.projektnr} · ${wort}`);
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/projekte/${projekt.id}$`));
  await expect(dialog).toBeHidden();

  // Typed on and Enter at once: the typed text's hit opens, not the first one still listed from before.
  const zweites = await createProjekt(page, { name: `${wort} Zweithaus` });
  await page.keyboard.press('Control+k');
  await input.fill(wort);
  await expect(dialog.getByRole('option')).toHaveCount(2);
  const zuerst = await dialog.getByRole('option').first().textContent();
  const [ziel, wortDazu] = zuerst!.includes('Zweithaus') ? [projekt, 'müllergasse'] : [zweites, 'zweithaus'];
  await input.pressSequentially(` ${wortDazu}`);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/projekte/${ziel.id}$`));
  await expect(dialog).toBeHidden();

  // Empty: the projects opened last; the header field opens the search too.
  await page.getByRole('button', { name: 'Projektsuche öffnen (Strg+K)' }).click();
  await expect(dialog.getByText('Zuletzt geöffnet')).toBeVisible();
  await expect(dialog.getByRole('option').first()).toContainText(wort);

  // Nothing found: offer to create one; Esc closes.
  await input.fill(unique('Gibtsnicht'));
  await expect(dialog.getByText('Kein Projekt gefunden.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Projekt anlegen' })).toBeVisible();
  await input.press('Escape');
  await expect(dialog).toBeHidden();
});

test('presence: who else has the project open, and who is editing', async ({ page, browser }) => {
  await login(page);
  const projekt = await createProjekt(page);
  await page.goto(`/projekte/${projekt.id}`);
  const other = await secondUser(browser, `/projekte/${projekt.id}`);

  const anwesend = page.getByTestId('anwesend');
  await expect(anwesend).toContainText('Maria Huber');
  await expect(anwesend).not.toContainText('bearbeitet gerade');
  await expect(other.getByTestId('anwesend')).toContainText('Administrator');

  await other.getByRole('textbox', { name: /^Name/ }).fill(`${projekt.name} geändert`);
  await expect(anwesend).toContainText('bearbeitet gerade');
  await screenshot(page, 'live-anwesend');

  await other.close();
  await expect(anwesend).toHaveCount(0);
});

test('presence comes back after the server ended the other one’s socket (permissions changed)', async ({
  page,
  browser,
}) => {
  await login(page);
  const projekt = await createProjekt(page);
  const passwort = 'E2e-Anwesenheit-Passwort';
  const email = `${unique('anwesend').replace(/\W/g, '').toLowerCase()}@example.at`;
  const rechte = ['projekte.lesen', 'projekte.bearbeiten', 'firmen.lesen'];
  const user = (
    await apiPost(page, '/api/benutzer', { email, name: 'Paula Präsenz', berechtigungen: rechte, passwort })
  ).data as { id: number };
  await page.goto(`/projekte/${projekt.id}`);
  const context = await browser.newContext({ baseURL: secondBaseURL });
  const other = await context.newPage();
  await login(other, { email, password: passwort }, `/projekte/${projekt.id}`);
  const anwesend = page.getByTestId('anwesend');
  await expect(anwesend).toContainText('Paula Präsenz');

  // A permission change ends her sockets on every instance; her page reconnects, joins and is present again.
  const record = (await (await page.request.get(`/api/benutzer/${user.id}`)).json()).data;
  await apiCall(page, 'put', `/api/benutzer/${user.id}`, {
    ...record,
    berechtigungen: [...rechte, 'personen.lesen'],
  });
  // Her page has reconnected with the new permissions once its sidebar offers Personen.
  await expect(
    other.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Personen' }),
  ).toBeVisible();
  await expect(anwesend).toContainText('Paula Präsenz');
  await other.getByRole('textbox', { name: /^Name/ }).fill(`${projekt.name} geändert`);
  await expect(anwesend).toContainText('bearbeitet gerade');
  await context.close();
});

test('a note added by one user appears for the other at once', async ({ page, browser }) => {
  await login(page);
  const projekt = await createProjekt(page);
  const path = `/projekte/${projekt.projektnr}/erfassungsnotizen`;
  await page.goto(path);
  const other = await secondUser(browser, path);

  const text = unique('Baustart prüfen ');
  await other.getByLabel('Neue Notiz').fill(text);
  await other.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  await expect(other.getByText(text)).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await other.context().close();
});

test('a project saved by one user is announced to the other, who loads the new version', async ({
  page,
  browser,
}) => {
  await login(page);
  const projekt = await createProjekt(page);
  await page.goto(`/projekte/${projekt.id}`);
  const other = await secondUser(browser, `/projekte/${projekt.id}`);

  const neu = `${projekt.name} neu`;
  await other.getByRole('textbox', { name: /^Name/ }).fill(neu);
  await other.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(other.getByText('Gespeichert.')).toBeVisible();

  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Maria Huber hat diesen Datensatz gespeichert.' });
  await expect(notice).toBeVisible();
  await screenshot(page, 'live-gespeichert');
  await notice.getByRole('button', { name: 'Neue Version laden' }).click();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(neu);
  await expect(notice).toBeHidden();
  await other.context().close();
});

test('a deleted project disappears from the other user’s open list', async ({ page, browser }) => {
  await login(page);
  const wort = unique('Weg');
  const projekt = await createProjekt(page, { name: wort });
  const list = `/projekte?q[]=${encodeURIComponent(`name:${wort}`)}`;
  await page.goto(list);
  await expect(page.getByRole('cell', { name: wort, exact: true })).toBeVisible();
  const other = await secondUser(browser, `/projekte/${projekt.id}`);
  await other.getByRole('button', { name: 'Löschen' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('cell', { name: wort, exact: true })).toBeHidden();
  await other.context().close();
});
