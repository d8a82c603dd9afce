/**
 * An AsyncLocalStorage in use switches on Node's promise hooks for every promise of the process: a tenth of a
 * microsecond each, 30–60 µs a request (issue 29). The server keeps one, the transaction guard's in
 * db/client.ts, enabled only while a transaction is open; anything else a call needs is passed to it.
 */
/** @type {import('eslint').Rule.RuleModule} */
export const noAsyncLocalStorage = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow AsyncLocalStorage outside the transaction guard' },
    messages: {
      als: 'AsyncLocalStorage makes every promise of the process pay for promise hooks: pass the value to the call instead (only db/client.ts keeps one, enabled while a transaction is open).',
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'node:async_hooks' && node.source.value !== 'async_hooks') return;
        for (const specifier of node.specifiers) {
          const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : undefined;
          // A namespace or default import reaches it as a member: refused too.
          if (name === 'AsyncLocalStorage' || specifier.type !== 'ImportSpecifier')
            context.report({ node: specifier, messageId: 'als' });
        }
      },
    };
  },
};
