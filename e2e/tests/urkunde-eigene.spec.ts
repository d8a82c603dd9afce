import { expect, test } from '@playwright/test';
import { login, screenshot } from './fixtures';
import { confirmOpenFields, grazProjekt, openImport } from './import-helpers';

// Issue 25 point 4: a deed the user already has (a corpus deed in real notarial wording, as a text-layer
// PDF) chosen in the import's drop zone goes the way of a fetched one: read, reviewed, assigned, approved.
test('a deed the user already has: dropped into the import, read, reviewed and approved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const projekt = await grazProjekt(page, 'Lendkai Eigen', 'Lendkai 19');
  await openImport(page, { von: 1, bis: 1 });
  const zone = page.getByTestId('urkunde-dropzone');
  await expect(zone).toContainText('Eigene Urkunde (PDF) hier ablegen oder auswählen');
  const input = zone.locator('input[type=file]');

  // Not a PDF: refused with its name and the German reason; nothing is added.
  await input.setInputFiles({
    name: 'notiz.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('kein PDF'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'notiz.pdf: Die Datei ist kein PDF.' }),
  ).toBeVisible();

  await input.setInputFiles('fixtures/kaufvertrag-firma-kaeufer.pdf');
  const table = page.getByRole('table', { name: 'Übersicht' });
  const row = table.getByRole('row', { name: /eigene Datei/ });
  await expect(row).toContainText(/gelesen|zugeordnet/, { timeout: 30_000 });
  await expect(table).not.toContainText('null');
  await expect(row).toContainText('Grünanger Immobilien GmbH');
  await screenshot(page, 'import-eigene-urkunde');

  await row.getByRole('button', { name: 'eigene Datei prüfen' }).click();
  const review = page.getByLabel('Prüfung der Urkunde');
  await expect(review.getByRole('heading', { name: /eigene Datei/ })).toBeVisible();
  // No TZ from a list and none in the deed: named as missing.
  await expect(review).toContainText('TZ laut Urkunde: nicht in der Urkunde gefunden.');
  // The project is a candidate by its address (Lendkai 19): chosen and assigned.
  await review.getByRole('radio', { name: new RegExp(`${projekt.projektnr} Lendkai Eigen`) }).check();
  await review.getByRole('button', { name: 'Zuordnen' }).click();
  await expect(review.getByRole('radio', { name: /Lendkai Eigen/ })).toBeChecked();
  await confirmOpenFields(page, review, 14);
  await screenshot(page, 'import-eigene-urkunde-pruefung');
  await review.getByRole('button', { name: 'Freigeben (f)' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Kaufobjekt \d+ angelegt\./ })).toBeVisible({
    timeout: 15_000,
  });
  await screenshot(page, 'import-eigene-urkunde-freigegeben');
});
