// `npm start`: builds what is missing or older than its sources, then runs the bundled server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function stale(output, ...sources) {
  return !existsSync(output) || Math.max(...sources.map(newest)) > statSync(output).mtimeMs;
}

function run(args) {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (stale('apps/web/dist/index.html', 'apps/web/src', 'packages/domain/src'))
  run(['run', 'build', '-w', '@app/web']);
if (stale('apps/server/dist/main.js', 'apps/server/src', 'packages/domain/src'))
  run(['run', 'build', '-w', '@app/server']);

const server = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
