import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiPost, createFirma, createProjekt, login, screenshot, unique } from './fixtures';

/** Issue 28: the Verlauf of a record, a restore through the ordinary save, live updates and the admin screen. */

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
});

const verlauf = (page: Page) => page.getByRole('region', { name: 'Verlauf' });

async function createPerson(page: Page, vorname: string, nachname: string): Promise<string> {
  await page.goto('/personen/new');
  await page.getByRole('textbox', { name: 'Vorname' }).fill(vorname);
  await page.getByRole('textbox', { name: 'Nachname' }).fill(nachname);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(page).toHaveURL(/\/personen\/\d+$/);
  return new URL(page.url()).pathname;
}

test('the Verlauf shows each save, takes a change back and follows saves live', async ({ page, context }) => {
  const alt = unique('Verlauf');
  const neu = `${alt}-neu`;
  const path = await createPerson(page, 'Vera', alt);
  await page.getByRole('textbox', { name: 'Nachname' }).fill(neu);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Vera ${neu}` })).toBeVisible();

  await verlauf(page).getByRole('button', { name: 'Verlauf anzeigen' }).click();
  const latest = verlauf(page).getByRole('article').first();
  await expect(latest.getByText('Geändert', { exact: true })).toBeVisible();
  await expect(latest.getByRole('row', { name: `Nachname ${alt} ${neu}` })).toBeVisible();
  await expect(verlauf(page).getByRole('article', { name: 'Angelegt' })).toBeVisible();
  await verlauf(page).scrollIntoViewIfNeeded();
  await screenshot(page, 'verlauf');

  // 'Diese Änderung zurücknehmen': the old value, saved through the versioned save and marked as a restore.
  await latest.getByRole('button', { name: 'Diese Änderung zurücknehmen: Nachname' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nachname' })).toHaveValue(alt);
  await expect(verlauf(page).getByRole('article').first().getByText('Wiederhergestellt')).toBeVisible();

  // Someone saves the record elsewhere: the open Verlauf shows it without a reload.
  const other = await context.newPage();
  await other.goto(path);
  await other.getByRole('textbox', { name: 'Vorname' }).fill('Verena');
  await other.getByRole('button', { name: 'Speichern' }).click();
  await expect(other.getByText('Gespeichert.')).toBeVisible();
  await expect(
    verlauf(page).getByRole('article').first().getByRole('row', { name: 'Vorname Vera Verena' }),
  ).toBeVisible();
  await other.close();
});

test('the Änderungsprotokoll lists changes across records for administrators, filtered', async ({ page }) => {
  const nachname = unique('Protokoll');
  await createPerson(page, 'Paula', nachname);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Änderungsprotokoll' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Änderungsprotokoll' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Bereich' }).click();
  await page.getByRole('option', { name: 'Personen' }).click();
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/area=personen/);
  await expect(page.getByText(`Nachname: – → ${nachname}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'CSV exportieren' })).toHaveAttribute('href', /area=personen/);
  await screenshot(page, 'aenderungsprotokoll');
});

test('the Verlauf shows catalogue values and fields as the form names them, a removed buyer on its Kaufobjekt', async ({
  page,
}) => {
  const projekt = await createProjekt(page);
  const firma = await createFirma(page);
  const ko = (await apiPost(page, '/api/kaufobjekte', { projekt_id: projekt.id, status: 1, top_nr: '1/1' }))
    .data as { id: number; version: number };
  await apiCall(page, 'put', `/api/kaufobjekte/${ko.id}`, {
    projekt_id: projekt.id,
    status: 2,
    top_nr: '1/1',
    bruttopreis: 345678.5,
    version: ko.version,
  });
  const kaeufer = (
    await apiPost(page, `/api/kaufobjekt/${ko.id}/kaeufer/add`, { firma_id: firma.id, person_id: null })
  ).data as { id: number };
  await apiCall(page, 'delete', `/api/kaufobjekt/kaeufer/${kaeufer.id}/delete`);

  await page.goto(`/kaufobjekte/${ko.id}`);
  await verlauf(page).getByRole('button', { name: 'Verlauf anzeigen' }).click();
  await expect(verlauf(page).getByRole('article').first()).toHaveAccessibleName(
    `Käufer entfernt: ${firma.name}`,
  );
  const geaendert = verlauf(page).getByRole('article', { name: 'Geändert' });
  await expect(geaendert.getByRole('row', { name: 'Status Erfasst Geprüft' })).toBeVisible();
  await expect(geaendert.getByRole('row', { name: 'Bruttopreis (€) – 345.678,50' })).toBeVisible();
  await verlauf(page).scrollIntoViewIfNeeded();
  await screenshot(page, 'verlauf-kataloge');

  // The Änderungsprotokoll names the record, the buyer's entries by their Kaufobjekt.
  await page.goto('/aenderungsprotokoll?area=kaufobjekte');
  const zeile = page.getByRole('row').filter({ hasText: `Käufer entfernt: ${firma.name}` });
  await expect(zeile.getByRole('link', { name: 'Kaufobjekt Top 1/1' })).toHaveAttribute(
    'href',
    `/kaufobjekte/${ko.id}`,
  );
});

test('the Sicherungen screen shows the backups for administrators', async ({ page }) => {
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Sicherungen' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sicherungen' })).toBeVisible();
    await expect(page.getByText('Letzte erfolgreiche Sicherung')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Aufbewahrte Sicherungen \(\d+\)/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /sichern/i })).toHaveCount(0);
    await screenshot(page, `sicherungen-${width}`);
  }
});
