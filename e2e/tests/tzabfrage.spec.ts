import { expect, test } from '@playwright/test';
import { login, screenshot } from './fixtures';

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('a batch from the form to the finished list: preview, live progress, rows, facets, back to the list', async ({
  page,
}) => {
  await page.goto('/importe/tzabfrage');
  await expect(page.getByRole('heading', { level: 1, name: 'Grundbuchabfragen' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Neue Tzabfrage' });
  await expect(form.getByLabel('Bezirksgericht')).toHaveValue('631');
  await expect(form.getByLabel('Jahr')).toHaveValue('2018');

  // Bad input: a German message on the field, nothing started.
  await form.getByLabel('TZ-Nummern').fill('12/2017');
  await form.getByRole('button', { name: 'Vorschau' }).click();
  await expect(form.getByText('„12/2017“ gehört nicht zum Jahr 2018.')).toBeVisible();

  await form.getByLabel('TZ-Nummern').fill('1–12/2018');
  await form.getByLabel('TZ-Nummern').press('Enter'); // Enter asks for the preview first
  const preview = form.getByTestId('vorschau');
  await expect(preview).toContainText('12 TZ angegeben (1–12/2018)');
  const neu = Number(await form.getByTestId('vorschau-neu').innerText());
  expect(neu).toBeGreaterThan(5);
  expect(neu + Number(await form.getByTestId('vorschau-luecken').innerText())).toBe(12);
  await screenshot(page, 'tzabfrage-vorschau');
  await form.getByRole('button', { name: `${neu} TZ abfragen` }).click();

  await expect(page).toHaveURL(/\/importe\/tzabfrage\/\d+$/);
  await expect(page.getByText('Simulator: Die Urkunden sind erfunden (GRUNDBUCH=simulator).')).toBeVisible();
  await expect(page.getByTestId('stat-Alle')).toHaveText(String(neu));
  await expect(page.getByText('abgeschlossen', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('stat-Erledigt')).toHaveText(String(neu));
  const table = page.getByRole('table', { name: 'Abgefragte TZ' });
  await expect(table.getByRole('row')).toHaveCount(neu + 1);
  await expect(table.getByRole('row', { name: /TZ 1\/2018/ })).toContainText(/geholt|Fehler/);
  await expect(table.getByRole('link', { name: /\(PDF\)$/ }).first()).toBeVisible();
  await expect(page.getByText('Keine weiteren Einträge')).toBeVisible();
  await screenshot(page, 'tzabfrage-fertig');

  // Status facets filter, and the filter is in the URL.
  await page.getByText(/^geholt \(\d+\)$/).click();
  await expect(page).toHaveURL(/status=ok/);
  const ok = Number((await page.getByTestId('stat-Geholt').innerText()).trim());
  await expect(table.getByRole('row')).toHaveCount(ok + 1);

  await page.getByRole('link', { name: 'Alle Grundbuchabfragen' }).click();
  const list = page.getByRole('table', { name: 'Tzabfragen' });
  await expect(list.getByRole('row', { name: /1–12\/2018/ })).toContainText('abgeschlossen');
  await screenshot(page, 'tzabfrage-liste');
});

test('rows load endlessly by scrolling and by the Weitere laden button; cancel; retry says how many first', async ({
  page,
}) => {
  await page.goto('/importe/tzabfrage');
  const form = page.getByRole('form', { name: 'Neue Tzabfrage' });
  await form.getByLabel('Jahr').fill('2020');
  await form.getByLabel('TZ-Nummern').fill('1–400/20');
  await form.getByRole('button', { name: 'Vorschau' }).click();
  await form.getByRole('button', { name: /TZ abfragen$/ }).click();
  await expect(page).toHaveURL(/\/importe\/tzabfrage\/\d+$/);
  const table = page.getByRole('table', { name: 'Abgefragte TZ' });
  await expect(table).toHaveAttribute('aria-rowcount', '50');

  // Near the end of the page the next 50 come (40 px, 100 ms).
  await page.mouse.wheel(0, 100_000);
  await expect(table).toHaveAttribute('aria-rowcount', '100');
  // By keyboard: the focusable fallback button.
  const more = page.getByRole('button', { name: 'Weitere laden' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(table).toHaveAttribute('aria-rowcount', /^(150|200)$/);
  await screenshot(page, 'tzabfrage-endlos');

  // Scroll position survives a visit elsewhere and back.
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForTimeout(300);
  await page.goto('/importe/tzabfrage');
  await expect(page.getByRole('heading', { level: 1, name: 'Grundbuchabfragen' })).toBeVisible();
  await page.goBack();
  await expect(table).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Abfrage abbrechen' }).click();
  // Cancelled is a state of its own: counted and offered apart from failures (issue 27).
  const resume = page.getByRole('button', { name: /^Abgebrochene fortsetzen \(\d+\)$/ });
  await expect(resume).toBeVisible();
  const cancelled = Number((await page.getByTestId('stat-Abgebrochen').innerText()).trim());
  expect(cancelled).toBeGreaterThan(0);
  await expect(resume).toHaveText(`Abgebrochene fortsetzen (${cancelled})`);
  await expect(page.getByText(`abgebrochen (${cancelled})`, { exact: true })).toBeVisible();
  await expect(table.getByText('Abgebrochen.')).toHaveCount(0);
  const failed = Number((await page.getByTestId('stat-Fehler').innerText()).trim());
  const retry = page.getByRole('button', { name: /^Fehlgeschlagene erneut/ });
  await screenshot(page, 'tzabfrage-abgebrochen');
  if (failed) {
    await expect(retry).toHaveText(`Fehlgeschlagene erneut (${failed})`);
    await retry.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`${failed} fehlgeschlagene TZ erneut abfragen?`);
    await screenshot(page, 'tzabfrage-erneut');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  } else await expect(retry).toHaveCount(0);

  // Resumed: the cancelled rows are fetched after all.
  await resume.click();
  await expect(resume).toHaveCount(0);
  await expect(page.getByTestId('stat-Abgebrochen')).toHaveText('0');
});
