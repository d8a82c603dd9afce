import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { admin } from '../playwright.config';

export { admin };

/** Logs in through the login form, as a person would. */
export async function login(page: Page, user: { email: string; password: string } = admin, path = '/') {
  await page.goto(path);
  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByRole('textbox', { name: 'Passwort' }).fill(user.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
}

const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Screenshots a developer looks at (DESIGN §10); kept in e2e/screenshots whatever the working directory. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
}

/** A name no other test or the demo data uses, so assertions find exactly the rows a test made. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** pdf.js drew a page into the viewer's canvas: it has a size and dark (text) pixels, not just white. */
export async function expectPdfPageRendered(viewer: Locator) {
  const canvas = viewer.getByTestId('pdf-seite');
  await expect(canvas).toBeVisible();
  await expect
    .poll(
      () =>
        canvas.evaluate((c: HTMLCanvasElement) => {
          if (!c.width || !c.height) return 0;
          const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
          let dark = 0;
          for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark += 1;
          return dark;
        }),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(20);
}

/** The anti-forgery token of the page's session, for API calls a test makes as that user. */
export async function csrfToken(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/session')).json()) as { data: { csrfToken: string } }).data
    .csrfToken;
}

/** A call to the API as the page's user (test setup, not what is under test); it must succeed. */
export async function apiCall(page: Page, method: 'post' | 'put' | 'delete', url: string, data?: unknown) {
  const res = await page.request[method](url, { data, headers: { 'x-csrf-token': await csrfToken(page) } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

export const apiPost = (page: Page, url: string, data: unknown) => apiCall(page, 'post', url, data);

/** A project number no other test or the demo data uses. */
export function uniqueProjektnr(): number {
  return 100_000 + Math.floor(Math.random() * 800_000_000);
}

export interface TestProjekt {
  id: number;
  projektnr: number;
  name: string;
}

/** A new project in Wien through the API; `fields` override the defaults. */
export async function createProjekt(page: Page, fields: Record<string, unknown> = {}): Promise<TestProjekt> {
  const body = { projektnr: uniqueProjektnr(), name: unique('Projekt '), bundesland_id: 9, ...fields };
  return (await apiPost(page, '/api/projekte', body)).data as TestProjekt;
}

/** A new firm through the API; `fields` override the defaults. */
export async function createFirma(
  page: Page,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; name: string }> {
  return (await apiPost(page, '/api/firmen', { name: unique('Firma '), ...fields })).data as {
    id: number;
    name: string;
  };
}

/** A one-page PDF (a text layer in Helvetica) whose page reads `line`, for uploads and the viewer. */
export function textPdf(line: string): Buffer {
  const content = `BT /F1 18 Tf 30 100 Td (${line}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
      `4 0 obj<</Length ${content.length}>>stream\n${content}\nendstream endobj`,
      '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
      'trailer<</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

/** The data rows of a list's table (not the header, not the loading placeholders). */
export const listRows = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr[aria-rowindex]');

/** Creates a person through the form, as a person would, and waits for the save's message. */
export async function createPersonInForm(page: Page, vorname: string, nachname: string, email = '') {
  await page.goto('/personen/new');
  await page.getByLabel('Vorname').fill(vorname);
  await page.getByLabel('Nachname').fill(nachname);
  if (email) await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
}
