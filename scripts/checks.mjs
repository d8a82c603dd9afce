// `npm run checks`: the type checks of every workspace, lint and the format check at the same time (one after
// the other they leave a core idle for over a minute of every `npm test`). Each one's output is printed whole
// when it ends, so failures stay readable; exits 1 if any failed.
import { spawn } from 'node:child_process';

const checks = [
  ['tsc packages/domain', 'npx', ['tsc', '-p', 'packages/domain']],
  ['tsc apps/server', 'npx', ['tsc', '-p', 'apps/server']],
  ['tsc apps/web', 'npx', ['tsc', '-p', 'apps/web']],
  ['tsc e2e', 'npx', ['tsc', '-p', 'e2e']],
  ['eslint', 'npx', ['eslint', '.']],
  ['prettier --check', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
];

const run = ([name, command, args]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `${code === 0 ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)\n${code === 0 ? '' : output}`,
      );
      resolve(code === 0);
    });
  });

const results = await Promise.all(checks.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
