import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
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
