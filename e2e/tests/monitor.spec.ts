import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { secondBaseURL } from '../playwright.config';
import { apiPost, createProjekt, login, screenshot, unique } from './fixtures';

/** A staff member who may watch the monitor (not manage it), in a browser of their own. */
async function beobachterin(page: Page, browser: Browser): Promise<Page> {
  const email = `${unique('monitor-')}@example.at`.toLowerCase();
  const password = 'Monitor-Passwort-2026';
  await apiPost(page, '/api/benutzer', {
    email,
    name: 'Mona Monitor',
    berechtigungen: ['monitor.sehen', 'projekte.lesen'],
    passwort: password,
  });
  const context = await browser.newContext({ baseURL: secondBaseURL });
  const second = await context.newPage();
  await login(second, { email, password }, '/monitor');
  return second;
}

interface Setup {
  key: string;
  kunde: { id: number; name: string };
  anna: { id: number; name: string };
  otto: { id: number; name: string };
  projekt: { id: number; projektnr: number; name: string };
}

async function setup(page: Page): Promise<Setup> {
  const kunde = (
    await apiPost(page, '/api/kunden', {
      name: unique('Wohnbau Alpha '),
      monitoring_art: 0,
      intervall_tage: 7,
    })
  ).data;
  const user = async (name: string, admin: boolean) =>
    (
      await apiPost(page, '/api/frontend-benutzer', {
        kunde_id: kunde.id,
        name,
        email: `${unique('fe-')}@alpha.example.at`.toLowerCase(),
        admin,
      })
    ).data;
  const anna = await user(unique('Anna '), false);
  const otto = await user(unique('Otto '), true);
  const projekt = await createProjekt(page, { name: unique('Seestadt ') });
  const key = (await apiPost(page, '/api/monitor/api-schluessel', { name: unique('E2E ') })).data
    .schluessel as string;
  return { key, kunde, anna, otto, projekt };
}

async function events(
  page: Page,
  s: Setup,
  list: Array<{ user: { id: number }; admin: boolean; art?: string; tageZurueck?: number }>,
) {
  const res = await page.request.post('/api/frontend/events', {
    headers: { 'x-api-key': s.key },
    data: {
      events: list.map((e) => ({
        event_id: randomUUID(),
        kunde_id: s.kunde.id,
        frontend_user_id: e.user.id,
        admin: e.admin,
        projekt_id: s.projekt.id,
        pfad: `/projekte/${s.projekt.projektnr}`,
        zeit: new Date(Date.now() - (e.tageZurueck ?? 0) * 86_400_000).toISOString(),
        ...(e.art ? { art: e.art } : {}),
      })),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('presence appears and disappears live in two browsers, split into kunden and admins', async ({
  page,
  browser,
}) => {
  await login(page, undefined, '/monitor');
  const s = await setup(page);
  const other = await beobachterin(page, browser);
  await page.goto('/monitor');
  for (const p of [page, other]) await expect(p.getByRole('heading', { name: 'Jetzt online' })).toBeVisible();

  await events(page, s, [
    { user: s.anna, admin: false },
    { user: s.otto, admin: true },
  ]);
  for (const p of [page, other]) {
    const kunden = p.getByTestId('praesenz-kunden');
    await expect(kunden.getByTestId('praesenz-kunde').filter({ hasText: s.kunde.name })).toContainText(
      s.anna.name,
    );
    await expect(kunden).toContainText(`${s.projekt.projektnr} ${s.projekt.name}`);
    await expect(
      p.getByTestId('praesenz-admins').getByTestId('praesenz-kunde').filter({ hasText: s.kunde.name }),
    ).toContainText(s.otto.name);
  }
  await screenshot(other, 'monitor');

  // Otto logs out of the frontend: gone from both screens at once; Anna stays.
  await events(page, s, [{ user: s.otto, admin: true, art: 'abmeldung' }]);
  for (const p of [page, other]) {
    await expect(p.getByTestId('praesenz-admins')).not.toContainText(s.otto.name);
    await expect(p.getByTestId('praesenz-kunden')).toContainText(s.anna.name);
  }
  await other.context().close();
});

test('filters in the URL with quick filters and dates, page reset, figures, charts and a row detail chart', async ({
  page,
}) => {
  await login(page, undefined, '/monitor');
  const s = await setup(page);
  await events(page, s, [
    { user: s.anna, admin: false },
    { user: s.anna, admin: false },
    { user: s.otto, admin: true },
    { user: s.anna, admin: false, tageZurueck: 1 },
  ]);
  await page.goto('/monitor?page=2');

  // Kunde filter: typeahead; the page goes back to 1 and the URL keeps the filter.
  const kunde = page
    .getByRole('search', { name: 'Filter des Monitors' })
    .getByRole('combobox', { name: 'Kunde' });
  await kunde.fill(s.kunde.name);
  await page.getByRole('option', { name: s.kunde.name }).click();
  await expect(page).toHaveURL(new RegExp(`kunde_id=${s.kunde.id}`));
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();

  await page.getByRole('button', { name: 'Heute' }).click();
  await expect(page.getByTestId('kennzahl-Aufrufe')).toHaveText('3');
  await expect(page.getByTestId('kennzahl-Aktive BenutzerInnen')).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Heute' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Gestern' }).click();
  await expect(page.getByTestId('kennzahl-Aufrufe')).toHaveText('1');

  // Admin filter and a typed date range (DD.MM.YYYY).
  await page.getByRole('button', { name: '7 Tage' }).click();
  await page.getByLabel('Admin', { exact: true }).selectOption('true');
  await expect(page).toHaveURL(/admin=true/);
  await expect(page.getByTestId('kennzahl-Aufrufe')).toHaveText('1');
  await page.getByLabel('Admin', { exact: true }).selectOption('');
  const von = page.getByRole('textbox', { name: 'von' });
  await von.fill('31.02.2026');
  await von.press('Enter');
  await expect(page.getByText('Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben.')).toBeVisible();
  // SPEC §5: while von has an error, a bis before it is not applied alone, and 'bis vor von' is its own error.
  const bis = page.getByRole('textbox', { name: 'bis' });
  const url = page.url();
  await bis.fill('01.01.2026');
  await bis.press('Enter');
  await von.fill('10.01.2026');
  await von.press('Enter');
  await expect(page.getByText('„bis“ liegt vor „von“.')).toBeVisible();
  await expect(bis).toHaveAttribute('aria-invalid', 'true');
  expect(page.url()).toBe(url);
  await expect(page.getByText('Beim Laden der Daten ist leider ein Fehler aufgetreten.')).toHaveCount(0);
  await page.getByRole('button', { name: '31 Tage' }).click();
  await expect(page.getByTestId('kennzahl-Aufrufe')).toHaveText('4');

  // Charts are drawn; a reload keeps every filter.
  for (const chart of ['chart-aufrufe', 'chart-aktive', 'chart-projekte', 'chart-kunden'])
    await expect(page.getByTestId(chart).locator('svg.recharts-surface').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '31 Tage' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('search', { name: 'Filter des Monitors' }).getByRole('combobox', { name: 'Kunde' }),
  ).toHaveValue(s.kunde.name);

  const row = page.getByTestId('monitor-kunde-zeile').filter({ hasText: s.kunde.name });
  await expect(row).toContainText('4');
  await row.getByRole('button', { name: `Verlauf von ${s.kunde.name}` }).click();
  await expect(page.getByTestId('kunde-detail').locator('svg.recharts-surface').first()).toBeVisible();
  await screenshot(page, 'monitor-filter');
});

test('monitoring form: art switches sidefile / URL and the interval 7 / 30; a Sidefile run and its download', async ({
  page,
}) => {
  await login(page, undefined, '/kunden/new');
  const s = await setup(page);
  await events(page, s, [{ user: s.anna, admin: false }]);
  await apiPost(page, `/api/kaufobjekte`, {
    projekt_id: s.projekt.id,
    status: 1,
    top_nr: '3/12',
    nettopreis: 399000,
  });

  // A new Kunde: Schnittstelle shows the URL input and 30 days; Sidefile hides it and switches to 7.
  await page.goto('/kunden/new');
  await page.getByLabel('Name').fill(unique('Formkunde '));
  const art = page.getByLabel('Monitoring');
  await art.selectOption('1');
  await expect(page.getByLabel('URL der Schnittstelle')).toBeVisible();
  await expect(page.getByRole('radio', { name: '30 Tage' })).toBeChecked();
  await art.selectOption('0');
  await expect(page.getByLabel('URL der Schnittstelle')).toBeHidden();
  await expect(page.getByRole('radio', { name: '7 Tage' })).toBeChecked();

  // The Kunde with usage of the project: run the Sidefile and download it.
  await page.goto(`/kunden/${s.kunde.id}`);
  const monitoring = page.getByTestId('monitoring');
  await expect(monitoring).toContainText('Nächster Lauf');
  await monitoring.getByRole('button', { name: 'Sidefile jetzt erstellen' }).click();
  const lauf = monitoring.getByTestId('monitoring-lauf').first();
  await expect(lauf).toContainText('erfolgreich', { timeout: 15_000 });
  await expect(lauf).toContainText('1');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    lauf.getByRole('link', { name: 'CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Sidefile-.*\.csv$/);
  const fs = await import('node:fs/promises');
  const text = await fs.readFile((await download.path())!, 'utf8');
  expect(text).toContain('3/12');
  expect(text).toContain('399.000,00');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    lauf.getByRole('link', { name: 'XLSX' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  await screenshot(page, 'kunde-monitoring');
});

test('every bar of the project charts has its name beside it, also with ten long project names', async ({
  page,
}) => {
  await login(page, undefined, '/monitor');
  const s = await setup(page);
  const projekte = [];
  for (let i = 0; i < 10; i++)
    projekte.push(await createProjekt(page, { name: unique(`Wohnhausanlage Breitenfurter Straße ${i} `) }));
  const res = await page.request.post('/api/frontend/events', {
    headers: { 'x-api-key': s.key },
    data: {
      events: projekte.flatMap((p, i) =>
        Array.from({ length: i + 1 }, () => ({
          event_id: randomUUID(),
          kunde_id: s.kunde.id,
          frontend_user_id: s.anna.id,
          admin: false,
          projekt_id: p.id,
          pfad: `/projekte/${p.projektnr}`,
          zeit: new Date().toISOString(),
        })),
      ),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto(`/monitor?kunde_id=${s.kunde.id}`);
  await page.getByRole('button', { name: 'Heute' }).click();

  // At a fixed height recharts dropped every second name: ten bars, ten names.
  const names = (testId: string) => page.getByTestId(testId).locator('.namen-balken-name');
  const ticks = (testId: string) =>
    page.getByTestId(testId).locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(page.getByTestId('chart-projekte').locator('.recharts-bar-rectangle')).toHaveCount(10);
  await expect(names('chart-projekte')).toHaveCount(10);
  // One active user today: the scale counts 0, 1 — not 0.25, 0.5 …
  await expect(ticks('chart-aktive')).not.toHaveCount(0);
  for (const tick of await ticks('chart-aktive').allTextContents()) expect(tick).toMatch(/^\d+$/);
  for (const p of projekte)
    await expect(names('chart-projekte').filter({ hasText: String(p.projektnr) })).toHaveCount(1);

  const row = page.getByTestId('monitor-kunde-zeile').filter({ hasText: s.kunde.name });
  await row.getByRole('button', { name: `Verlauf von ${s.kunde.name}` }).click();
  await expect(page.getByTestId('kunde-detail-projekte').locator('.recharts-bar-rectangle')).toHaveCount(10);
  await expect(names('kunde-detail-projekte')).toHaveCount(10);
  await expect(page.getByTestId('kunde-detail').getByText('Meistgesehene Projekte')).toBeVisible();
  await screenshot(page, 'monitor-projekt-namen');
});
