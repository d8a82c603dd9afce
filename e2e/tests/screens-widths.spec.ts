import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPost, login, unique } from './fixtures';

// Issue 27, 'every screen at 1,280 and 1,920 px': the screens that were cut, wrapped or misaligned stay
// whole, and a read-only form stays readable.

const widths = [1280, 1920];

/** Nothing sticks out of the window sideways, and no button shows its label cut short. */
async function expectWhole(page: Page, what: string) {
  const found = await page.evaluate(() => ({
    overflow: document.scrollingElement!.scrollWidth - window.innerWidth,
    clipped: [...document.querySelectorAll<HTMLElement>('main button')]
      .filter((b) => b.offsetParent !== null)
      .filter((b) => {
        const label = b.querySelector<HTMLElement>('.mantine-Button-label') ?? b;
        return label.scrollWidth > label.clientWidth + 1;
      })
      .map((b) => b.innerText.trim()),
  }));
  expect(found, what).toEqual({ overflow: 0, clipped: [] });
}

const box = async (l: Locator) => (await l.boundingBox())!;

async function firstRecord(page: Page, list: string): Promise<string> {
  await page.goto(list);
  await page.locator('tbody tr[aria-rowindex]').first().click();
  await expect(page).toHaveURL(/\/\d+$/);
  return new URL(page.url()).pathname;
}

test('the screens that were cut or wrapped fit at 1,280 and 1,920 px', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  const user = (await apiPost(page, '/api/benutzer', {
    email: `${unique('breite')}@example.at`,
    name: 'Bea Breite',
    berechtigungen: ['personen.lesen'],
  })) as { data: { id: number } };
  const ankauf = await firstRecord(page, '/ankaeufe');
  const kaufobjekt = await firstRecord(page, '/kaufobjekte');

  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });

    // A user's actions stay on one line, and 'Gespeichert.' keeps its distance from them.
    await page.goto(`/benutzer/${user.data.id}`);
    const actions = page.getByRole('button', { name: /Einmal-Link|Passwort setzen|anmelden|Anonymisieren/ });
    await expect(actions).toHaveCount(4);
    const tops = new Set(await actions.evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().top)));
    expect(tops.size, `${width}: one line`).toBe(1);
    await page.getByRole('button', { name: 'Speichern' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Gespeichert.' });
    await expect(saved).toBeVisible();
    const below = await box(actions.first());
    expect((await box(saved)).y, `${width}: gap above 'Gespeichert.'`).toBeGreaterThanOrEqual(
      below.y + below.height + 8,
    );
    await expectWhole(page, `${width} Benutzer`);

    // Many save buttons: Löschen stays on the first line, on the right.
    await page.goto(ankauf);
    const speichern = await box(page.getByRole('button', { name: 'Speichern', exact: true }));
    const loeschen = await box(page.getByRole('button', { name: 'Löschen', exact: true }));
    expect(loeschen.y, `${width}: Löschen beside Speichern`).toBe(speichern.y);
    await expectWhole(page, `${width} Ankauf`);

    // The price helpers keep their labels whole.
    await page.goto(kaufobjekt);
    await expect(page.getByRole('button', { name: 'USt berechnen' })).toBeVisible();
    await expectWhole(page, `${width} Kaufobjekt`);

    // The BAB's 'Aus Grundkostenanteil übernehmen' stays inside its section.
    await page.goto('/ausstattungsqualitaeten/new');
    const section = await box(page.getByRole('region', { name: 'Grundkostenanteil' }));
    const gka = await box(page.getByRole('button', { name: 'Aus Grundkostenanteil übernehmen' }));
    expect(gka.x + gka.width, `${width}: inside its section`).toBeLessThanOrEqual(section.x + section.width);
    await expectWhole(page, `${width} BAB`);

    // The Datencheck's checks: names and badges wrap beside 'Jetzt prüfen' and 'Abfrage', nothing is cut.
    await page.goto('/datencheck');
    await expect(page.getByRole('button', { name: 'Jetzt prüfen' }).first()).toBeVisible();
    await expectWhole(page, `${width} Datencheck`);
  }
});

test('a read-only form is readable (4.5:1) and still looks not editable; Kein Zugriff lines up', async ({
  page,
  browser,
}) => {
  await login(page);
  const email = `${unique('leserin')}@example.at`;
  const passwort = 'E2e-Leserin-Passwort';
  await apiPost(page, '/api/benutzer', {
    email,
    name: 'Lea Leserin',
    berechtigungen: ['personen.lesen'],
    passwort,
  });
  const reader = await (await browser.newContext()).newPage();
  await login(reader, { email, password: passwort });

  await reader.goto('/personen/1');
  const field = reader.getByLabel('Nachname');
  await expect(field).toBeDisabled();
  const look = await field.evaluate((input) => {
    const style = getComputedStyle(input);
    const rgb = (c: string) =>
      c
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [hi, lo] = [lum(style.color), lum(style.backgroundColor)].sort((a, b) => b - a);
    return {
      contrast: (hi! + 0.05) / (lo! + 0.05),
      opacity: Number(style.opacity),
      background: style.backgroundColor,
      cursor: style.cursor,
    };
  });
  expect(look.contrast).toBeGreaterThanOrEqual(4.5);
  expect(look.opacity).toBe(1);
  expect(look.background).not.toBe('rgb(255, 255, 255)');
  expect(look.cursor).toBe('not-allowed');

  // 'Kein Zugriff' starts where every page's heading starts.
  const headingX = async () => (await box(reader.getByRole('heading', { level: 1 }))).x;
  const pageX = await headingX();
  await reader.goto('/benutzer');
  await expect(reader.getByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeVisible();
  expect(await headingX()).toBe(pageX);
});
