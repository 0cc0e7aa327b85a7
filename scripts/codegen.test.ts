// The web client's generated hooks must match the current schema and operations.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen.js';

describe('codegen', () => {
  it('web/src/generated is up to date (run `npm run codegen` when this fails)', async () => {
    const root = new URL('..', import.meta.url).pathname;
    const files = await generate({ ...config, cwd: root }, false);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(readFileSync(new URL(`../${file.filename}`, import.meta.url), 'utf8'), file.filename).toBe(file.content);
    }
  }, 60_000);
});
