import { expect, test, type Page } from '@playwright/test';
import { login, screenshot, unique, apiPost, createProjekt, uniqueProjektnr } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Projekte' });
const dataRows = (page: Page) => table(page).locator('tbody tr[aria-rowindex]');
const filter = (page: Page) => page.getByRole('search', { name: 'Filter' });
/** The address the project tests' projects have (address columns, map link). */
const address = { strasse: 'Praterstraße 12', plz: '1020', ort: 'Wien', bezirk: 'Leopoldstadt' };

/** A project number no demo project (24001–24080) and no other run uses. */

/** Calls the API with the browser's session, as the app does (anti-forgery header included). */

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('the list shows the Vienna demo projects, sorts, filters and keeps its state in the URL', async ({
  page,
}) => {
  await page.goto('/projekte');
  await expect(dataRows(page).first()).toBeVisible();
  const total = await page.getByText(/^\d+ Einträge$/).innerText();
  expect(Number.parseInt(total, 10)).toBeGreaterThanOrEqual(80);
  await expect(dataRows(page).first()).toContainText('24001');
  await screenshot(page, 'projekte-liste');

  await table(page).getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name/);
  const names = async () => dataRows(page).locator('td:nth-child(3)').allInnerTexts();
  await expect.poll(async () => (await names())[0]).not.toContain('Wollzeile');
  const sorted = await names();
  expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'de')));

  // Bundesland from a list, Bezirk as text: only Floridsdorf's projects stay.
  await filter(page).getByLabel('Bezirk').fill('floridsdorf');
  await filter(page).getByRole('textbox', { name: 'Bundesland' }).click();
  await page.getByRole('option', { name: 'Wien' }).click();
  await filter(page).getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/bundesland_id%3A9|bundesland_id:9/);
  // The table keeps the previous page until the filtered one arrives.
  await expect
    .poll(async () => [...new Set(await dataRows(page).locator('td:nth-child(5)').allInnerTexts())])
    .toEqual(['Floridsdorf']);
  await screenshot(page, 'projekte-liste-filter');

  await page.reload();
  await expect(filter(page).getByLabel('Bezirk')).toHaveValue('floridsdorf');
  await expect(filter(page).getByRole('textbox', { name: 'Bundesland' })).toHaveValue('Wien');

  // A projektnr filter must be a number: the form says so and does not submit.
  await filter(page).getByLabel('Projektnr.').fill('abc');
  await filter(page).getByLabel('Projektnr.').press('Enter');
  await expect(filter(page).getByText('Bitte eine Zahl eingeben.')).toBeVisible();
  await filter(page).getByRole('button', { name: 'Zurücksetzen' }).click();
  await filter(page).getByLabel('Projektnr.').fill('24002');
  await filter(page).getByLabel('Projektnr.').press('Enter');
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('24002');
});

test('the go-to form opens the capture notes of the entered project number', async ({ page }) => {
  await page.goto('/projekte');
  const goto = page.getByRole('form', { name: 'Gehe zu Projekt' });
  await goto.getByLabel('Gehe zu Projektnr.').fill('24001');
  await goto.getByLabel('Gehe zu Projektnr.').press('Enter');
  await expect(page).toHaveURL(/\/projekte\/24001\/erfassungsnotizen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erfassungsnotizen');
  await expect(page.getByText(/^24001 – /)).toBeVisible();

  await page.goto('/projekte');
  await goto.getByLabel('Gehe zu Projektnr.').fill('987654321');
  await goto.getByRole('button', { name: 'Gehe zu' }).click();
  await expect(page).toHaveURL(/\/projekte\/987654321\/erfassungsnotizen$/);
  await expect(page.getByRole('alert')).toHaveText('Fehler: Resource nicht gefunden');
  await screenshot(page, 'erfassungsnotizen-404');
});

test('create and edit a project; a taken project number is refused', async ({ page }) => {
  const name = unique('Wohnpark ');
  const projektnr = uniqueProjektnr();
  await page.goto('/projekte/new');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Dieses Feld ist ein Pflichtfeld.')).toHaveCount(2);
  await page.getByLabel('Projektnr.').fill(String(projektnr));
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByLabel('PLZ').fill('121');
  await page.getByLabel('KG').fill('1613');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Die PLZ muss aus 4 Ziffern bestehen.')).toBeVisible();
  await expect(page.getByText('Die KG-Nummer muss aus 5 Ziffern bestehen.')).toBeVisible();
  await screenshot(page, 'projekt-neu-fehler');

  await page.getByLabel('Straße').fill('Donaufelder Straße 101');
  await page.getByLabel('PLZ').fill('1210');
  await page.getByLabel('Bezirk').fill('Floridsdorf');
  await page.getByLabel('KG').fill('01613');
  await page.getByLabel('KG').press('Enter');
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(page).toHaveURL(/\/projekte\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${projektnr} – ${name}`);
  await expect(page.getByRole('textbox', { name: 'Bundesland' })).toHaveValue('Wien');
  await screenshot(page, 'projekt-bearbeiten');

  await page.getByRole('textbox', { name: /^Name/ }).fill(`${name} II`);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(`${name} II`);

  await page.getByLabel('Projektnr.').fill('24001');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Diese Projektnummer ist bereits vergeben.')).toBeVisible();

  // The list finds it by the text filter.
  await page.getByLabel('Projektnr.').fill(String(projektnr));
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await page.goto('/projekte');
  await filter(page).getByLabel('Volltext').fill(`${name} donaufelder`);
  await filter(page).getByLabel('Volltext').press('Enter');
  await expect(dataRows(page)).toHaveCount(1);
  await dataRows(page).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(projektnr));

  await page.getByRole('button', { name: 'Löschen', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Wirklich löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(page).toHaveURL(/\/projekte$/);
  await expect(page.getByText('1 Eintrag gelöscht.')).toBeVisible();
});

test('a concurrent change is shown side by side; the saved version can be taken over', async ({ page }) => {
  const projekt = await createProjekt(page, { ...address, name: unique('Konflikt ') });
  await page.goto(`/projekte/${projekt.id}`);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(projekt.name);

  // A colleague saves the same project meanwhile.
  const session = await (await page.request.get('/api/session')).json();
  const colleague = await page.request.put(`/api/projekte/${projekt.id}`, {
    data: { projektnr: projekt.projektnr, name: `${projekt.name} Kollegin`, version: 1 },
    headers: { 'x-csrf-token': session.data.csrfToken },
  });
  expect(colleague.ok()).toBe(true);

  await page.getByRole('textbox', { name: /^Name/ }).fill(`${projekt.name} Meine`);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'inzwischen von jemand anderem geändert' });
  await expect(conflict).toBeVisible();
  const nameRow = conflict.getByRole('row', { name: /^Name/ });
  await expect(nameRow).toContainText('Meine');
  await expect(nameRow).toContainText('Kollegin');
  await screenshot(page, 'projekt-konflikt');

  await conflict.getByRole('button', { name: 'Aktuelle Version übernehmen' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(`${projekt.name} Kollegin`);
  await page.getByLabel('EZ', { exact: true }).fill('815');
  await page.getByLabel('EZ', { exact: true }).press('Enter');
  await expect(page.getByText('Gespeichert.')).toBeVisible();
});

test('the location comes from the address or from dragging the marker', async ({ page }) => {
  await page.goto('/projekte/new');
  await page.getByLabel('Projektnr.').fill(String(uniqueProjektnr()));
  await page.getByRole('textbox', { name: /^Name/ }).fill(unique('Standort '));
  await page.getByRole('button', { name: 'Geokodieren' }).click();
  await expect(page.getByText('PLZ und/oder Straße nicht gegeben')).toBeVisible();

  await page.getByLabel('Straße').fill('Praterstraße 12');
  await page.getByLabel('PLZ').fill('1020');
  await page.getByRole('button', { name: 'Geokodieren' }).click();
  await expect(page.getByLabel('Breitengrad')).toHaveValue(/^48,\d+/);
  await expect(page.getByLabel('Längengrad')).toHaveValue(/^16,\d+/);
  const before = await page.getByLabel('Breitengrad').inputValue();

  // Dragging the marker moves the coordinates (tiles may be missing offline; the marker still drags).
  const marker = page.locator('.leaflet-marker-icon').first();
  await expect(marker).toBeVisible();
  // The map zooms to the location with an animation; a drag that starts while it still moves misses the
  // marker, so drag again until the coordinates change.
  await expect(async () => {
    const box = await marker.boundingBox();
    if (!box) throw new Error('marker has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height + 60, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByLabel('Breitengrad')).not.toHaveValue(before, { timeout: 1000 });
  }).toPass({ timeout: 15_000, intervals: [500] });
  await screenshot(page, 'projekt-standort');

  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(page.getByLabel('Breitengrad')).toHaveValue(/^48,\d+/);
});

test('firms are added in a role and removed; failures say so', async ({ page }) => {
  const projekt = await createProjekt(page, address);
  const firmaName = unique('Baumeister ');
  await apiPost(page, '/api/firmen', { name: firmaName });
  await page.goto(`/projekte/${projekt.id}`);
  const section = page.getByRole('region', { name: /^Firmen/ });
  await expect(section.getByText('Noch keine Firmen zugeordnet.')).toBeVisible();

  // SPEC §5: a project firma needs firma_id.
  await section.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(section.getByText('Bitte eine Firma wählen.')).toBeVisible();

  await section.getByRole('combobox', { name: 'Firma' }).fill(firmaName);
  await page.getByRole('option', { name: firmaName }).click();
  await section.getByRole('textbox', { name: 'Rolle' }).click();
  await page.getByRole('option', { name: 'Architekt' }).click();
  await section.getByRole('button', { name: 'Hinzufügen' }).click();
  const firmen = section.getByRole('table', { name: 'Firmen des Projekts' });
  await expect(firmen.getByRole('row', { name: new RegExp(`Architekt ${firmaName}`) })).toBeVisible();
  await expect(section.getByRole('heading')).toHaveText('Firmen (1)');

  // The same firm in the same role again: the server refuses, the section says so.
  await section.getByRole('combobox', { name: 'Firma' }).fill(firmaName);
  await page.getByRole('option', { name: firmaName }).click();
  await section.getByRole('textbox', { name: 'Rolle' }).click();
  await page.getByRole('option', { name: 'Architekt' }).click();
  await section.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(section.getByRole('alert')).toContainText('Es ist leider ein Fehler aufgetreten!');
  await expect(section.getByRole('alert')).toContainText('bereits zugeordnet');
  await screenshot(page, 'projekt-firmen');

  // A failing delete call.
  await page.route('**/api/projektfirmen/*/delete', (route) => route.abort('connectionreset'));
  await section.getByRole('button', { name: `Entfernen: ${firmaName} (Architekt)` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(section.getByRole('alert')).toHaveText('Es ist leider ein Fehler aufgetreten!');
  await page.unroute('**/api/projektfirmen/*/delete');

  await section.getByRole('button', { name: `Entfernen: ${firmaName} (Architekt)` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(section.getByText('Noch keine Firmen zugeordnet.')).toBeVisible();
});

test("a Bauträger created with 'Neu anlegen' is flagged as Bauträger and geocoded (issue 27)", async ({
  page,
}) => {
  const projekt = await createProjekt(page, address);
  const firmaName = unique('Neubau Bauträger ');
  // Wide: the modal's buttons lie over the project's map, whose controls must stay below the dialog.
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.goto(`/projekte/${projekt.id}`);
  const section = page.getByRole('region', { name: /^Firmen/ });
  await expect(section.getByRole('textbox', { name: 'Rolle' })).toHaveValue('Bauträger');
  // Scrolled to it as a person does: filled at the window's lower edge (where the page may end up once the
  // map has loaded), the field is partly hidden, Mantine hides its list of options with it, and the click
  // waited a minute for an option that never showed (CI, twice).
  const firmaField = section.getByRole('combobox', { name: 'Firma' });
  await firmaField.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await firmaField.fill(firmaName);
  await page.getByRole('option', { name: /Neu anlegen/ }).click();
  const modal = page.getByRole('dialog', { name: 'Neue Firma' });
  await expect(modal.getByRole('checkbox', { name: 'Bauträger' })).toBeChecked();
  await expect(modal.getByRole('checkbox', { name: 'Makler' })).not.toBeChecked();
  await modal.getByLabel('Adresse').fill('Wagramer Straße 5');
  await modal.getByLabel('PLZ').fill('1220');
  await modal.getByLabel('Ort').fill('Wien');
  // Nothing of the page (the map's marker and controls) lies over the dialog: every point of it is its own.
  const covered = await modal.evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    const points: string[] = [];
    for (let x = box.left + 5; x < box.right; x += 20)
      for (let y = box.top + 5; y < box.bottom; y += 20) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !dialog.contains(hit)) points.push(`${Math.round(x)},${Math.round(y)} ${hit.tagName}`);
      }
    return points;
  });
  expect(covered).toEqual([]);
  await screenshot(page, 'projekt-firma-modal');
  await modal.getByRole('button', { name: 'Speichern' }).click();
  await expect(modal).toBeHidden();
  await expect(firmaField).toHaveValue(firmaName);
  await section.getByRole('button', { name: 'Hinzufügen' }).click();
  const firmen = section.getByRole('table', { name: 'Firmen des Projekts' });
  await expect(firmen.getByRole('row', { name: new RegExp(`Bauträger ${firmaName}`) })).toBeVisible();

  // The typeahead call answers a plain list.
  const hits = await page.request.get(`/api/firmen?q=${encodeURIComponent(firmaName)}`);
  const [firma] = (await hits.json()) as { id: number }[];
  const stored = (await (await page.request.get(`/api/firmen/${firma!.id}`)).json()).data;
  expect(stored).toMatchObject({ ist_bautraeger: true, ist_makler: false, plz: '1220' });
  expect(stored.geo_lat).toBeCloseTo(48.23, 1);
  expect(stored.geo_long).toBeCloseTo(16.46, 1);
});

test('URLs: save is disabled while empty, errors are listed one per line, links open, delete asks first', async ({
  page,
}) => {
  const projekt = await createProjekt(page, address);
  await page.goto(`/projekte/${projekt.id}`);
  const section = page.getByRole('region', { name: /^URLs/ });
  const save = section.getByRole('button', { name: 'URL speichern' });
  await expect(save).toBeDisabled();

  await section.getByLabel('Neue URL').fill('ftp://dateien.example.at/plan.pdf');
  await save.click();
  await expect(section.getByRole('alert')).toHaveText(
    'Bitte eine gültige Adresse eingeben, die mit http:// oder https:// beginnt.',
  );

  // Server errors: one line each.
  await page.route('**/api/projekte/url/create', (route) =>
    route.fulfill({
      status: 422,
      json: {
        status: 'error',
        errors: { 'data.url': ['Adresse nicht erreichbar'], 'data.typ_id': ['Typ fehlt'] },
      },
    }),
  );
  await section.getByLabel('Neue URL').fill('https://www.example.at');
  await save.click();
  const lines = section.getByRole('alert').locator('div > div');
  await expect(section.getByRole('alert')).toContainText('Adresse nicht erreichbar');
  await expect(section.getByRole('alert').getByText('Typ fehlt')).toBeVisible();
  expect(await lines.filter({ hasText: /^(Adresse nicht erreichbar|Typ fehlt)$/ }).count()).toBe(2);
  await screenshot(page, 'projekt-urls-fehler');
  await page.unroute('**/api/projekte/url/create');

  const url = `https://www.${unique('wohnpark')}.at/preise`;
  await section.getByLabel('Neue URL').fill(url);
  await section.getByRole('textbox', { name: 'Typ' }).click();
  await page.getByRole('option', { name: 'Inserat' }).click();
  await save.click();
  const link = section.getByRole('link', { name: url });
  await expect(link).toHaveAttribute('href', url);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(section.getByLabel('Neue URL')).toHaveValue('');
  await expect(save).toBeDisabled();
  await expect(section.getByRole('row', { name: new RegExp(`Inserat`) })).toBeVisible();
  await screenshot(page, 'projekt-urls');

  await section.getByRole('button', { name: `Löschen: ${url}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Wirklich löschen?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(link).toBeVisible();
  await section.getByRole('button', { name: `Löschen: ${url}` }).click();
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(section.getByText('Noch keine URLs erfasst.')).toBeVisible();
});

test('Erfassungsnotizen: tabs with counts, newest first, ticking moves a note, errors are shown', async ({
  page,
}) => {
  const projekt = await createProjekt(page, address);
  await page.goto(`/projekte/${projekt.projektnr}/erfassungsnotizen`);
  const offen = page.getByRole('tab', { name: /^Offen/ });
  const erledigt = page.getByRole('tab', { name: /^Erledigt/ });
  await expect(offen).toHaveText('Offen (0)');
  await expect(page.getByRole('tabpanel')).toHaveText('Keine Notizen');
  await erledigt.click();
  await expect(page.getByRole('tabpanel')).toHaveText('Keine Notizen');
  await offen.click();

  const field = page.getByLabel('Neue Notiz');
  await page.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  await expect(page.getByText('Dieses Feld ist ein Pflichtfeld.')).toBeVisible();

  await field.fill('Preisliste anfordern');
  await page.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  await expect(field).toHaveValue('');
  await field.fill('Bauträger anrufen');
  await field.press('Control+Enter');
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText('Bauträger anrufen');
  await expect(page.getByText('Alle: 2')).toBeVisible();
  await expect(offen).toHaveText('Offen (2)');
  await screenshot(page, 'erfassungsnotizen-offen');

  await page.getByRole('tabpanel').getByRole('checkbox', { name: 'Erledigt: Preisliste anfordern' }).click();
  await expect(offen).toHaveText('Offen (1)');
  await expect(erledigt).toHaveText('Erledigt (1)');
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);
  await erledigt.click();
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('tabpanel')).toContainText('Preisliste anfordern');
  await screenshot(page, 'erfassungsnotizen-erledigt');
  await page.getByRole('tabpanel').getByRole('checkbox', { name: 'Erledigt: Preisliste anfordern' }).click();
  await expect(page.getByRole('tabpanel')).toHaveText('Keine Notizen');
  await expect(offen).toHaveText('Offen (2)');

  // After a reload the order stays newest first.
  await page.reload();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText('Bauträger anrufen');

  // A 404 from the note form is shown as such; other errors under the field.
  await page.route('**/api/projekte/*/erfassungsnotizen', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 404, json: { status: 'error', message: 'Resource nicht gefunden' } })
      : route.continue(),
  );
  await field.fill('geht nicht');
  await page.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Fehler: Resource nicht gefunden');
  await page.unroute('**/api/projekte/*/erfassungsnotizen');
  await page.route('**/api/projekte/*/erfassungsnotizen', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 422, json: { status: 'error', errors: { text: ['Text zu kurz'] } } })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  await expect(page.getByText('Text zu kurz')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'erfassungsnotizen-fehler');
});

test('the project page links to its records in the other areas', async ({ page }) => {
  // Demo project 24001 has Kaufobjekte (demo-kaufobjekte.ts).
  const found = await (await page.request.get('/api/projekte/nr/24001')).json();
  const id = found.data.id as number;
  await page.goto(`/projekte/${id}`);
  const bereiche = page.getByRole('navigation', { name: 'Bereiche des Projekts' });
  for (const label of ['Kaufobjekte', 'Ankäufe', 'Vermarktung', 'Angebotsobjekte']) {
    await expect(bereiche.getByRole('link', { name: label })).toBeVisible();
  }
  // The others in 'Weitere Bereiche' (one line of buttons), reachable with the keyboard.
  await bereiche.getByRole('button', { name: 'Weitere Bereiche' }).focus();
  await page.keyboard.press('Enter');
  const more = page.getByRole('menu');
  for (const label of [
    'Ausstattungsqualität',
    'Grundkostenanteil',
    'Zertifizierungen',
    'Nutzwertgutachten',
  ]) {
    await expect(more.getByRole('menuitem', { name: label })).toBeVisible();
  }
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(more.getByRole('menuitem', { name: 'Grundkostenanteil' })).toBeFocused();
  await page.keyboard.press('Escape');
  await bereiche.getByRole('link', { name: 'Kaufobjekte' }).click();
  await expect(page).toHaveURL(new RegExp(`/kaufobjekte\\?q%5B%5D=projekt_id%3A${id}$`));
  const rows = page.getByRole('table', { name: 'Kaufobjekte' }).locator('tbody tr[aria-rowindex]');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('24001');
});
