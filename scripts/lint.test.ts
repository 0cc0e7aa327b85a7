// ESLint and Prettier over the whole tree are part of the suite: a lint error or a file
// Prettier would rewrite fails CI, naming the files (`npm run lint:fix`, `npm run format`).
// The import boundaries have their own fixture test (scripts/lint-boundaries.test.ts), so a
// rule that stops working fails even while the tree is clean.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('..', import.meta.url).pathname;

/** Exit code and output of a command that may fail. */
async function attempt(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(command, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

interface EslintFileResult {
  filePath: string;
  messages: { ruleId: string | null; line: number; message: string; severity: number }[];
}

describe('lint and format over the tree', () => {
  it('eslint reports no problems', async () => {
    const result = await attempt('npx', ['eslint', '.', '--format', 'json', '--max-warnings', '0']);
    const files = JSON.parse(result.stdout || '[]') as EslintFileResult[];
    const problems = files.flatMap((f) => f.messages.map((m) => `${f.filePath.slice(root.length)}:${m.line} ${m.ruleId ?? 'parse'}: ${m.message.split('\n')[0]}`));
    expect(problems).toEqual([]);
    expect(result.stderr.split('\n').filter((l) => /error/i.test(l))).toEqual([]);
    expect(result.code).toBe(0);
    // A ceiling, not a speed check: ESLint over the whole tree took over 5 minutes on a busy CI machine.
  }, 900_000);

  it('prettier would change no file', async () => {
    const result = await attempt('npx', ['prettier', '--list-different', '.']);
    const files = result.stdout.split('\n').filter(Boolean);
    expect(files).toEqual([]);
    expect(result.stderr.split('\n').filter((l) => /error/i.test(l))).toEqual([]);
    expect(result.code).toBe(0);
  }, 120_000);
});
