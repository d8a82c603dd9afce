import { test } from '@playwright/test';
import { login } from './fixtures';

const lists = ['/personen', '/firmen', '/projekte', '/kaufobjekte', '/ankaeufe', '/vermarktung', '/angebotsobjekte', '/ausstattungsqualitaeten', '/grundkostenanteile', '/zertifizierungen', '/nutzwertgutachten'];
test('explore', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  for (const l of lists) {
    await page.goto(l);
    await page.waitForTimeout(800);
    const info = await page.evaluate(() => {
      const t = document.querySelector('table');
      if (!t) return 'no table';
      const box = t.parentElement!;
      return `table ${Math.round(t.getBoundingClientRect().width)} box ${box.clientWidth}/${box.scrollWidth}`;
    });
    await page.locator('tbody tr[aria-rowindex]').first().click();
    await page.waitForTimeout(1500);
    const s = await page.evaluate(() => [...document.querySelectorAll('nav[aria-label=Abschnitte] a')].map((a) => a.textContent).join(' | '));
    const h = await page.evaluate(() => [...document.querySelectorAll('main section[aria-label], main section[aria-labelledby], main h2, main legend')].map((a) => a.tagName + ':' + (a.getAttribute('aria-label') ?? a.textContent?.slice(0, 30))).join(' | '));
    console.log(l, info, page.url(), 'SPY:', s, ' CANDIDATES:', h, 'H', await page.evaluate(() => document.documentElement.scrollHeight));
  }
});
