import { describe, expect, it } from 'vitest';
import { errors } from './lint-snippet.js';

// The rule that keeps AsyncLocalStorage to the transaction guard (eslint/no-async-local-storage.js).
describe('no AsyncLocalStorage but the transaction guard', () => {
  it('refuses it in the server, whichever way it is imported', async () => {
    for (const code of [
      "import { AsyncLocalStorage } from 'node:async_hooks';\nexport const s = new AsyncLocalStorage();\n",
      "import { AsyncLocalStorage as S } from 'async_hooks';\nexport const s = new S();\n",
      "import * as hooks from 'node:async_hooks';\nexport const s = new hooks.AsyncLocalStorage();\n",
    ])
      expect(await errors('apps/server/src/platform/x.ts', code)).toEqual([
        expect.stringContaining('local/no-async-local-storage: AsyncLocalStorage makes every promise'),
      ]);
  });

  it("lets db/client.ts keep the guard's, and the rest of async_hooks be used", async () => {
    const als =
      "import { AsyncLocalStorage } from 'node:async_hooks';\nexport const s = new AsyncLocalStorage();\n";
    expect(await errors('apps/server/src/db/client.ts', als)).toEqual([]);
    expect(
      await errors(
        'apps/server/src/db/client.test.ts',
        "import { executionAsyncId } from 'node:async_hooks';\nexport const id = executionAsyncId();\n",
      ),
    ).toEqual([]);
  });
});
