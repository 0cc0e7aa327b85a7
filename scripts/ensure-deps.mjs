#!/usr/bin/env node
// Runs before `npm start` and `npm test` (prestart/pretest): installs what a fresh clone
// lacks, so the README's two commands work on a new machine. Plain Node, no dependencies:
// it runs before node_modules exists.
//   --browser  also make sure Debian's chromium is installed (the browser tests need it)
//   --sfu      also build the mediasoup worker into the user cache (minutes, first run only)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args, opts = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (result.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
};
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

// npm packages: a clean install when node_modules is missing, an update when the lockfile
// or package.json changed since the last install.
const installed = `${root}node_modules/.package-lock.json`;
if (!existsSync(installed)) {
  console.log('Installing npm packages (first run)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
} else if (mtime(`${root}package-lock.json`) > mtime(installed) || mtime(`${root}package.json`) > mtime(installed)) {
  console.log('package files changed: updating npm packages...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

if (process.argv.includes('--browser') && !existsSync('/usr/bin/chromium')) {
  console.log('Installing Debian chromium for the browser tests...');
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  if (!isRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) {
    console.error('chromium is missing and this user cannot install it. Run: sudo apt-get install -y chromium');
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...pre] = [...sudo, 'apt-get'];
  run(cmd, [...pre, 'update', '-qq'], { env });
  run(cmd, [...pre, 'install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env });
  execFileSync('/usr/bin/chromium', ['--version'], { stdio: 'inherit' });
}

// The sfu's C++ worker: built from the npm tarball against Debian packages, cached outside
// the checkout by version (scripts/build-mediasoup-worker.mjs). An explicit
// MEDIASOUP_WORKER_BIN means someone brings their own binary: leave it alone.
if (process.argv.includes('--sfu') && !process.env.MEDIASOUP_WORKER_BIN) {
  const { ensureMediasoupWorker } = await import('./build-mediasoup-worker.mjs');
  try {
    ensureMediasoupWorker();
  } catch (error) {
    console.error(`\nCould not build the mediasoup worker: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
