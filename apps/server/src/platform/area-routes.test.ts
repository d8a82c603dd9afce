import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({ permissions: ['personen.lesen', 'personen.bearbeiten'] });
  for (const [vorname, nachname, email] of [
    ['Anna', 'Huber', 'anna.huber@beispiel.at'],
    ['Bernd', 'Hummel', 'hu.bernd@beispiel.at'],
    ['Clara', 'Schuh', 'c.schuh@beispiel.at'],
    ['Dora', 'Gruber-Huber', null],
    ['Emil', 'Wagner', null],
  ])
    await t.as(staff, { method: 'POST', url: '/api/personen', payload: { vorname, nachname, email } });
});
afterAll(() => t?.close());

const get = async (url: string) => {
  const res = await t.as(staff, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
};

// Issue 11: the web asks for a page without its count and for the count apart, once per filter.
describe('list pages and their count apart', () => {
  it('count=0 answers the page without counting; GET <api>/count answers the count of the filter', async () => {
    const page = await get('/api/personen?per_page=2&sort=nachname&count=0');
    expect(page).toMatchObject({ total: 0, counted: false, page: 1, per_page: 2 });
    expect(page.data.map((p: { nachname: string }) => p.nachname)).toEqual(['Gruber-Huber', 'Huber']);

    const counted = await get('/api/personen?per_page=2&sort=nachname');
    expect(counted).toMatchObject({ total: 5, total_capped: false });
    expect(counted.counted).toBeUndefined();

    expect(await get('/api/personen/count')).toEqual({
      status: 'ok',
      data: { total: 5, total_capped: false },
    });
    expect(await get(`/api/personen/count?q[]=${encodeURIComponent('nachname:huber')}`)).toEqual({
      status: 'ok',
      data: { total: 2, total_capped: false },
    });
  });

  it('refuses the count without the read permission', async () => {
    const outsider = await t.user({ permissions: ['projekte.lesen'] });
    const res = await t.as(outsider, { method: 'GET', url: '/api/personen/count' });
    expect(res.statusCode).toBe(403);
  });
});

describe("'contains' filters of 1–2 characters", () => {
  it('read as a name prefix (served by an index); from 3 characters on they are "contains"', async () => {
    const names = async (filter: string) =>
      (await get(`/api/personen?sort=nachname&q[]=${encodeURIComponent(filter)}`)).data.map(
        (p: { nachname: string }) => p.nachname,
      );
    expect(await names('nachname:hu')).toEqual(['Huber', 'Hummel']);
    expect(await names('nachname:HÜ')).toEqual(['Huber', 'Hummel']);
    expect(await names('nachname:hub')).toEqual(['Gruber-Huber', 'Huber']);
    expect(await names('vorname:e')).toEqual(['Wagner']);
    expect(await names('fulltext:d')).toEqual(['Gruber-Huber']);
    // An e-mail address: its beginning, then anywhere.
    expect(await names('email:HU')).toEqual(['Hummel']);
    expect(await names('email:hub')).toEqual(['Huber']);
    expect(await names('email:beispiel')).toEqual(['Huber', 'Hummel', 'Schuh']);
  });
});
