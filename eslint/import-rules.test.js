import { describe, expect, it } from 'vitest';
import { errors } from './lint-snippet.js';

// The import-direction rules of eslint.config.js, proven on snippets (lint-snippet.js).
const use = (name, from) => `import { ${name} } from '${from}';\nexport const used = ${name};\n`;

describe('import directions (DESIGN §3, issue 26)', () => {
  it('a server module imports neither the app nor the test helpers', async () => {
    const file = 'apps/server/src/modules/ankaeufe/ankaeufe.helper.ts';
    expect(await errors(file, use('buildApp', '../../app'))).toEqual([
      expect.stringContaining('no-restricted-imports: ' + "'../../app' import is restricted"),
    ]);
    expect(await errors(file, use('buildApp', '../../app.ts'))).toHaveLength(1);
    expect(await errors(file, use('until', '../../testing/until'))).toEqual([
      expect.stringContaining('Only tests import testing/'),
    ]);
    expect(await errors(file, use('access', '../../platform/access'))).toEqual([]);
  });

  it("a module's tests may import the test helpers, but not the app", async () => {
    const file = 'apps/server/src/modules/ankaeufe/ankaeufe.helper.test.ts';
    expect(await errors(file, use('createTestApp', '../../testing/test-app'))).toEqual([]);
    expect(await errors(file, use('buildApp', '../../app'))).toEqual([
      expect.stringContaining('Modules do not import the app'),
    ]);
  });

  it('db/ does not import a module', async () => {
    expect(
      await errors(
        'apps/server/src/db/seed/demo-x.ts',
        use('x', '../../modules/ankaeufe/ankaeufe.repository'),
      ),
    ).toEqual([expect.stringContaining('db/ must not depend on a module')]);
    expect(await errors('apps/server/src/db/schema/x.ts', use('base', './base'))).toEqual([]);
  });

  it('a web feature does not import the app shell', async () => {
    const file = 'apps/web/src/features/kunden/kunden-helper.tsx';
    expect(await errors(file, use('router', '../../app/router'))).toEqual([
      expect.stringContaining('Features do not import the app shell'),
    ]);
    expect(await errors(file, use('api', '../../lib/api'))).toEqual([]);
  });

  it("the web's choices are ChoiceSelect and ChoiceMultiSelect, never Mantine's Select or MultiSelect", async () => {
    for (const file of [
      'apps/web/src/features/kunden/kunden-helper.tsx',
      'apps/web/src/components/x/x.tsx',
      'apps/web/src/app/x.tsx',
    ])
      for (const name of ['Select', 'MultiSelect']) {
        expect(await errors(file, use(name, '@mantine/core')), `${name} in ${file}`).toEqual([
          expect.stringContaining('Use ChoiceSelect'),
        ]);
        expect(await errors(file, use('NativeSelect', '@mantine/core'))).toEqual([]);
      }
    // The feature's own direction rule holds beside it (flat config: one block's rule replaces another's).
    expect(
      await errors('apps/web/src/features/kunden/kunden-helper.tsx', use('router', '../../app/router')),
    ).toEqual([expect.stringContaining('Features do not import the app shell')]);
  });

  it('the domain has no import cycle', async () => {
    // format.ts is re-exported by index.ts: importing the index from it closes a cycle.
    expect(await errors('packages/domain/src/format.ts', use('messages', './index'))).toEqual([
      expect.stringContaining('import-x/no-cycle'),
    ]);
    expect(await errors('packages/domain/src/format-helper.ts', use('messages', './index'))).toEqual([]);
  });
});
