// The guard `npm start` runs beside its embedded PostgreSQL: when the start script is killed
// outright (SIGKILL), the server of the data directory gets its fast-shutdown signal; a stale
// lock file naming some other process is left alone. Real processes stand in for the start
// script and the postmaster (this one's command line says postgres, as a postmaster's does).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';

const GUARD = fileURLToPath(new URL('./stop-postgres-with-parent.mjs', import.meta.url));
let dir: string;
const started: ChildProcess[] = [];

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = `/proc/${pid}/stat`;
  return !existsSync(stat) || !/^\d+ \(.*\) Z/.test(readFileSync(stat, 'utf8'));
};
/** Waits for a process to be gone: an event, however long the machine takes. */
async function gone(pid: number): Promise<void> {
  while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
}
/** A long-running process that records the signal that stopped it; `postgres` in its command line when asked. */
function standIn(name: string): ChildProcess {
  const code = `process.on('SIGINT', () => { require('node:fs').writeFileSync(${JSON.stringify(join(dir, 'signal'))}, 'SIGINT'); process.exit(0); }); setInterval(() => {}, 1 << 30);`;
  const child = spawn(process.execPath, ['-e', code, name], { stdio: 'ignore' });
  started.push(child);
  return child;
}
/** A start script of its own (this test's process must survive): runs the guard as start.ts does and prints its pid. */
async function startScript(): Promise<{ parent: ChildProcess; guard: number }> {
  const code = `const g = require('node:child_process').spawn(process.execPath, [${JSON.stringify(GUARD)}, ${JSON.stringify(dir)}], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }); g.channel.unref(); console.log(g.pid); setInterval(() => {}, 1 << 30);`;
  const parent = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(parent);
  const guard = await new Promise<number>((resolve) => parent.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
  return { parent, guard };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pulse-pg-guard-'));
});
afterEach(() => {
  for (const child of started.splice(0)) if (child.pid && alive(child.pid)) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

it('stops the data directory’s PostgreSQL when the start script is killed with SIGKILL', async () => {
  const postmaster = standIn('postgres');
  writeFileSync(join(dir, 'postmaster.pid'), `${postmaster.pid}\n${dir}\n`);
  const { parent, guard } = await startScript();
  expect(alive(guard)).toBe(true);
  parent.kill('SIGKILL');
  await gone(postmaster.pid!);
  await gone(guard);
  expect(readFileSync(join(dir, 'signal'), 'utf8')).toBe('SIGINT');
});

it('leaves a process alone that a stale lock file names but is not PostgreSQL, and just exits', async () => {
  const other = standIn('something-else');
  writeFileSync(join(dir, 'postmaster.pid'), `${other.pid}\n${dir}\n`);
  const { parent, guard } = await startScript();
  parent.kill('SIGKILL');
  await gone(guard);
  expect(alive(other.pid!)).toBe(true);
  expect(existsSync(join(dir, 'signal'))).toBe(false);
});
