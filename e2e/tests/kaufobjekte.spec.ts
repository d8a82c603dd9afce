import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiPost, expectPdfPageRendered, login, screenshot, unique, textPdf, listRows } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Kaufobjekte' });
const dataRows = (page: Page) => listRows(page, 'Kaufobjekte');
const form = (page: Page) => page.getByRole('form', { name: /Kaufobjekt/ });
const kaeufer = (page: Page) => page.getByRole('region', { name: /^Käufer/ });
const pdf = textPdf('Kaufvertrag Top 1');
const doublette =
  'Doublette: Es wurde bereits ein Kaufobjekt mit gleichlautender TopNr angelegt. Bitte um Kontrolle, ob es sich um eine Doublette handelt.';

async function projekt(page: Page, projektnr: number): Promise<{ id: number; name: string }> {
  const [p] = (await (await page.request.get(`/api/projekte?q=${projektnr}`)).json()) as {
    id: number;
    name: string;
  }[];
  return p!;
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('create with the price helpers, buyers before the first save and Enter for status Erfasst', async ({
  page,
}) => {
  const top = unique('E2E-');
  const p = await projekt(page, 24005);
  await page.goto(`/kaufobjekte/new?projekt_id=${p.id}`);
  await expect(form(page).getByRole('combobox', { name: 'Projekt' })).toHaveValue(`24005 – ${p.name}`);

  // SPEC §5: each helper button is disabled while its source field is empty.
  const brutto = page.getByRole('button', { name: 'Brutto aus Netto' });
  const netto = page.getByRole('button', { name: 'Netto aus Brutto' });
  const ust = page.getByRole('button', { name: 'USt berechnen' });
  await expect(brutto).toBeDisabled();
  await expect(netto).toBeDisabled();
  await expect(ust).toBeDisabled();

  await page.getByLabel('TopNr').fill(top);
  await page.getByLabel('Kaufdatum').fill('14.03.2024');
  await page.getByLabel('Nutzfläche (m²)').fill('60');
  await page.getByLabel('Nettopreis (€)').fill('400000,50');
  await brutto.click();
  await expect(page.getByLabel('Bruttopreis (€)')).toHaveValue('480.000,60');
  await ust.click();
  await expect(page.getByLabel('USt (€)')).toHaveValue('80.000,10');
  await page.getByLabel('Nettopreis (€)').fill('');
  await expect(brutto).toBeDisabled();
  await netto.click();
  await expect(page.getByLabel('Nettopreis (€)')).toHaveValue('400.000,50');
  await expect(page.getByLabel('Preis pro m²')).toHaveText('8.000,01\u00a0€/m²');

  // The reason is only editable when not marktüblich; wiederverkauf follows the earlier sale (none).
  const grund = page.getByLabel('Grund (nicht marktüblich)');
  await expect(grund).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Marktüblich' }).uncheck();
  await grund.fill('Verkauf unter Verwandten');
  await expect(page.getByRole('radio', { name: 'Nein' })).toBeChecked();

  // Buyers before the first save: a buyer needs a firma or a person.
  await kaeufer(page).getByRole('button', { name: 'Käufer hinzufügen' }).click();
  await expect(kaeufer(page).getByText('Bitte eine Firma oder eine Person wählen.')).toBeVisible();
  const [person] = (await (await page.request.get('/api/personen?q=gr')).json()) as {
    vorname: string;
    nachname: string;
  }[];
  await kaeufer(page).getByRole('combobox', { name: 'Käufer (Person)' }).fill(person!.nachname);
  await page
    .getByRole('option', { name: `${person!.vorname} ${person!.nachname}` })
    .first()
    .click();
  await kaeufer(page).getByLabel('Projektadresse').check();
  await kaeufer(page).getByRole('button', { name: 'Käufer hinzufügen' }).click();
  await expect(
    kaeufer(page).getByRole('table', { name: 'Käufer' }).getByText(person!.nachname),
  ).toBeVisible();

  const [firma] = (await (await page.request.get('/api/firmen?q=immo')).json()) as { name: string }[];
  await kaeufer(page).getByText('Firma', { exact: true }).click();
  await kaeufer(page).getByRole('combobox', { name: 'Käufer (Firma)' }).fill(firma!.name);
  await page
    .getByRole('option', { name: new RegExp(`^${firma!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
  await kaeufer(page).getByRole('button', { name: 'Käufer hinzufügen' }).click();
  await expect(kaeufer(page).getByRole('heading')).toHaveText('Käufer (2)');
  await screenshot(page, 'kaufobjekt-neu');

  await kaeufer(page)
    .getByRole('button', { name: `Entfernen: ${firma!.name}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Wirklich löschen?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await kaeufer(page)
    .getByRole('button', { name: `Entfernen: ${firma!.name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(kaeufer(page).getByRole('heading')).toHaveText('Käufer (1)');

  // SPEC §4: Enter submits the change-state button whose target is status 1 (Erfasst).
  await page.getByLabel('TopNr').press('Enter');
  await expect(page).toHaveURL(/\/kaufobjekte\/\d+$/);
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(page.getByLabel('Status: Erfasst')).toBeVisible();
  await expect(kaeufer(page).getByRole('table', { name: 'Käufer' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByLabel('Grund (nicht marktüblich)')).toHaveValue('Verkauf unter Verwandten');
  await expect(page.getByLabel('Bruttopreis (€)')).toHaveValue('480.000,60');

  await page.getByRole('button', { name: 'Geprüft' }).click();
  await expect(page.getByLabel('Status: Geprüft')).toBeVisible();
  await screenshot(page, 'kaufobjekt-bearbeiten');
});

test('a resale with the same TopNr shows the duplicate warning; the earlier sale sets wiederverkauf', async ({
  page,
}) => {
  const top = unique('D-');
  const p = await projekt(page, 24007);
  const csrf = await page.evaluate(async () => (await (await fetch('/api/session')).json()).data.csrfToken);
  const first = await page.request.post('/api/kaufobjekte', {
    data: { projekt_id: p.id, top_nr: top, kaufdatum: '2019-05-02', bruttopreis: 300000 },
    headers: { 'x-csrf-token': csrf },
  });
  expect(first.status()).toBe(200);

  await page.goto(`/kaufobjekte/new?projekt_id=${p.id}`);
  await page.getByLabel('TopNr').fill(top);
  await expect(page.getByRole('radio', { name: 'Nein' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Früheres Kaufobjekt' }).fill(top);
  await page.getByRole('option', { name: new RegExp(`Top ${top}`) }).click();
  await expect(page.getByRole('radio', { name: 'Ja' })).toBeChecked();

  // The deed PDF: a file of the project, shown in the PDF viewer; Esc closes it.
  const deed = `${top}-Kaufvertrag.pdf`;
  const upload = await page.request.post('/api/dateien', {
    headers: { 'x-csrf-token': csrf },
    multipart: {
      resource: 'projekte',
      resource_id: String(p.id),
      projekt_id: String(p.id),
      file: { name: deed, mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(upload.ok()).toBe(true);
  await page.getByRole('textbox', { name: 'Urkunde (PDF)' }).click();
  await page.getByRole('option', { name: deed }).click();
  await page.getByRole('button', { name: 'Urkunde anzeigen' }).click();
  await expectPdfPageRendered(page.getByRole('dialog', { name: deed }));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Entwurf' }).click();

  await expect(page).toHaveURL(/\/kaufobjekte\/\d+\?ko_duplicate_warning=1$/);
  await expect(page.getByRole('alert').filter({ hasText: doublette })).toBeVisible();
  await expect(page.getByLabel('Status: Entwurf')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Urkunde (PDF)' })).toHaveValue(deed);
  await screenshot(page, 'kaufobjekt-doublette');

  // Renaming the TopNr removes the warning after saving.
  await page.getByLabel('TopNr').fill(`${top}b`);
  await page.getByLabel('TopNr').press('Enter');
  await expect(page).toHaveURL(/\/kaufobjekte\/\d+$/);
  await expect(page.getByText(doublette)).toHaveCount(0);
});

test('list: filters, export of the selection and of all rows, bulk delete', async ({ page }) => {
  const top = unique('L-');
  const p = await projekt(page, 24011);
  const csrf = await page.evaluate(async () => (await (await fetch('/api/session')).json()).data.csrfToken);
  for (const [status, preis] of [
    [0, 250000],
    [1, 520000],
    [1, 700000],
  ] as const) {
    await page.request.post('/api/kaufobjekte', {
      data: { projekt_id: p.id, top_nr: `${top}-${preis}`, status, bruttopreis: preis, nutzflaeche: 65 },
      headers: { 'x-csrf-token': csrf },
    });
  }
  await page.goto(`/kaufobjekte?q[]=${encodeURIComponent(`projekt_id:${p.id}`)}`);
  await expect(dataRows(page).first()).toContainText(`24011 – ${p.name}`);

  const filter = page.getByRole('search', { name: 'Filter' });
  await filter.getByLabel('TopNr').fill(top);
  await filter.getByLabel('TopNr').press('Enter');
  await expect(dataRows(page)).toHaveCount(3);
  await filter.getByLabel('Bruttopreis von').fill('viel');
  await filter.getByLabel('Bruttopreis von').press('Enter');
  await expect(filter.getByText('Bitte eine Zahl eingeben.')).toBeVisible();
  await filter.getByLabel('Bruttopreis von').fill('500.000');
  await filter.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Erfasst' }).click();
  await filter.getByRole('button', { name: 'Filtern' }).click();
  await expect(dataRows(page)).toHaveCount(2);
  await screenshot(page, 'kaufobjekte-liste');

  // Export of the selection: a CSV with BOM, semicolons and de-AT numbers.
  await page.getByRole('button', { name: 'Auswahl exportieren' }).click();
  await expect(page.getByRole('dialog', { name: 'Keine Auswahl!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await dataRows(page).first().getByRole('checkbox').check();
  const [selected] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Auswahl exportieren' }).click(),
  ]);
  const csv = await readFile((await selected.path())!, 'utf8');
  expect(csv.startsWith('\ufeffID;Projektnr.;Projekt;TopNr;')).toBe(true);
  expect(csv.trim().split('\r\n')).toHaveLength(2);
  expect(csv).toMatch(/;Erfasst;;65,00;.*;(520|700)\.000,00;/);

  const [all] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Alle exportieren' }).click(),
  ]);
  expect((await readFile((await all.path())!, 'utf8')).trim().split('\r\n')).toHaveLength(3);

  // Bulk delete of the filtered rows.
  await table(page).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Ausgewählte löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('2 Einträge gelöscht.')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(0);
});

/** Three Kaufobjekte of one project under a TopNr of their own: Entwurf, Erfasst, Erfasst; the list shows them. */
async function statusRows(page: Page) {
  const top = unique('S-');
  const p = await projekt(page, 24011);
  for (const [i, status] of [0, 1, 1].entries()) {
    await apiPost(page, '/api/kaufobjekte', { projekt_id: p.id, top_nr: `${top}-${i}`, status });
  }
  await page.goto(`/kaufobjekte?q[]=${encodeURIComponent(`projekt_id:${p.id}`)}`);
  const filter = page.getByRole('search', { name: 'Filter' });
  await filter.getByLabel('TopNr').fill(top);
  return { filter, status: filter.getByRole('textbox', { name: 'Status' }) };
}

test('list: ArrowDown and Enter choose the Status filter, Enter applies it', async ({ page }) => {
  const { status } = await statusRows(page);
  // Keys right after the focus, as a fast typist's: Mantine's Select lost such an ArrowDown now and then.
  await status.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(status).toHaveValue('Entwurf');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/status%3A0/);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(status).toHaveValue('Entwurf');
});

test('list: the Status filter by letters and Enter; Esc closes its list without choosing', async ({
  page,
}) => {
  const { filter, status } = await statusRows(page);
  await status.focus();
  await page.keyboard.type('erf');
  await page.keyboard.press('Enter');
  await expect(status).toHaveValue('Erfasst');
  await page.keyboard.press('Enter');
  await expect(dataRows(page)).toHaveCount(2);

  // The list opens on the chosen status; Esc closes it and the choice stays, also after the next Enter.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Erfasst' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(status).toHaveValue('Erfasst');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/status%3A1/);
  await expect(dataRows(page)).toHaveCount(2);
  await page.keyboard.press('Tab');
  await expect(filter.getByLabel('Bruttopreis von')).toBeFocused();
});

test("'Alle exportieren' is disabled while an admin acts as another user", async ({ page }) => {
  // The session answer of an impersonated session carries the original user (SPEC §6).
  await page.route('**/api/session', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.user.originalUser = { id: 1, email: 'admin@example.at' };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/kaufobjekte');
  await expect(dataRows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alle exportieren' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Auswahl exportieren' })).toBeEnabled();
  await screenshot(page, 'kaufobjekte-alle-gesperrt');
});
