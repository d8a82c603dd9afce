#!/usr/bin/env node
// `npm run new-area -- <key> [--label Mehrzahl] [--singular Einzahl] [--neu 'Neues …'] [--group Gruppe] [--no-migration]`
// Writes the skeleton of a small standard area (README: Adding an area): a project's records with date,
// name, three statuses and a remark. Every file the recipe names is written or gets its line; then the
// migration is generated (with the Datencheck grant). Adapt the fields afterwards in each file.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));
const templates = fileURLToPath(new URL('./templates/', import.meta.url));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    label: { type: 'string' },
    singular: { type: 'string' },
    neu: { type: 'string' },
    group: { type: 'string', default: 'Stammdaten' },
    'no-migration': { type: 'boolean', default: false },
  },
});
const key = positionals[0];
const fail = (message) => {
  console.error(`new-area: ${message}`);
  process.exit(1);
};
if (!key || !/^[a-z][a-z0-9]*$/.test(key))
  fail('ein Schlüssel aus Kleinbuchstaben und Ziffern, z. B. npm run new-area -- bauansuchen');

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const label = values.label ?? capital(key);
const singular = values.singular ?? label;
const identifier = (s) =>
  capital(
    s
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/Ä/g, 'Ae')
      .replace(/Ö/g, 'Oe')
      .replace(/Ü/g, 'Ue')
      .replace(/ß/g, 'ss')
      .replace(/[^A-Za-z0-9]/g, ''),
  );
const Name = identifier(singular);
const group = values.group;
const areaGroups = ['Stammdaten', 'Transaktionen', 'Bewertung', 'Qualität und Importe', 'Verwaltung'];
if (!areaGroups.includes(group)) fail(`--group: eine von ${areaGroups.join(', ')}`);
const words = {
  __key__: key,
  __Name__: Name,
  __label__: label,
  __singular__: singular,
  __newLabel__: values.neu ?? `${singular} anlegen`,
  __group__: group,
  __permissionGroup__: group,
};

const path = (p) => join(root, p);
const fill = (template) =>
  Object.entries(words).reduce(
    (text, [word, value]) => text.replaceAll(word, value),
    readFileSync(join(templates, template), 'utf8'),
  );

const areasFile = 'packages/domain/src/areas.ts';
if (readFileSync(path(areasFile), 'utf8').includes(`key: '${key}'`))
  fail(`den Bereich '${key}' gibt es schon (${areasFile})`);

/** A new file from its template; never over an existing one. */
const written = [];
function write(file, template) {
  if (existsSync(path(file))) fail(`${file} gibt es schon`);
  mkdirSync(dirname(path(file)), { recursive: true });
  writeFileSync(path(file), fill(template));
  written.push(file);
}

/** Lines into a shared file, before the first occurrence of `anchor` (from its line break) after `after`. */
const edited = [];
function insert(file, anchor, text, after = '') {
  const source = readFileSync(path(file), 'utf8');
  const from = after ? source.indexOf(after) : 0;
  const at = from < 0 ? -1 : source.indexOf(anchor, from);
  if (at < 0)
    fail(`${file}: '${anchor.trim()}' nicht gefunden — diesen Schritt von Hand (README: Adding an area)`);
  writeFileSync(path(file), source.slice(0, at) + text + source.slice(at));
  if (!edited.includes(file)) edited.push(file);
}

const feature = `apps/web/src/features/${key}`;
const module = `apps/server/src/modules/${key}`;

// 1. Domain: schemas; the definition with its permissions and Verlauf source; request bodies.
write(`packages/domain/src/${key}.ts`, 'domain.ts.tpl');
insert(areasFile, 'const definitions = [', fill('definition.ts.tpl'));
insert(areasFile, '\n] as const;', `\n  ${key}Area,`, 'const definitions = [');
const schemasFile = 'packages/domain/src/area-schemas.ts';
insert(
  schemasFile,
  "\n\n// Each area's module",
  `\nimport { ${Name}CreateSchema, ${Name}UpdateSchema } from './${key}';`,
);
insert(schemasFile, '\n\n/**\n * Request bodies', `\nexport * from './${key}';`);
insert(
  schemasFile,
  '\n} satisfies Record<StandardAreaKey',
  `\n  ${key}: { create: ${Name}CreateSchema, update: ${Name}UpdateSchema },`,
);

// 2. Database: the table, its line in the index.
write(`apps/server/src/db/schema/${key}.ts`, 'db-schema.ts.tpl');
writeFileSync(
  path('apps/server/src/db/schema/index.ts'),
  readFileSync(path('apps/server/src/db/schema/index.ts'), 'utf8') + `export * from './${key}';\n`,
);
edited.push('apps/server/src/db/schema/index.ts');

// 3. Server: repository, service, routes, the module's line, the contract test's fixture.
write(`${module}/${key}.repository.ts`, 'repository.ts.tpl');
write(`${module}/${key}.service.ts`, 'service.ts.tpl');
write(`${module}/${key}.routes.ts`, 'routes.ts.tpl');
insert(
  'apps/server/src/modules/index.ts',
  '\n\n/** Every area',
  `\nimport { ${key}Routes } from './${key}/${key}.routes';`,
);
insert('apps/server/src/modules/index.ts', '\n];', `\n  ${key}Routes,`, 'export const modules');
write(`${module}/${key}.fixture.ts`, 'fixture.ts.tpl');

// 4. Web: columns, fields and form model, list page, create/edit pages, pages.ts.
write(`${feature}/${key}-columns.tsx`, 'web-columns.tsx.tpl');
write(`${feature}/${key}-fields.tsx`, 'web-fields.tsx.tpl');
write(`${feature}/list-page.tsx`, 'web-list-page.tsx.tpl');
write(`${feature}/form-pages.ts`, 'web-form-pages.ts.tpl');
write(`${feature}/pages.ts`, 'web-pages.ts.tpl');

// 5. End to end: list and create.
write(`e2e/tests/${key}.spec.ts`, 'e2e.spec.ts.tpl');

// 6. Migration: the table, then its grant to the Datencheck role (a custom migration).
if (!values['no-migration']) {
  const server = path('apps/server');
  const drizzle = (...args) =>
    execFileSync('npx', ['drizzle-kit', 'generate', ...args], { cwd: server, stdio: 'inherit' });
  const newest = () =>
    JSON.parse(readFileSync(join(server, 'src/db/migrations/meta/_journal.json'), 'utf8')).entries.at(-1).tag;
  drizzle('--name', key);
  written.push(`apps/server/src/db/migrations/${newest()}.sql`);
  drizzle('--custom', '--name', `${key}_datencheck`);
  const custom = `src/db/migrations/${newest()}.sql`;
  writeFileSync(
    join(server, custom),
    `-- Datencheck checks may read the new table (README: Datencheck).\nGRANT SELECT ON ${key} TO datencheck_leser;\n`,
  );
  written.push(`apps/server/${custom}`);
}

// The house style (Prettier) over the new files (the lines added to shared files are written in it).
const code = written.filter((f) => /\.tsx?$/.test(f)).map(path);
execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...code], { cwd: root, stdio: 'inherit' });

console.log(
  `\nBereich '${key}' angelegt.\nNeu:\n  ${written.join('\n  ')}\nErgänzt:\n  ${edited.join('\n  ')}`,
);
console.log(
  `\nWeiter: die Felder anpassen (Domain, Tabelle, Spalten, Formular), ${values['no-migration'] ? 'cd apps/server && npx drizzle-kit generate, ' : ''}` +
    `dann npm run typecheck und\n` +
    `npx vitest run apps/server/src/platform/area-recipe.test.ts apps/server/src/platform/area-contract.test.ts`,
);
