import { expect, test, type Page } from '@playwright/test';
import { expectPdfPageRendered, login, screenshot, unique, createProjekt, textPdf } from './fixtures';

const pdf = textPdf('Einreichplan Top 3');

const panel = (page: Page) => page.getByRole('region', { name: 'Dateien' });
const fileRow = (page: Page, name: string) => panel(page).getByRole('row').filter({ hasText: name });

/** A fresh project through the API (the project form is tested in projekte.spec.ts). */

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('upload a PDF, see it listed, open it in the viewer and delete it with the confirmation', async ({
  page,
}) => {
  const { id } = await createProjekt(page, { name: unique('Dateitest '), ort: 'Wien', plz: '1210' });
  await page.goto(`/projekte/${id}`);
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('Keine Dateien')).toBeVisible();
  await shot(page, 'dateien-leer');

  await panel(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'Einreichplan Top 3.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(fileRow(page, 'Einreichplan Top 3.pdf')).toBeVisible();
  await expect(fileRow(page, 'Einreichplan Top 3.pdf')).toContainText(`${pdf.length} Bytes`);
  await expect(page.getByText('Datei hochgeladen.')).toBeVisible();

  // Dropped files upload as well; a type that is not allowed is refused with the reason.
  await dropFiles(page, [
    { name: 'notiz.txt', type: 'text/plain', text: 'Baubeginn Frühjahr' },
    { name: 'programm.exe', type: 'application/octet-stream', text: 'MZ\u0090\u0000' },
  ]);
  await expect(fileRow(page, 'notiz.txt')).toBeVisible();
  await expect(panel(page).getByRole('alert')).toContainText(
    'programm.exe: Dieser Dateityp ist nicht erlaubt.',
  );
  await expect(fileRow(page, 'programm.exe')).toHaveCount(0);
  await shot(page, 'dateien-liste');

  // The PDF opens in the viewer: pdf.js draws its page (no browser plug-in needed); Esc closes it.
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/dateien/') && r.url().endsWith('/download'),
  );
  await fileRow(page, 'Einreichplan Top 3.pdf')
    .getByRole('button', { name: 'Einreichplan Top 3.pdf', exact: true })
    .click();
  const viewer = page.getByRole('dialog', { name: 'Einreichplan Top 3.pdf' });
  await expect(viewer).toBeVisible();
  const response = await answer;
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^inline; filename="Einreichplan Top 3.pdf"/);
  await expectPdfPageRendered(viewer);
  await expect(viewer.getByText('von 1')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
  // Zoom redraws the page larger.
  const width = async () => (await viewer.getByTestId('pdf-seite').boundingBox())!.width;
  const before = await width();
  await viewer.getByRole('button', { name: 'Vergrößern' }).click();
  await expect(viewer.getByText('125 %')).toBeVisible();
  await expect.poll(width).toBeGreaterThan(before);
  await expectPdfPageRendered(viewer);
  await screenshot(page, 'dateien-pdf-viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Delete asks 'Datei wirklich löschen?'; cancelling keeps the file.
  await fileRow(page, 'Einreichplan Top 3.pdf')
    .getByRole('button', { name: 'Einreichplan Top 3.pdf löschen' })
    .click();
  const ask = page.getByRole('dialog', { name: 'Datei wirklich löschen?' });
  await expect(ask).toBeVisible();
  await page.waitForTimeout(300); // the modal fades in
  await screenshot(page, 'dateien-loeschen-frage');
  await ask.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(fileRow(page, 'Einreichplan Top 3.pdf')).toBeVisible();
  await fileRow(page, 'Einreichplan Top 3.pdf')
    .getByRole('button', { name: 'Einreichplan Top 3.pdf löschen' })
    .click();
  await page
    .getByRole('dialog', { name: 'Datei wirklich löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(fileRow(page, 'Einreichplan Top 3.pdf')).toHaveCount(0);
  await expect(fileRow(page, 'notiz.txt')).toBeVisible();
  await page.reload();
  await expect(fileRow(page, 'notiz.txt')).toBeVisible();
  await expect(fileRow(page, 'Einreichplan Top 3.pdf')).toHaveCount(0);
});

test('the URL button is enabled only for URLs beginning with http; a refused download says so', async ({
  page,
}) => {
  const { id } = await createProjekt(page, { name: unique('Dateitest '), ort: 'Wien', plz: '1210' });
  await page.goto(`/projekte/${id}`);
  const url = panel(page).getByRole('textbox', { name: 'Datei per URL laden' });
  const button = panel(page).getByRole('button', { name: 'Laden', exact: true });
  await expect(button).toBeDisabled();
  for (const text of ['ftp://example.at/plan.pdf', 'www.example.at/plan.pdf', 'file:///etc/passwd']) {
    await url.fill(text);
    await expect(button).toBeDisabled();
  }
  await url.fill('http://127.0.0.1:9/plan.pdf');
  await expect(button).toBeEnabled();
  // Loopback is refused by the server's SSRF guard; Enter submits like the button.
  await url.press('Enter');
  await expect(panel(page).getByText('Konnte Datei nicht downloaden')).toBeVisible();
  await expect(panel(page).getByText('Keine Dateien')).toBeVisible();
  await shot(page, 'dateien-url-fehler');
});

/** Full-page screenshot from the top (a scrolled page repeats the fixed header in the middle). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function dropFiles(page: Page, files: Array<{ name: string; type: string; text: string }>) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: f.type }));
    return dt;
  }, files);
  const zone = page.getByTestId('dateien-dropzone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}
