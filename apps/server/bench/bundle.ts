import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** DESIGN §11: JavaScript of the login page and the shell, gzip; everything else loads lazily. */
export const loginShellBudget = 250_000;

export interface BundleFile {
  file: string;
  raw: number;
  gzip: number;
}

/**
 * The JavaScript a browser fetches for the login page of the built web app: the entry script and every
 * chunk index.html preloads (the entry's static imports), gzip -9 as the server sends them.
 */
export function loginShellFiles(dist: string): BundleFile[] {
  const indexHtml = path.join(dist, 'index.html');
  if (!existsSync(indexHtml))
    throw new Error(`${indexHtml} is missing: run \`npm run build\` first (or set WEB_DIST)`);
  const html = readFileSync(indexHtml, 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = tags
    .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1])
    .filter((file): file is string => !!file);
  return files.map((file) => {
    const content = readFileSync(path.join(dist, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Prints the files, largest first, and the total against the budget; false when over it. */
export function printLoginShell(files: BundleFile[]): boolean {
  const sorted = [...files].sort((a, b) => b.gzip - a.gzip);
  console.log('\nLogin page + shell JavaScript (DESIGN §11)');
  console.log(`${'file'.padEnd(48)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
  for (const f of sorted)
    console.log(`${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} ${kb(f.gzip).padStart(10)}`);
  const raw = files.reduce((sum, f) => sum + f.raw, 0);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  const within = gzip <= loginShellBudget;
  console.log(
    `${`total (${files.length} files)`.padEnd(48)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)}`,
  );
  console.log(
    `budget ${kb(loginShellBudget)} gzip: ${within ? 'within' : 'OVER'} (${kb(loginShellBudget - gzip)} left)`,
  );
  return within;
}

/**
 * Packages a restart does not need (demo data, the deed simulator's PDF writer, reading deeds, checking a
 * Datencheck query): imported with `await import()`, so the server's start does not load them (issue 29,
 * goal 5: together ~1 s of a restart). A static import of one of them anywhere on the start's way fails CI.
 */
export const lazyServerPackages = [
  '@faker-js/faker',
  'pdf-lib',
  'pdfjs-dist',
  'tesseract.js',
  '@napi-rs/canvas',
  'pureimage',
  'libpg-query',
];

/** The npm packages the built server (dist/main.js) imports statically, following its own chunks. */
export function serverStartPackages(dist: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    // esbuild writes static imports as `import … from "x";` or `import "x";` at the start of a line.
    for (const [, spec] of code.matchAll(/^import\s(?:[^'"]*?\sfrom\s)?["']([^"']+)["'];?$/gms)) {
      if (spec!.startsWith('./')) visit(spec!.slice(2));
      else if (!spec!.startsWith('node:'))
        packages.add(spec!.startsWith('@') ? spec!.split('/').slice(0, 2).join('/') : spec!.split('/')[0]!);
    }
  };
  visit('main.js');
  return packages;
}

/** Prints what the start loads that it should not; false when it loads one of `lazyServerPackages`. */
export function printServerStart(packages: Set<string>): boolean {
  const eager = lazyServerPackages.filter((p) => packages.has(p));
  console.log(`\nServer start: ${packages.size} npm packages imported statically`);
  console.log(
    eager.length
      ? `LOADED AT START, should load when first used: ${eager.join(', ')}`
      : `none of ${lazyServerPackages.join(', ')}`,
  );
  return eager.length === 0;
}
