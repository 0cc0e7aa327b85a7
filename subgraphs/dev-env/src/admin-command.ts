// `npm run admin -- ...` (scripts/admin.ts) run as its own process against a test stack's
// database, as an operator runs it against npm start's: how tests make the first admin.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Stack } from './stack.js';

const ADMIN_SCRIPT = fileURLToPath(new URL('../../../scripts/admin.ts', import.meta.url));

export function adminCommand(stack: Pick<Stack, 'database'>, ...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ADMIN_SCRIPT, ...args], {
      env: { ...process.env, DATABASE_URL: stack.database.url, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}
