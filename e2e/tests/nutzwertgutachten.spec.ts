import { expect, test, type Page } from '@playwright/test';
import { login, screenshot, unique, createProjekt } from './fixtures';

async function fillObjekt(
  page: Page,
  n: number,
  o: { top: string; art?: string; flaeche: string; zu?: string; ab?: string },
) {
  await page.getByLabel(`Top-Nr. Zeile ${n}`).fill(o.top);
  if (o.art) await page.getByLabel(`Art Zeile ${n}`).selectOption(o.art);
  await page.getByLabel(`Nutzfläche Zeile ${n}`).fill(o.flaeche);
  if (o.zu) await page.getByLabel(`Zuschläge Zeile ${n}`).fill(o.zu);
  if (o.ab) await page.getByLabel(`Abschläge Zeile ${n}`).fill(o.ab);
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('the list shows the demo appraisals', async ({ page }) => {
  await page.goto('/nutzwertgutachten');
  const rows = page.getByRole('table', { name: 'Nutzwertgutachten' }).locator('tbody tr[aria-rowindex]');
  await expect(rows.first()).toBeVisible();
  await screenshot(page, 'nutzwertgutachten-liste');
});

test('WE-Objekte: Berechnen asks weo-calc, Σ and shares; status buttons tick the radio and save', async ({
  page,
}) => {
  const projekt = await createProjekt(page, { name: unique('Nutzwert ') });
  await page.goto(`/nutzwertgutachten/new?projekt_id=${projekt.id}`);
  const form = page.getByRole('form', { name: 'Neues Nutzwertgutachten' });
  await expect(form.getByRole('combobox', { name: 'Projekt' })).toHaveValue(
    `${projekt.projektnr} – ${projekt.name}`,
  );
  await expect(form.getByRole('radio', { name: 'Neu' })).toBeChecked();
  await form.getByLabel('Gutachter').fill('DI Karl Steiner');
  await form.getByLabel('Datum').fill('01.10.2024');
  await expect(form.getByText('Noch keine WE-Objekte erfasst.')).toBeVisible();

  for (let n = 0; n < 3; n++) await form.getByRole('button', { name: 'WE-Objekt hinzufügen' }).click();
  await fillObjekt(page, 1, { top: '1', flaeche: '80', zu: '5' });
  await fillObjekt(page, 2, { top: '2', art: 'Geschäftsraum', flaeche: '65', zu: '5', ab: '10' });
  await fillObjekt(page, 3, { top: 'AP 1', art: 'Abstellplatz', flaeche: '12,5' });

  // A bad input is reported at the field; no calculation happens.
  await page.getByLabel('Zuschläge Zeile 1').fill('120');
  await form.getByRole('button', { name: 'Nutzwert Zeile 1 berechnen' }).click();
  await expect(form.getByText('Bitte einen Prozentwert von 0 bis 100 eingeben.')).toBeVisible();
  await expect(page.getByLabel('Nutzwert Zeile 1', { exact: true })).toHaveText('–');
  await page.getByLabel('Zuschläge Zeile 1').fill('5');

  for (const n of [1, 2, 3])
    await form.getByRole('button', { name: `Nutzwert Zeile ${n} berechnen` }).click();
  await expect(page.getByLabel('Nutzwert Zeile 1', { exact: true })).toHaveText('84');
  await expect(page.getByLabel('Nutzwert Zeile 2', { exact: true })).toHaveText('62'); // 61,75
  await expect(page.getByLabel('Nutzwert Zeile 3', { exact: true })).toHaveText('13'); // 12,5 → up
  await expect(page.getByLabel('Summe Nutzwerte')).toHaveText('159');
  await expect(page.getByLabel('Anteil Zeile 1')).toHaveText('52,83 %');
  await expect(page.getByLabel('Anteil Zeile 2')).toHaveText('38,99 %');
  await expect(page.getByLabel('Anteil Zeile 3')).toHaveText('8,18 %');

  // Changing an input clears that row's Nutzwert until it is calculated again.
  await page.getByLabel('Nutzfläche Zeile 3').fill('20');
  await expect(page.getByLabel('Nutzwert Zeile 3', { exact: true })).toHaveText('–');
  await expect(page.getByLabel('Summe Nutzwerte')).toHaveText('146');
  await form.getByRole('button', { name: 'Nutzwert Zeile 3 berechnen' }).click();
  await expect(page.getByLabel('Nutzwert Zeile 3', { exact: true })).toHaveText('20');

  // Two rows with the same Top-Nr.
  await page.getByLabel('Top-Nr. Zeile 3').fill('1');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Diese Top-Nr. kommt im Gutachten schon vor.')).toBeVisible();
  await page.getByLabel('Top-Nr. Zeile 3').fill('AP 1');
  await screenshot(page, 'nutzwertgutachten-neu');

  // "Status: In Bearbeitung" ticks the radio and saves.
  await form.getByRole('button', { name: 'Status: In Bearbeitung' }).click();
  await expect(page).toHaveURL(/\/nutzwertgutachten\/\d+$/);
  await expect(page.getByRole('status').getByText('Gespeichert.')).toBeVisible();
  const edit = page.getByRole('form', { name: 'Nutzwertgutachten bearbeiten' });
  await expect(edit.getByRole('radio', { name: 'In Bearbeitung' })).toBeChecked();
  await expect(page.getByLabel('Summe Nutzwerte')).toHaveText('166');

  // Remove a row, then mark it checked: saved with the new status.
  await edit.getByRole('button', { name: 'Zeile 2 entfernen' }).click();
  await expect(page.getByTestId('we-objekt-zeile')).toHaveCount(2);
  await expect(page.getByLabel('Anteil Zeile 1')).toHaveText('80,77 %'); // 84 / 104
  await edit.getByRole('button', { name: 'Status: Geprüft' }).click();
  await expect(page.getByRole('status').getByText('Gespeichert.')).toBeVisible();
  await expect(edit.getByRole('radio', { name: 'Geprüft' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Status: Geprüft' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('we-objekt-zeile')).toHaveCount(2);
  await expect(page.getByLabel('Summe Nutzwerte')).toHaveText('104');
  await screenshot(page, 'nutzwertgutachten-bearbeiten');
});
