// TypeScript strict mode over the whole tree is part of the suite: a type error fails CI.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('typecheck', () => {
  for (const project of ['tsconfig.json', 'web/tsconfig.json']) {
    it(`tsc -p ${project} reports no errors`, async () => {
      const result = await run('npx', ['tsc', '-p', project], { cwd: new URL('..', import.meta.url).pathname }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
      expect(
        result.out
          .split('\n')
          .filter((l) => l.includes('error TS'))
          .join('\n'),
      ).toBe('');
      expect(result.code).toBe(0);
    }, 240_000);
  }
});
