import { describe, expect, it } from 'vitest';
import { errors } from './lint-snippet.js';

// The rule of eslint.config.js that refuses "today" as the UTC day (packages/domain heute.ts), on snippets
// (lint-snippet.js).
describe("today is Vienna's day", () => {
  it('refuses the UTC day of new Date() in the server, the domain, the web and the browser tests', async () => {
    for (const file of [
      'apps/server/src/modules/ankaeufe/ankaeufe.export.ts',
      'packages/domain/src/x.ts',
      'apps/web/src/lib/x.ts',
      'e2e/tests/x.spec.ts',
    ]) {
      for (const code of [
        'export const tag = new Date().toISOString().slice(0, 10);\n',
        'export const tag = new Date().toISOString().substring(0, 10);\n',
      ])
        expect(await errors(file, code), file).toEqual([
          expect.stringContaining('no-restricted-syntax: Today'),
        ]);
    }
  });

  it('lets a day made from a date print itself, and a timestamp stay a timestamp', async () => {
    const file = 'apps/server/src/modules/ankaeufe/ankaeufe.export.ts';
    expect(
      await errors(file, "export const tag = new Date('2024-03-01').toISOString().slice(0, 10);\n"),
    ).toEqual([]);
    expect(await errors(file, 'export const zeit = new Date().toISOString().slice(0, 16);\n')).toEqual([]);
  });
});
