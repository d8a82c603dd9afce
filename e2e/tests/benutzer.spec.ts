import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiPost, login, screenshot, unique } from './fixtures';

const passwort = 'E2e-Benutzer-Passwort';

/** A user made by the admin through the API (test setup); answers the record. */
async function createUser(page: Page, berechtigungen: string[], extra: Record<string, unknown> = {}) {
  const name = unique('Test ');
  const email = `${name.replace(/\s/g, '').toLowerCase()}@example.at`;
  const answer = await apiPost(page, '/api/benutzer', { email, name, berechtigungen, passwort, ...extra });
  return answer.data as { id: number; email: string; name: string; version: number };
}

test('template round trip: picking ticks, ticking selects the matching template, deviation and reset', async ({
  page,
}) => {
  await login(page);
  await page.getByRole('link', { name: 'BenutzerInnen', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'BenutzerInnen', level: 1, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Neue BenutzerIn' }).click();
  await expect(page.getByRole('heading', { name: 'Neue BenutzerIn', level: 1 })).toBeVisible();
  const name = unique('Vorlage Test ');
  await page.getByLabel('E-Mail').fill(`${name.replace(/\s/g, '').toLowerCase()}@example.at`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Anfangspasswort').fill(passwort);
  await page.getByRole('combobox', { name: 'Berechtigungsvorlage' }).selectOption({ label: 'Lesezugriff' });
  await expect(page.getByRole('checkbox', { name: 'Personen ansehen' })).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Personen anlegen, bearbeiten, löschen' }),
  ).not.toBeChecked();
  await expect(page.getByTestId('vorlage-status')).toHaveText('Vorlage: Lesezugriff');

  // One more box: a deviation, shown and reset.
  await page.getByRole('checkbox', { name: 'Personen anlegen, bearbeiten, löschen' }).check();
  await expect(page.getByTestId('vorlage-status')).toHaveText('Vorlage: Lesezugriff (angepasst +1/−0)');
  await page.getByRole('button', { name: 'Auf Vorlage zurücksetzen' }).click();
  await expect(page.getByTestId('vorlage-status')).toHaveText('Vorlage: Lesezugriff');

  // Lesezugriff plus the Datencheck permissions is exactly Datenqualität: that template is selected.
  for (const label of [
    'Datencheck nutzen',
    'Datencheck-Prüfungen starten',
    'Datencheck-Abfragen anlegen und bearbeiten',
    'Datencheck-Ausnahmen setzen und aufheben',
    'Aus dem Datencheck benachrichtigen',
  ])
    await page.getByRole('checkbox', { name: label }).check();
  await expect(page.getByRole('combobox', { name: 'Berechtigungsvorlage' })).toHaveValue(
    (await page
      .getByRole('combobox', { name: 'Berechtigungsvorlage' })
      .locator('option', { hasText: 'Datenqualität' })
      .getAttribute('value')) as string,
  );
  await expect(page.getByTestId('vorlage-status')).toHaveText('Vorlage: Datenqualität');
  const wasDarf = page.getByRole('region', { name: 'Was darf diese Person?' });
  await expect(wasDarf).toContainText('Personen: ansehen');
  await expect(wasDarf).toContainText('Datencheck: ansehen und bearbeiten');
  await screenshot(page, 'benutzer-neu');
  await page.getByRole('button', { name: 'Speichern' }).press('Enter');
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('vorlage-status')).toHaveText('Vorlage: Datenqualität');

  // Editing a template offers to apply it to its users.
  const vorlageName = unique('E2E-Vorlage ');
  await page.goto('/benutzer/vorlagen');
  await page.getByRole('button', { name: 'Neue Vorlage' }).click();
  await page.getByLabel('Name').fill(vorlageName);
  await page.getByRole('checkbox', { name: 'Personen ansehen' }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  const vorlagen = (await (await page.request.get('/api/berechtigung-vorlagen')).json()).data as {
    id: number;
    name: string;
  }[];
  const vorlage = vorlagen.find((v) => v.name === vorlageName)!;
  const member = await createUser(page, ['personen.lesen'], { vorlage_id: vorlage.id });
  await page.reload();
  await page.getByRole('button', { name: new RegExp(vorlageName) }).click();
  await page.getByRole('checkbox', { name: 'Firmen ansehen' }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('button', { name: 'Ja, anwenden' }).click();
  await expect(page.getByText('Gespeichert. 1 BenutzerIn angepasst.')).toBeVisible();
  await screenshot(page, 'benutzer-vorlagen');
  const after = (await (await page.request.get(`/api/benutzer/${member.id}`)).json()).data;
  expect(after.berechtigungen).toEqual(['personen.lesen', 'firmen.lesen']);
});

test('a read-only user sees no write actions and the server refuses writes', async ({ page, browser }) => {
  await login(page);
  const reader = await createUser(page, ['personen.lesen', 'firmen.lesen']);
  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, { email: reader.email, password: passwort }, '/personen');
  await expect(other.getByRole('heading', { name: 'Personen', level: 1 })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Neue Person' })).toHaveCount(0);
  await expect(
    other
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'BenutzerInnen', exact: true }),
  ).toHaveCount(0);
  await other.getByRole('row').nth(1).click();
  await expect(other.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  const csrf = (await (await other.request.get('/api/session')).json()).data.csrfToken;
  const res = await other.request.post('/api/personen', {
    data: { vorname: 'a', nachname: 'b' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status()).toBe(403);
  expect((await other.request.get('/api/benutzer')).status()).toBe(403);

  // Taking the read permission away takes effect on the open session at once.
  const record = (await (await page.request.get(`/api/benutzer/${reader.id}`)).json()).data;
  await apiCall(page, 'put', `/api/benutzer/${reader.id}`, { ...record, berechtigungen: ['firmen.lesen'] });
  expect((await other.request.get('/api/personen')).status()).toBe(403);
  await context.close();
});

test('anonymising needs the e-mail typed; afterwards the pseudonym shows and login fails', async ({
  page,
  browser,
}) => {
  await login(page);
  const user = await createUser(page, ['personen.lesen']);
  await page.goto(`/benutzer/${user.id}`);
  await page.getByRole('button', { name: 'Anonymisieren' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Name und E-Mail-Adresse');
  await expect(dialog).toContainText('das Änderungsprotokoll');
  const field = dialog.getByLabel(/Zur Bestätigung die E-Mail-Adresse eintippen/);
  await expect(field).toBeFocused();
  await field.fill('falsch@example.at');
  await field.press('Enter');
  await expect(dialog).toContainText('Bitte die E-Mail-Adresse der BenutzerIn genau eintippen.');
  await screenshot(page, 'benutzer-anonymisieren');
  await field.fill(user.email);
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: `Anonym #${user.id}`, level: 1 })).toBeVisible();
  await expect(page.getByText('anonymisiert', { exact: true })).toBeVisible();

  const context = await browser.newContext();
  const other = await context.newPage();
  const res = await other.request.post('/api/session', { data: { email: user.email, password: passwort } });
  expect(res.status()).toBe(401);
  await context.close();
});

test('impersonation: banner on every page, refused export, audit rows with the original user, notice at next login', async ({
  page,
  browser,
}) => {
  await login(page);
  const target = await createUser(page, [
    'personen.lesen',
    'personen.bearbeiten',
    'transaktionen.lesen',
    'exporte.nutzen',
  ]);
  await page.goto(`/benutzer/${target.id}`);
  await page.getByRole('button', { name: 'Als diese Person anmelden' }).click();
  const grund = page.getByRole('dialog').getByLabel('Grund');
  await expect(grund).toBeFocused();
  await grund.fill('Ticket 4711: Anzeige prüfen');
  await page.getByRole('dialog').getByRole('button', { name: 'Anmelden als' }).click();

  const banner = page.getByRole('status').filter({ hasText: 'Angemeldet als' });
  await expect(banner).toContainText(`Angemeldet als ${target.name} — ursprünglich Administrator —`);
  await expect(banner.getByRole('button', { name: 'beenden' })).toBeVisible();
  await page.goto('/kaufobjekte');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alle exportieren' })).toBeDisabled();
  await screenshot(page, 'benutzer-anmelden-als');
  const refused = await page.request.get('/api/kaufobjekte/export');
  expect(refused.status()).toBe(403);
  expect((await page.request.get('/api/benutzer')).status()).toBe(403);
  const person = await apiPost(page, '/api/personen', { vorname: 'Im', nachname: unique('Auftrag') });

  await banner.getByRole('button', { name: 'beenden' }).click();
  await expect(page.getByRole('heading', { name: 'BenutzerInnen', level: 1, exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto(`/benutzer/${target.id}`);
  const protokoll = page.getByRole('region', { name: 'Protokoll' });
  const row = protokoll.getByRole('row').nth(1);
  await expect(row).toContainText('Person');
  await expect(row.getByRole('link', { name: String(person.data.id) })).toHaveAttribute(
    'href',
    `/personen/${person.data.id}`,
  );
  await expect(row).toContainText(String(person.data.id));
  await expect(row).toContainText(target.name);
  await expect(row).toContainText('Administrator');
  await expect(page.getByText('Letzte Anmeldung: nie')).toBeVisible();

  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, { email: target.email, password: passwort });
  const notice = other.getByRole('dialog', { name: 'Jemand hat in Ihrem Namen gehandelt' });
  await expect(notice).toContainText('Administrator');
  await expect(notice).toContainText('Ticket 4711: Anzeige prüfen');
  await screenshot(other, 'benutzer-hinweis');
  await other.keyboard.press('Escape');
  await expect(notice).toHaveCount(0);
  await context.close();
});

test('a used set-password link says it was used instead of showing the form again', async ({
  page,
  browser,
}) => {
  await login(page);
  const user = await createUser(page, ['personen.lesen']);
  const { link } = (await apiPost(page, `/api/benutzer/${user.id}/passwort-link`, {})).data as {
    link: string;
  };
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(link);
  await other.getByLabel('Neues Passwort').fill('Ein-neues-Passwort-2026');
  await other.getByLabel('Passwort wiederholen').fill('Ein-neues-Passwort-2026');
  await other.getByRole('button', { name: 'Passwort setzen' }).click();
  await expect(other.getByText('Das Passwort ist gesetzt.')).toBeVisible();

  await other.goto(link);
  await expect(other.getByRole('alert')).toContainText('Dieser Link wurde bereits verwendet.');
  await expect(other.getByRole('alert')).toContainText('Administration um einen neuen Link');
  await expect(other.getByLabel('Neues Passwort')).toHaveCount(0);
  await screenshot(other, 'passwort-link-verwendet');
  await context.close();
});

test('a page opened without its permission shows only "Kein Zugriff" with the missing permission', async ({
  page,
  browser,
}) => {
  await login(page);
  const sachbearbeitung = await createUser(page, ['personen.lesen', 'personen.bearbeiten']);
  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, { email: sachbearbeitung.email, password: passwort });
  for (const path of ['/benutzer', '/benutzer/vorlagen', `/benutzer/${sachbearbeitung.id}`, '/monitor']) {
    await other.goto(path);
    await expect(other.getByRole('heading', { name: 'Kein Zugriff', level: 1 })).toBeVisible();
  }
  await other.goto('/benutzer');
  await expect(other.getByText('Für diese Seite fehlt Ihnen die Berechtigung „BenutzerInnen')).toBeVisible();
  await expect(other.getByRole('button', { name: /Neue BenutzerIn/ })).toHaveCount(0);
  await expect(other.getByRole('alert')).toHaveCount(0);
  await screenshot(other, 'kein-zugriff');
  await other.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(other).toHaveURL(/\/$/);
  await context.close();
});

test('permissions taken away while a record is open: said above it, input copyable, then the page gives way', async ({
  page,
  browser,
}) => {
  await login(page);
  const user = await createUser(page, ['personen.lesen', 'personen.bearbeiten']);
  const person = (await apiPost(page, '/api/personen', { vorname: 'Eva', nachname: unique('Offen') }))
    .data as {
    id: number;
  };
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const other = await context.newPage();
  await login(other, { email: user.email, password: passwort }, `/personen/${person.id}`);
  const nachname = other.getByLabel('Nachname');
  await nachname.fill('Neuhauser-Getippt');
  const setRights = async (berechtigungen: string[]) => {
    const record = (await (await page.request.get(`/api/benutzer/${user.id}`)).json()).data;
    await apiCall(page, 'put', `/api/benutzer/${user.id}`, { ...record, berechtigungen });
  };

  await setRights(['personen.lesen']);
  const alert = other
    .getByRole('alert')
    .filter({ hasText: 'Ihre Berechtigung für Personen wurde geändert.' });
  await expect(alert).toContainText('nur noch ansehen');
  await expect(nachname).toHaveValue('Neuhauser-Getippt');
  await expect(nachname).toBeDisabled();
  await expect(other.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  await alert.getByRole('button', { name: 'Eingaben kopieren' }).click();
  await expect(alert.getByRole('button', { name: 'Eingaben kopiert' })).toBeVisible();
  expect(await other.evaluate(() => navigator.clipboard.readText())).toContain('Nachname: Neuhauser-Getippt');
  await screenshot(other, 'berechtigung-geaendert');

  await setRights([]);
  await expect(alert).toContainText('Sie dürfen diese Seite nicht mehr ansehen.');
  await expect(nachname).toHaveValue('Neuhauser-Getippt');
  await alert.getByRole('button', { name: 'Seite verlassen' }).click();
  await expect(other.getByRole('heading', { name: 'Kein Zugriff', level: 1 })).toBeVisible();
  await expect(nachname).toHaveCount(0);
  await expect(alert).toBeVisible();
  await screenshot(other, 'berechtigung-entzogen');
  await context.close();
});
