import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createProjekt, expectPdfPageRendered, login, screenshot } from './fixtures';
import { confirmOpenFields, grazProjekt, openImport } from './import-helpers';

/** WCAG 2.1 A/AA violations axe finds on the page as it is now. */
async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** A batch of the import on a busy machine (two shards share the cores; reading may be OCR). */
const batch = { timeout: 90_000 };

/**
 * Lists, deeds, reading of a window with five purchase deeds with a text layer, each batch awaited as
 * the page shows it: its count reached and its lock banner gone (the actions are back).
 */
async function runStages(page: Page): Promise<void> {
  const banner = page.getByText('Ein Import Prozess ist im Gange!');
  await page.getByRole('button', { name: 'Urkundenlisten holen' }).click();
  await expect(page.getByTestId('stat-Liste geholt')).toHaveText('5', batch);
  await expect(banner).toBeHidden(batch);
  await page.getByRole('button', { name: 'Urkunden holen' }).click();
  await expect(page.getByTestId('stat-Urkunde geholt')).toHaveText('5', batch);
  await expect(banner).toBeHidden(batch);
  await page.getByRole('button', { name: 'Urkunden lesen (OCR)' }).click();
  await expect(page.getByTestId('stat-Urkunde geholt')).toHaveText('0', batch);
  await expect(banner).toBeHidden(batch);
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

// The simulator's register (default seed): TZ 97–106/2018 of court 631 hold five purchase deeds with a text
// layer; TZ 98 sells W 10 in KG 63109 EZ 935, Conrad-von-Hötzendorf-Straße 44, to Theresa Eder.
test('a whole import: lists, deeds, reading, review with a corrected field, project, approval, the Kaufobjekt with its buyer', async ({
  page,
}) => {
  test.setTimeout(240_000); // 168 s at load 20
  const projekt = await createProjekt(page, {
    name: 'Hof Waltendorf',
    strasse: 'Conrad-von-Hötzendorf-Straße 44',
    plz: '8041',
    ort: 'Graz',
    bundesland_id: 6,
    kg: '63109',
    ez: '935',
  });

  await page.goto('/importe/kaufobjekte');
  await expect(page.getByRole('heading', { level: 1, name: 'Urkundenabfragen' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Neuer Import' });
  await expect(form.getByLabel('Bezirksgericht')).toHaveValue('631');
  await form.getByLabel('TZ von').fill('106');
  await form.getByLabel('TZ bis').fill('97');
  await form.getByRole('button', { name: 'Import anlegen' }).click();
  await expect(form.getByText('Die letzte TZ liegt vor der ersten.')).toBeVisible();
  await form.getByLabel('TZ von').fill('97');
  await form.getByLabel('TZ bis').fill('106');
  await form.getByLabel('TZ bis').press('Enter');
  await expect(page).toHaveURL(/\/importe\/kaufobjekte\/\d+$/);
  await expect(page.getByTestId('stat-Neu')).toHaveText('10');

  // Batch operations lock the import for every viewer until they end.
  await runStages(page);
  await expect(page.getByRole('button', { name: 'Urkundenlisten holen' })).toBeVisible();
  await screenshot(page, 'import-uebersicht');
  expect(await axe(page)).toEqual([]);

  // The errors tab lists gaps and other deeds with their reason; a Schenkung or Wohnungseigentumsvertrag is
  // no error but 'kein Kauf' naming its kind (issue 25), in a tab of its own.
  await page.getByRole('tab', { name: /^Fehler/ }).click();
  await expect(page.getByRole('table', { name: 'Fehler' })).toContainText(/keine Kaufurkunde|nicht in der/);
  await page.getByRole('tab', { name: /^Kein Kauf/ }).click();
  await expect(page.getByRole('table', { name: 'Kein Kauf' })).toBeVisible();

  await page.getByRole('tab', { name: /^Zu genehmigen/ }).click();
  const table = page.getByRole('table', { name: 'Zu genehmigen' });
  await expect(table.getByRole('row', { name: /98\/2018/ })).toContainText('Hof Waltendorf');
  await table.getByRole('button', { name: 'TZ 98/2018 prüfen' }).click();
  const review = page.getByLabel('Prüfung der Urkunde');
  await expect(review.getByTestId('pdf-seite')).toBeVisible({ timeout: 20_000 });
  await review.getByRole('radio', { name: /Hof Waltendorf/ }).isChecked();
  await expect(review.getByText('KG 63109 und EZ 935 stimmen überein', { exact: false })).toBeVisible();

  // The source words of a field are highlighted on the deed.
  await review.getByRole('button', { name: 'TopNr in der Urkunde zeigen' }).click();
  await expect(review.getByTestId('pdf-markierung').first()).toBeVisible();
  // A corrected field: Enter saves it as confirmed.
  const top = review.getByLabel('TopNr korrigieren');
  await top.fill('Top 10');
  await top.press('Enter');
  await expect(page.locator('[data-feld="top_nr"]')).toContainText('Top 10');
  await expect(page.locator('[data-feld="top_nr"]')).toContainText('bestätigt');
  // Buyers corrected as text (one a line): a wrong date is refused in German, the fixed text is saved.
  const kaeufer = review.getByLabel('Käufer korrigieren', { exact: true });
  await kaeufer.fill('Berta Korrigiert; geb. 31.02.1980');
  await kaeufer.press('Control+Enter');
  await expect(
    review.getByRole('alert').filter({ hasText: 'Zeile 1: Bitte das Geburtsdatum als TT.MM.JJJJ angeben.' }),
  ).toBeVisible();
  await kaeufer.fill('Berta Korrigiert; geb. 01.02.1980; Anteil 1/1');
  await kaeufer.press('Control+Enter');
  await expect(page.locator('[data-feld="kaeufer"]')).toContainText('Berta Korrigiert, geb. 01.02.1980');
  // Whatever is still open must be confirmed before approval.
  await confirmOpenFields(page, review, 8);
  await screenshot(page, 'import-pruefung');
  expect(await axe(page)).toEqual([]);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('f');
  await expect(page.getByText(/Kaufobjekt \d+ angelegt\./)).toBeVisible({ timeout: 15_000 });
  const angelegt = await page
    .getByText(/Kaufobjekt \d+ angelegt\./)
    .first()
    .textContent();
  const kaufobjektId = /Kaufobjekt (\d+)/.exec(angelegt ?? '')![1];

  // A second approval of the same deed is refused with the alert 'Fehler: …'.
  await page.getByRole('tab', { name: /^Übersicht/ }).click();
  await expect(
    page.getByRole('table', { name: 'Übersicht' }).getByRole('row', { name: /98\/2018/ }),
  ).toContainText('freigegeben');

  await page.goto(`/kaufobjekte?q[]=${encodeURIComponent(`projekt_id:${projekt.id}`)}`);
  await expect(page.getByRole('row', { name: /Top 10/ })).toContainText('Berta Korrigiert');
  await screenshot(page, 'import-kaufobjekt');
  // The Kaufobjekt leads back to its deed: opened in the deed viewer.
  await page.goto(`/kaufobjekte/${kaufobjektId}`);
  await page.getByRole('button', { name: 'Urkunde aus dem Import öffnen' }).click();
  await expectPdfPageRendered(page.getByRole('dialog', { name: 'Urkunde aus dem Import' }));
  await screenshot(page, 'import-kaufobjekt-urkunde');
});

test('the lock: a running batch shows the banner to every viewer and hides the actions; cancel unlocks for all', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000); // two pages of 400 rows on a busy machine (168 s at load 20)
  const importId = await openImport(page, { von: 1, bis: 400 }, 2019);
  const other = await context.newPage();
  await other.goto(`/importe/kaufobjekte/${importId}`);
  // 400 rows: the page takes its time on a busy machine (over 7 s under load).
  await expect(other.getByRole('button', { name: 'Urkunden holen' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Urkunden holen' }).click();
  for (const p of [page, other]) {
    await expect(p.getByText('Ein Import Prozess ist im Gange!')).toBeVisible({ timeout: 30_000 });
    await expect(p.getByRole('button', { name: 'Urkunden holen' })).toBeHidden();
  }
  await screenshot(other, 'import-gesperrt');
  await other.getByRole('button', { name: 'Abbrechen' }).first().click();
  for (const p of [page, other]) {
    await expect(p.getByText('Ein Import Prozess ist im Gange!')).toBeHidden({ timeout: 30_000 });
    await expect(p.getByRole('button', { name: 'Urkunden holen' })).toBeVisible();
  }
});

// Issue 25: a deed whose project is not found must still lead somewhere: a project searched by hand,
// 'Zuordnen', then 'Freigeben'. The demo data holds Graz projects for court 631 (the SPEC's sample), so the
// deeds here come from court 641 (Graz-West): TZ 199–208/2018 hold five purchase deeds with a text layer.
test('a deed without a project candidate: a project chosen by hand, assigned and approved', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const projekt = await grazProjekt(page, 'Handwahl Murufer', 'Lendkai 1');
  await openImport(page, { von: 199, bis: 208 }, 2018, '641');
  await runStages(page);

  // No project stands on these deeds' streets: a deed without any candidate waits in the project
  // assignment tab.
  await page.getByRole('tab', { name: /^Projektzuordnung/ }).click();
  const table = page.getByRole('table', { name: 'Projektzuordnung' });
  const review = page.getByLabel('Prüfung der Urkunde');
  const keine = review.getByText('Keine Projektkandidaten gefunden', { exact: false });
  const buttons = table.getByRole('button', { name: /prüfen$/ });
  await expect(buttons.first()).toBeVisible();
  let gewaehlt = '';
  for (let i = 0; i < (await buttons.count()); i++) {
    gewaehlt = (await buttons.nth(i).getAttribute('aria-label')) ?? '';
    await buttons.nth(i).click();
    // The review shows this deed (its TZ heading), not still the one before, before it is looked at.
    const tz = gewaehlt.replace(/ prüfen$/, '');
    await expect(review.getByRole('heading', { level: 2 })).toContainText(tz);
    await expect(review.getByText('Projekt', { exact: true })).toBeVisible();
    if (await keine.isVisible()) break;
  }
  await expect(keine).toBeVisible();
  await expect(review.getByRole('button', { name: 'Zuordnen' })).toBeDisabled();

  const suche = review.getByLabel('Projekt suchen');
  await suche.fill('Handwahl');
  await page.getByRole('option', { name: new RegExp(`${projekt.projektnr}.*Handwahl Murufer`) }).click();
  await review.getByRole('button', { name: 'Zuordnen' }).click();
  // Assigned, the deed waits for approval in its tab, its project listed as chosen by hand.
  await page.getByRole('tab', { name: /^Zu genehmigen/ }).click();
  const zuGenehmigen = page.getByRole('table', { name: 'Zu genehmigen' });
  await expect(
    zuGenehmigen.getByRole('row', { name: new RegExp(gewaehlt.replace(' prüfen', '').replace('/', '\\/')) }),
  ).toContainText('Handwahl Murufer');
  // The deed stays selected across tabs; a click would close its review.
  if (!(await review.isVisible())) await zuGenehmigen.getByRole('button', { name: gewaehlt }).click();
  await expect(review.getByRole('radio', { name: /Handwahl Murufer/ })).toBeChecked();

  await confirmOpenFields(page, review, 12);
  await review.getByRole('button', { name: 'Freigeben (f)' }).click();
  await expect(page.getByText(/Kaufobjekt \d+ angelegt\./)).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'import-handwahl');
});
