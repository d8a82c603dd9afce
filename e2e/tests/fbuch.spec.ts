import { expect, test } from '@playwright/test';
import { apiPost, login, screenshot, unique, createFirma } from './fixtures';

/**
 * A random FN with the right check letter (DOMAIN); `prefix` '999' makes the simulator fail. Without a
 * prefix it is 100000–899999: any number could start with 999 (999, 9990–9999, …) and fail as well.
 */
function freshFnr(prefix = ''): string {
  const digits = 6 - prefix.length;
  const n = prefix
    ? Number(prefix + String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0'))
    : 100_000 + Math.floor(Math.random() * 800_000);
  return `${n}${'abdfghikmpstvwxyz'[n % 17]}`;
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('a firm’s extract succeeds: message, redirect after 0.5 s, the firm carries the register data', async ({
  page,
}) => {
  const name = unique('Vor dem Auszug ');
  const { id } = await createFirma(page, { name, fbnr: freshFnr(), land: 'aut' });
  await page.goto(`/firmen/${id}`);
  const button = page.getByRole('button', { name: 'Firmenbuchauszug abrufen' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(
    page.getByText('Firmenbuchabfrage erfolgreich abgeschlossen. Weiterleitung folgt.'),
  ).toBeVisible();
  await screenshot(page, 'fbuch-erfolg');

  await expect(page).toHaveURL(new RegExp(`/firmen/${id}/firmenbuchabfrage_redirect\\?status=success$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText(name);
  await expect(heading).toHaveText(/(GmbH|KG|AG|OG|FlexCo)$/);
  const today = new Intl.DateTimeFormat('de-AT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Vienna',
  }).format(new Date());
  await expect(page.getByText(today).first()).toBeVisible();
  const newName = await heading.innerText();
  // Nothing is overwritten unseen: old → new per field, and the moved firm got coordinates.
  const changes = page.getByRole('table', { name: 'Geänderte Felder' });
  await expect(changes.getByRole('row', { name: /^Name/ })).toContainText(name);
  await expect(changes.getByRole('row', { name: /^Name/ })).toContainText(newName);
  await expect(changes.getByRole('row', { name: /^Breitengrad/ })).toBeVisible();
  await screenshot(page, 'fbuch-weiterleitung');

  await page.getByRole('link', { name: 'Zur Firma' }).click();
  await expect(page).toHaveURL(new RegExp(`/firmen/${id}$`));
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(newName);
});

test('a failing extract shows the failure with a link to the query, whose page shows the failed row', async ({
  page,
}) => {
  const fbnr = freshFnr('999');
  const { id } = await createFirma(page, { name: unique('Nicht im Firmenbuch '), fbnr, land: 'aut' });
  await page.goto(`/firmen/${id}`);
  await page.getByRole('button', { name: 'Firmenbuchauszug abrufen' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Firmenbuchabfrage fehlgeschlagen' });
  await expect(alert).toBeVisible();
  await screenshot(page, 'fbuch-fehlgeschlagen');

  await alert.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/importe\/fbuch\/auszug\/\d+$/);
  const row = page.getByRole('table', { name: 'Abgefragte FirmenbuchNr' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(fbnr);
  await expect(row).toContainText('fehlgeschlagen');
  await expect(row).toContainText('Die FirmenbuchNr ist im Firmenbuch nicht eingetragen.');
  await expect(page.getByTestId('stat-Fehlgeschlagen')).toHaveText('1');
  await screenshot(page, 'fbuch-auszug-details');
});

test('an extract from the new-firm form replaces nothing typed: input beside the register, chosen per field', async ({
  page,
}) => {
  const name = unique('Getippt ');
  await page.goto('/firmen/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Adresse', { exact: true }).fill('Getippte Gasse 7');
  await page.getByLabel('FirmenbuchNr').fill(freshFnr());
  const button = page.getByRole('button', { name: 'Firmenbuchauszug abrufen' });
  await expect(button).toBeEnabled();
  await button.click();
  // Created from the register; its form opens with the input beside the register's values, unasked.
  await expect(page).toHaveURL(/\/firmen\/\d+$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const panel = page
    .getByRole('alert')
    .filter({ hasText: 'Firmenbuchauszug: Ihre Eingabe und das Firmenbuch' });
  await expect(panel).toBeVisible();
  const table = panel.getByRole('table', { name: 'Versionsvergleich' });
  const nameRow = table.getByRole('row', { name: /^Name/ });
  const adresseRow = table.getByRole('row', { name: /^Adresse/ });
  await expect(nameRow.getByRole('cell').first()).toHaveText(name);
  await expect(adresseRow.getByRole('cell').first()).toHaveText('Getippte Gasse 7');
  const registerName = await nameRow.getByRole('cell').nth(1).innerText();
  const registerAdresse = await adresseRow.getByRole('cell').nth(1).innerText();
  expect(registerName).toMatch(/(GmbH|KG|AG|OG|FlexCo)$/);
  expect(registerAdresse).not.toBe('Getippte Gasse 7');
  // The form still holds what was typed; the empty PLZ was filled from the register.
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue('Getippte Gasse 7');
  await expect(page.getByLabel('PLZ')).not.toHaveValue('');
  await screenshot(page, 'fbuch-neue-firma-vergleich');

  // Keep the typed name, take the register's address.
  await expect(nameRow.getByRole('radio', { name: 'Meine' })).toBeChecked();
  await adresseRow.getByRole('radio', { name: 'Firmenbuch' }).check();
  await panel.getByRole('button', { name: 'Mit dieser Auswahl speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(panel).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue(registerAdresse);
  await expect(page.getByText('Firmenbuchauszug: Ihre Eingabe und das Firmenbuch')).toHaveCount(0);
});

test('a failing extract from the new-firm form opens its details without losing the input', async ({
  page,
}) => {
  const name = unique('Neu, nicht im Firmenbuch ');
  await page.goto('/firmen/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('FirmenbuchNr').fill(freshFnr('999'));
  await page.getByRole('button', { name: 'Firmenbuchauszug abrufen' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Firmenbuchabfrage fehlgeschlagen' });
  await expect(alert).toBeVisible();

  const popup = page.waitForEvent('popup');
  await alert.getByRole('link', { name: 'Details' }).click();
  const details = await popup;
  await expect(details).toHaveURL(/\/importe\/fbuch\/auszug\/\d+$/);
  await expect(details.getByTestId('stat-Fehlgeschlagen')).toHaveText('1');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/firmen\/new$/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
});

test('a batch from the firm list shows its stats live and appears in the list of queries', async ({
  page,
}) => {
  test.setTimeout(90_000); // five firms, a job of five FNs and three pages, next to another shard
  const prefix = unique('Batchfirma ');
  const fnrs = [freshFnr(), freshFnr(), freshFnr('999'), freshFnr()];
  for (const [i, fbnr] of fnrs.entries()) {
    await createFirma(page, { name: `${prefix} ${i + 1}`, fbnr, land: 'aut' });
  }
  await page.goto('/firmen');
  const filter = page.getByRole('search', { name: 'Filter' }).getByLabel('Name');
  await filter.fill(prefix);
  await filter.press('Enter');
  const table = page.getByRole('table', { name: 'Firmen' });
  await expect(table.locator('tbody tr[aria-rowindex]')).toHaveCount(4);
  await table.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }).check();
  await page.getByRole('button', { name: 'Firmenbuchauszüge abrufen' }).click();

  await expect(page).toHaveURL(/\/importe\/fbuch\/auszug\/\d+$/);
  await expect(page.getByTestId('stat-Alle')).toHaveText('4');
  await screenshot(page, 'fbuch-batch-laeuft');
  // Each row ends as the simulator answers its FN: only the '999' one is unknown to the register. Rows
  // first, so a wrong count names the row and its message (rows with a status: a successful row holds a
  // table of its changes).
  const rows = page.getByRole('table', { name: 'Abgefragte FirmenbuchNr' }).locator('tbody tr[data-status]');
  const answered = { timeout: 20_000 }; // the job's turn on a busy machine
  for (const [i, fbnr] of fnrs.entries()) {
    const row = rows.filter({ hasText: fbnr });
    if (i === 2)
      await expect(row).toContainText('Die FirmenbuchNr ist im Firmenbuch nicht eingetragen.', answered);
    else await expect(row).toContainText('erfolgreich', answered);
  }
  await expect(page.getByTestId('stat-Erledigt')).toHaveText('4');
  await expect(page.getByTestId('stat-Erfolgreich')).toHaveText('3');
  await expect(page.getByTestId('stat-Fehlgeschlagen')).toHaveText('1');
  await expect(page.getByText('abgeschlossen', { exact: true })).toBeVisible();
  // Each successful row lists what it changed on its firm.
  await expect(page.getByRole('table', { name: /^Änderungen / })).toHaveCount(3);
  await expect(page.getByRole('table', { name: /^Änderungen / }).first()).toContainText(`${prefix} 1`);
  await screenshot(page, 'fbuch-batch-fertig');
  const auszugUrl = page.url();

  // The page follows without reloading: a row added now (the query is done, its fallback poll stopped)
  // arrives over the socket, is asked and counted. Seeing the batch between two answers instead depends
  // on how fast the page loads next to the simulator's 0.4 s per FN.
  const added = freshFnr();
  await apiPost(page, `${new URL(auszugUrl).pathname.replace('/importe', '/api')}/rows`, { fbnr: added });
  await expect(page.getByTestId('stat-Alle')).toHaveText('5');
  await expect(rows.filter({ hasText: added })).toContainText('erfolgreich', answered);
  await expect(page.getByTestId('stat-Erfolgreich')).toHaveText('4');

  await page.getByRole('link', { name: 'Firmenbuchauszüge' }).first().click();
  await expect(page).toHaveURL(/\/importe\/fbuch$/);
  const first = page
    .getByRole('table', { name: 'Firmenbuchauszüge' })
    .locator('tbody tr[aria-rowindex]')
    .first();
  await expect(first).toContainText('5 / 5');
  await screenshot(page, 'fbuch-liste');
  await first.click();
  await expect(page).toHaveURL(auszugUrl);
});
