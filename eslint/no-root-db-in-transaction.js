/**
 * Issue 23: inside a callback passed to `.transaction(...)`, the root handle (`db`, `database`, `ctx.db`,
 * `this.database`, …) must not be used: on PGlite's single connection such a query waits for the
 * transaction, which waits for the query — forever. Use the transaction (`tx`) instead. (At run time
 * db/client.ts refuses such calls too; this rule finds them before they run.)
 */
const rootNames = new Set(['db', 'database']);

function isFunction(node) {
  return node && (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression');
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRootDbInTransaction = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow the root database handle inside a transaction callback' },
    messages: {
      root: '`{{name}}` inside a `.transaction(...)` callback: use the transaction handle (tx); the root handle waits for the open transaction (deadlock on PGlite).',
    },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'transaction')
          return;
        const callback = node.arguments[0];
        if (!isFunction(callback)) return;
        const scope = sourceCode.getScope(callback);
        // References made inside the callback (and functions within it) to variables from outside it.
        for (const ref of scope.through) {
          const id = ref.identifier;
          const parent = id.parent;
          if (rootNames.has(id.name)) {
            context.report({ node: id, messageId: 'root', data: { name: id.name } });
          } else if (
            parent?.type === 'MemberExpression' &&
            parent.object === id &&
            !parent.computed &&
            rootNames.has(parent.property.name)
          ) {
            context.report({
              node: parent,
              messageId: 'root',
              data: { name: `${id.name}.${parent.property.name}` },
            });
          }
        }
        // this.db / this.database
        const visit = (n) => {
          if (!n || typeof n.type !== 'string') return;
          if (
            n.type === 'MemberExpression' &&
            n.object.type === 'ThisExpression' &&
            !n.computed &&
            rootNames.has(n.property.name)
          ) {
            context.report({ node: n, messageId: 'root', data: { name: `this.${n.property.name}` } });
          }
          for (const key of Object.keys(n)) {
            if (key === 'parent') continue;
            const child = n[key];
            if (Array.isArray(child)) child.forEach(visit);
            else if (child && typeof child.type === 'string') visit(child);
          }
        };
        visit(callback.body);
      },
    };
  },
};
