#!/usr/bin/env node
// Runs before `npm start` and `npm test` (prestart/pretest): installs what a fresh clone
// lacks, so the README's two commands work on a new machine. Plain Node, no dependencies:
// it runs before node_modules exists.
//   --browser  also make sure Debian's chromium is installed (the browser tests need it);
//              fonts-dejavu-core is installed always (the meal overlay's text)
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

// Debian packages, installed through apt-get when missing: the meal overlay draws its text
// with DejaVu Sans (sharp renders SVG text with the system's fonts), and the browser tests
// drive Debian's chromium.
const debianPackages = [
  { name: 'fonts-dejavu-core', present: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', why: 'the meal overlay text' },
  ...(process.argv.includes('--browser') ? [{ name: 'chromium', present: '/usr/bin/chromium', why: 'the browser tests' }] : []),
].filter((pkg) => !existsSync(pkg.present));
if (debianPackages.length > 0) {
  const names = debianPackages.map((pkg) => pkg.name);
  console.log(`Installing Debian packages: ${debianPackages.map((pkg) => `${pkg.name} (${pkg.why})`).join(', ')}...`);
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  if (!isRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) {
    console.error(`${names.join(' and ')} missing and this user cannot install them. Run: sudo apt-get install -y ${names.join(' ')}`);
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...pre] = [...sudo, 'apt-get'];
  run(cmd, [...pre, 'update', '-qq'], { env });
  run(cmd, [...pre, 'install', '-y', '-qq', '--no-install-recommends', ...names], { env });
  if (names.includes('chromium')) execFileSync('/usr/bin/chromium', ['--version'], { stdio: 'inherit' });
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
