import { expect, type Locator, type Page } from '@playwright/test';
import { apiPost, createProjekt } from './fixtures';

/** The deed imports' specs: a project in Graz (where the simulator's court 631 is) and an import of it. */
export const grazProjekt = (page: Page, name: string, strasse: string) =>
  createProjekt(page, { name, strasse, plz: '8020', ort: 'Graz', bundesland_id: 6 });

/** Creates an import (court 631 unless told) through the API and opens its page; answers its id. */
export async function openImport(
  page: Page,
  tz: { von: number; bis: number },
  jahr = 2018,
  gericht = '631',
): Promise<number> {
  const { data } = (await apiPost(page, '/api/urkundenabfragen/importe', {
    gericht,
    jahr,
    tz_von: tz.von,
    tz_bis: tz.bis,
  })) as { data: { id: number } };
  await page.goto(`/importe/kaufobjekte/${data.id}`);
  return data.id;
}

/** Confirms, one at a time, the fields the review still shows open (filled 'bestätigen' buttons). */
export async function confirmOpenFields(page: Page, review: Locator, most: number) {
  for (let i = 0; i < most; i++) {
    const offen = review
      .getByRole('button', { name: /bestätigen$/ })
      .and(page.locator('.mantine-Button-root[data-variant="filled"]'));
    if (!(await offen.count())) break;
    // Wait until the confirmed field's button is gone: counting again while its save is still running
    // found the same (disabled) button, which then vanished under the click.
    const name = (await offen.first().getAttribute('aria-label'))!;
    await offen.first().click();
    await expect(review.getByRole('button', { name, exact: true })).toHaveCount(0, { timeout: 15_000 });
  }
}
