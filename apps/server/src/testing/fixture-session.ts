import type { FixtureApi } from './area-fixture';
import { createTestApp, type TestApp, type TestUser } from './test-app';

export interface FixtureSession {
  t: TestApp;
  /** The admin whose requests the test makes. */
  editor: TestUser;
  /** A second admin: another user's changes, keys and conflicts. */
  other: TestUser;
  /** The HTTP API as `editor`, for the area fixtures' prerequisites. */
  api: FixtureApi;
}

/** A test app with two admins and the fixtures' API: what the tests over every standard area start from. */
export async function fixtureSession(): Promise<FixtureSession> {
  const t = await createTestApp();
  const editor = await t.user({ admin: true, name: 'Maria Huber' });
  const other = await t.user({ admin: true, name: 'Karl Berger' });
  const api: FixtureApi = {
    async post(url, body) {
      const res = await t.as(editor, { method: 'POST', url, payload: body });
      if (res.statusCode !== 200) throw new Error(`POST ${url} → ${res.statusCode}: ${res.body}`);
      return res.json().data;
    },
  };
  return { t, editor, other, api };
}
