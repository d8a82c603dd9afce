// Bundles the server (and the workspace domain package) into dist/main.js; npm packages stay external.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';

// OUT_DIR: a separate bundle, e.g. for a second e2e run beside this one (default dist).
const outDir = process.env.OUT_DIR ?? 'dist';
const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outdir: outDir,
  // Modules imported with `await import()` (demo data, the deed simulator's PDF writer) become chunks of
  // their own, loaded when first used: a restart does not load what it does not run (issue 29, goal 5).
  splitting: true,
  // Beside main.js, not in a folder: modules find the migrations and the web build from import.meta.url.
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
await cp('src/db/migrations', `${outDir}/migrations`, { recursive: true });
