import { expect, test, type Page } from '@playwright/test';
import { apiPost, login, screenshot, unique } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Firmen' });
const dataRows = (page: Page) => table(page).locator('tbody tr[aria-rowindex]');
const filter = (page: Page) => page.getByRole('search', { name: 'Filter' });
const nameField = (page: Page) => page.getByRole('textbox', { name: /^Name/ });

/** A FirmenbuchNr no demo firm has (demo numbers stay below 600000), with the correct check letter. */
function freshFbnr(): string {
  const n = 600000 + Math.floor(Math.random() * 399999);
  return `${n}${'abdfghikmpstvwxyz'[n % 17]}`;
}
function wrongLetter(fbnr: string): string {
  const n = Number(fbnr.slice(0, -1));
  return `${n}${'abdfghikmpstvwxyz'[(n + 1) % 17]}`;
}

async function createFirma(page: Page, name: string, fbnr = '') {
  await page.goto('/firmen/new');
  await nameField(page).fill(name);
  if (fbnr) await page.getByLabel('FirmenbuchNr').fill(fbnr);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(page).toHaveURL(/\/firmen\/\d+$/);
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('the list shows the demo firms, sorts and filters by name, role and land', async ({ page }) => {
  await page.goto('/firmen');
  await expect(dataRows(page).first()).toBeVisible();
  const total = await page.getByText(/^\d+ Einträge$/).innerText();
  expect(Number.parseInt(total, 10)).toBeGreaterThanOrEqual(150);
  await screenshot(page, 'firmen-liste');

  const names = async () => dataRows(page).locator('td:nth-child(2)').allInnerTexts();
  const ascending = await names();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'de')));
  await table(page).getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect.poll(async () => (await names())[0]).not.toBe(ascending[0]);

  // Role filter: every row shows the Makler badge.
  await filter(page).getByRole('textbox', { name: 'Rolle' }).click();
  await page.getByRole('option', { name: 'Makler' }).click();
  await filter(page).getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/rolle/);
  // The previous page stays visible until the filtered one arrives.
  await expect
    .poll(async () => {
      const rollen = await dataRows(page).locator('td:nth-child(6)').allInnerTexts();
      return rollen.length > 0 && rollen.every((r) => /makler/i.test(r));
    })
    .toBe(true);
  await screenshot(page, 'firmen-filter-makler');

  // Land: no demo firm is German.
  await filter(page).getByRole('textbox', { name: 'Land' }).fill('Deutsch');
  await page.getByRole('option', { name: 'Deutschland' }).click();
  await filter(page).getByRole('button', { name: 'Filtern' }).click();
  await expect(page.getByText(/^0 Einträge$/)).toBeVisible();
  await filter(page).getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(dataRows(page).first()).toBeVisible();
});

test('create with validation, check-letter warning, role blocks and geocoding on the map', async ({
  page,
}) => {
  const name = unique('Testbau GmbH ');
  const fbnr = freshFbnr();
  await page.goto('/firmen/new');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Dieses Feld ist ein Pflichtfeld.')).toBeVisible();

  const fbnrField = page.getByLabel('FirmenbuchNr');
  // The format error shows while typing, without saving (issue 9 item 12), and goes when the number is right.
  const formatFehler = page.getByText(
    'Ungültige FirmenbuchNr: 1 bis 6 Ziffern und ein Kleinbuchstabe, z. B. 123456a.',
  );
  await fbnrField.pressSequentially('12345');
  await expect(formatFehler).toBeVisible();
  await expect(fbnrField).toHaveAttribute('aria-invalid', 'true');
  await fbnrField.press('d');
  await expect(formatFehler).toHaveCount(0);
  await fbnrField.fill('1234567a');
  await expect(formatFehler).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText('Ungültige FirmenbuchNr: 1 bis 6 Ziffern und ein Kleinbuchstabe, z. B. 123456a.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Firmenbuchauszug abrufen' })).toBeDisabled();
  await screenshot(page, 'firma-neu-fehler');

  // A wrong check letter only warns.
  await fbnrField.fill(wrongLetter(fbnr));
  await expect(page.getByText('Prüfbuchstabe der FirmenbuchNr stimmt nicht')).toBeVisible();
  await fbnrField.fill(` ${fbnr.slice(0, 3)} ${fbnr.slice(3)} `);
  await expect(page.getByText('Prüfbuchstabe der FirmenbuchNr stimmt nicht')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Firmenbuchauszug abrufen' })).toBeEnabled();

  // Role blocks follow their flags.
  await expect(page.getByLabel('Informationen zum Makler')).toBeHidden();
  await page.getByRole('checkbox', { name: 'Makler' }).check();
  await page.getByLabel('Informationen zum Makler').fill('Provision 3 %');
  await page.getByRole('checkbox', { name: 'Bauträger' }).check();
  await expect(page.getByLabel('Informationen zum Bauträger')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Bauträger' }).uncheck();
  await expect(page.getByLabel('Informationen zum Bauträger')).toBeHidden();

  // Geocoding needs PLZ and street; the simulator answers, the marker image renders.
  await nameField(page).fill(name);
  await page.getByLabel('Adresse', { exact: true }).fill('Stephansplatz 1');
  await page.getByRole('button', { name: 'Geokodieren' }).click();
  await expect(page.getByText('PLZ und/oder Straße nicht gegeben')).toBeVisible();
  await page.getByLabel('PLZ').fill('1010');
  await page.getByLabel('Ort').fill('Wien');
  await page.getByRole('button', { name: 'Geokodieren' }).click();
  await expect(page.getByLabel('Breitengrad')).toHaveValue(/^48,2/);
  await expect(page.getByLabel('Längengrad')).toHaveValue(/^16,3/);
  const marker = page.locator('.leaflet-marker-icon');
  await expect(marker).toBeVisible();
  expect(await marker.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Dragging the marker sets new coordinates.
  const before = await page.getByLabel('Breitengrad').inputValue();
  // A drag that starts while the map still zooms to the location misses the marker: drag again.
  await expect(async () => {
    const box = (await marker.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height + 60, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByLabel('Breitengrad')).not.toHaveValue(before, { timeout: 1000 });
  }).toPass({ timeout: 15_000, intervals: [500] });
  await screenshot(page, 'firma-neu-karte');

  // SPEC §5: a failing service is the geocode failure (issue 9 item 12); an address the service does not
  // know says so, and a partial match is set but marked inexact (issue 25).
  const geocodeAs = async (adresse: string, message: string) => {
    await page.getByLabel('Adresse', { exact: true }).fill(adresse);
    await page.getByRole('button', { name: 'Geokodieren' }).click();
    await expect(page.getByText(message).last()).toBeVisible();
  };
  await geocodeAs('FEHLER 1', 'Fehler: konnte die Geokoordinaten nicht abfragen.');
  await geocodeAs('Unbekannt 1', 'Zu dieser Adresse wurden keine Geokoordinaten gefunden.');
  await expect(page.getByText(/Fehler bei Abfrage/)).toHaveCount(0);
  const exact = await page.getByLabel('Breitengrad').inputValue();
  await geocodeAs('Ungenau-Gasse 3', 'Geokoordinaten gesetzt, aber ungenau');
  await expect(page.getByLabel('Breitengrad')).not.toHaveValue(exact);
  await page.getByLabel('Adresse', { exact: true }).fill('Stephansplatz 1');

  await page.getByLabel('Adresse', { exact: true }).press('Enter');
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.reload();
  await expect(page.getByLabel('FirmenbuchNr')).toHaveValue(fbnr);
  await expect(page.getByRole('checkbox', { name: 'Makler' })).toBeChecked();
  await expect(page.getByLabel('Informationen zum Makler')).toHaveValue('Provision 3 %');
  await expect(page.getByLabel('Breitengrad')).not.toHaveValue('');
  // Its own number is no duplicate.
  await expect(page.getByText('FirmenbuchNr bereits vorhanden')).toHaveCount(0);
  await screenshot(page, 'firma-bearbeiten');
});

test('a FirmenbuchNr that exists is reported, marks the field and disables the extract button', async ({
  page,
}) => {
  const fbnr = freshFbnr();
  const first = unique('Erstfirma ');
  await createFirma(page, first, fbnr);

  await page.goto('/firmen/new');
  await page.getByLabel('FirmenbuchNr').fill(fbnr);
  const alert = page.getByRole('alert').filter({ hasText: 'FirmenbuchNr bereits vorhanden' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: first })).toBeVisible();
  await expect(page.getByLabel('FirmenbuchNr')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Firmenbuchauszug abrufen' })).toBeDisabled();
  await screenshot(page, 'firma-fbnr-vorhanden');

  // Saving anyway: the server refuses on the field.
  await nameField(page).fill(unique('Zweitfirma '));
  const refused = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/firmen'),
  );
  await page.getByRole('button', { name: 'Speichern' }).click();
  expect((await refused).status()).toBe(422);
  await expect(page).toHaveURL(/\/firmen\/new$/);

  // A failing lookup says 'Unbekannter Fehler.' under the field.
  await page.route('**/api/firmen/by_fbnr*', (route) => route.fulfill({ status: 500, body: 'kaputt' }));
  await page.getByLabel('FirmenbuchNr').fill(freshFbnr());
  await expect(page.getByText('Unbekannter Fehler.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Firmenbuchauszug abrufen' })).toBeDisabled();
  // Not an Austrian firm: no FN check.
  await page.unroute('**/api/firmen/by_fbnr*');
  await page.getByLabel('FirmenbuchNr').fill('HRB 4711');
  await page.getByRole('textbox', { name: 'Land' }).fill('Deutsch');
  await page.getByRole('option', { name: 'Deutschland' }).click();
  await expect(page.getByText(/Ungültige FirmenbuchNr/)).toHaveCount(0);
});

test('a concurrent change is shown, then the firm is deleted after confirmation', async ({
  page,
  browser,
}) => {
  const name = unique('Konfliktfirma ');
  await createFirma(page, name);
  const url = page.url();

  const other = await browser.newPage();
  await login(other);
  await other.goto(url);
  await other.getByLabel('Rechtsform').fill('Aktiengesellschaft');
  await other.getByRole('button', { name: 'Speichern' }).click();
  await expect(other.getByText('Gespeichert.')).toBeVisible();
  await other.close();

  await page.getByLabel('Rechtsform').fill('Gesellschaft mit beschränkter Haftung');
  await page.getByRole('button', { name: 'Speichern' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'inzwischen von jemand anderem geändert' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('row', { name: /Rechtsform/ })).toContainText('Aktiengesellschaft');
  await screenshot(page, 'firma-konflikt');
  await conflict.getByRole('button', { name: /übernehmen/ }).click();
  await expect(page.getByLabel('Rechtsform')).toHaveValue('Aktiengesellschaft');

  await page.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('dialog', { name: 'Wirklich löschen?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page).toHaveURL(/\/firmen$/);
  await filter(page).getByLabel('Name').fill(name);
  await filter(page).getByLabel('Name').press('Enter');
  await expect(page.getByText(/^0 Einträge$/)).toBeVisible();
});

test('the typeahead finds firms and creates a new one in a modal', async ({ page }) => {
  const name = unique('Modalfirma ');
  await page.goto('/firmen');
  const search = page.getByRole('combobox', { name: 'Firma suchen' });
  await search.fill(name);
  await page.getByRole('option', { name: /Neu anlegen/ }).click();
  const modal = page.getByRole('dialog', { name: 'Neue Firma' });
  await expect(modal.getByLabel('Name')).toHaveValue(name);
  await modal.getByLabel('FirmenbuchNr').fill('12a3');
  await modal.getByRole('button', { name: 'Speichern' }).click();
  await expect(modal.getByText(/Ungültige FirmenbuchNr/)).toBeVisible();
  const fbnr = freshFbnr();
  await modal.getByLabel('FirmenbuchNr').fill(fbnr);
  await modal.getByLabel('PLZ').fill('1220');
  await screenshot(page, 'firma-modal');
  await modal.getByLabel('PLZ').press('Enter');
  await expect(page).toHaveURL(/\/firmen\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await page.goto('/firmen');
  await search.fill(fbnr);
  await expect(page.getByRole('option', { name: `${name} (FN ${fbnr})` })).toBeVisible();
  await screenshot(page, 'firma-typeahead');
});

test("'Neu anlegen' shows a firm of the same name and PLZ and takes it instead of a second one (issue 27)", async ({
  page,
}) => {
  const name = unique('Doublette Bau ');
  const firma = (await apiPost(page, '/api/firmen', { name, plz: '1220' })).data as { id: number };
  await page.goto('/firmen');
  await page.getByRole('combobox', { name: 'Firma suchen' }).fill(name);
  await page.getByRole('option', { name: /Neu anlegen/ }).click();
  const modal = page.getByRole('dialog', { name: 'Neue Firma' });
  const hint = modal.getByRole('status', { name: 'Mögliche Doubletten' });
  await modal.getByLabel('PLZ').fill('1010');
  await expect(modal.getByLabel('PLZ')).toHaveValue('1010');
  await expect(hint).toBeHidden();
  await modal.getByLabel('PLZ').fill('1220');
  await expect(hint).toContainText(name);
  await screenshot(page, 'firma-modal-doublette');
  await modal.getByRole('button', { name: `Übernehmen: ${name}` }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/firmen/${firma.id}$`));
});
