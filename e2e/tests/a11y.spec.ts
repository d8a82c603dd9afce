import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures';

// Issue 9 item 18: every screen is free of WCAG 2.1 A/AA violations axe can find.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations as 'rule: selector' lines, so a failure says where. */
async function violations(page: Page): Promise<string[]> {
  // Modals and notifications fade; the loaded page is what is checked.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${page.url()} ${v.id}: ${n.target.join(' ')}`));
}

test('the login page is axe-clean', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

// The walk in parts, each its own test and time limit: ~60 pages with axe took over 4 minutes in one test
// when CI's two browser halves share the cores.
const parts = 4;
for (let part = 0; part < parts; part++)
  test(`home, every list, create and edit page of the sidebar areas are axe-clean (${part + 1}/${parts})`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await login(page);
    const found: string[] = [];
    if (part === 0) found.push(...(await violations(page)));

    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const paths = (
      await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    ).filter((p) => p !== '/');
    expect(paths.length).toBeGreaterThan(8);
    const mine = paths.filter((_, i) => i % parts === part);
    // Through the sidebar, as a person moves: a page.goto per page started the whole app again each time.
    const open = (path: string) => nav.locator(`a[href="${path}"]`).click();
    for (const path of mine) {
      await open(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await violations(page)));

      const rows = page.locator('tbody tr[aria-rowindex]');
      if (await rows.count()) {
        await rows.first().click();
        await expect(page).not.toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        found.push(...(await violations(page)));
      }

      await open(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const create = page.getByRole('main').getByRole('link', { name: /^Neue?[rs]? / });
      if (await create.count()) {
        await create.first().click();
        await expect(page).toHaveURL(/\/new/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        found.push(...(await violations(page)));
      }
    }
    expect(found).toEqual([]);
  });
