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

test('home, every list, create and edit page of the sidebar areas are axe-clean', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page);
  const found: string[] = [];
  found.push(...(await violations(page)));

  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const paths = (
    await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  ).filter((p) => p !== '/');
  expect(paths.length).toBeGreaterThan(8);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await violations(page)));

    const rows = page.locator('tbody tr[aria-rowindex]');
    if (await rows.count()) {
      await rows.first().click();
      await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await violations(page)));
    }

    await page.goto(path);
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
