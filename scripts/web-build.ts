// Builds web/dist when it is missing or older than the web sources, so `npm start` and the
// browser tests always serve the current client without rebuilding needlessly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'web');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function webBuildIsStale(): boolean {
  const built = join(web, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newest(join(web, 'src')),
    newest(join(web, 'build')),
    ...['index.html', 'explorer.html', 'vite.config.ts', 'package.json'].map((f) => newest(join(web, f))),
  );
  return sources > statSync(built).mtimeMs;
}

export function buildWebIfStale(): void {
  if (!webBuildIsStale()) return;
  console.log('Building the web app...');
  // Always the production build: under vitest NODE_ENV is 'test', which would bundle React's development build.
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('web build failed');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfStale();
