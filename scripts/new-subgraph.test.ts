// Adding a subgraph is a workspace folder plus one registry entry: the template is written
// into a throw-away folder inside the repository (so node resolution finds node_modules),
// its entry is added to the dev-env's registry in this process, and the new subgraph must be
// composed into the supergraph and answer through the gateway, with its own database schema,
// auth and input rules, beside the real subgraphs.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError, ok, registerMember, sql, startStack, type Stack } from '@pulse/dev-env';
import { NewSubgraphError, REPO_ROOT, registryEntryFor, writeSubgraph, writeSubgraphSdl } from './new-subgraph.js';

const NAME = 'probe';
const scratch = `.data/new-subgraph-${randomBytes(4).toString('hex')}`;
const dir = `${scratch}/${NAME}`;
let stack: Stack;
let sdl: string;

beforeAll(async () => {
  writeSubgraph(NAME, dir);
  sdl = await writeSubgraphSdl(dir);
  stack = await startStack({ subgraphs: [registryEntryFor(NAME, dir)] });
});

afterAll(async () => {
  await stack?.stop();
  rmSync(join(REPO_ROOT, scratch), { recursive: true, force: true });
});

describe('a subgraph from the template', () => {
  it('is a workspace with its package, entry point and the SDL printed from its code', () => {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: '@pulse/probe', exports: { '.': './src/index.ts' } });
    expect(existsSync(join(REPO_ROOT, dir, 'src/main.ts'))).toBe(true);
    // A list of capability parts, each a folder that describes itself.
    expect(existsSync(join(REPO_ROOT, dir, 'src/items/part.ts'))).toBe(true);
    expect(readFileSync(join(REPO_ROOT, dir, 'src/schema.graphql'), 'utf8')).toBe(sdl);
    expect(sdl).toMatch(/type ProbeItem \{/);
    expect(sdl).toMatch(/addProbeItem\(input: AddProbeItemInput!\): ProbeItem!/);
  });

  it("is composed into the supergraph beside the registry's subgraphs", () => {
    expect(stack.supergraphSdl).toMatch(/PROBE @join__graph\(name: "probe"/);
    expect(stack.supergraphSdl).toMatch(/ACCOUNTS @join__graph\(name: "accounts"/);
    expect(stack.subgraphs.map((s) => s.name)).toContain('probe');
  });

  it("answers through the gateway: keeps a member's items in its own schema, for that member only", async () => {
    const gql = client(stack);
    const [ann, bob] = [await registerMember(stack), await registerMember(stack)];
    const added = ok(
      await gql('mutation($input: AddProbeItemInput!) { addProbeItem(input: $input) { id text createdAt } }', { input: { text: '  first  ' } }, ann.token),
    ).addProbeItem;
    expect(added.text).toBe('first');
    const mine = ok(await gql('{ myProbeItems { id text } }', {}, ann.token)).myProbeItems;
    expect(mine).toEqual([{ id: added.id, text: 'first' }]);
    expect(ok(await gql('{ myProbeItems { id } }', {}, bob.token)).myProbeItems).toEqual([]);
    expect(await sql(stack, 'SELECT owner_id, text FROM probe.items')).toEqual([{ owner_id: ann.user.id, text: 'first' }]);
    // One query can read the new subgraph and an existing one.
    const both = ok(await gql('{ me { id } myProbeItems { id } }', {}, ann.token));
    expect(both).toEqual({ me: { id: ann.user.id }, myProbeItems: [{ id: added.id }] });

    expectError(await gql('{ myProbeItems { id } }'), 'UNAUTHENTICATED');
    expectError(await gql('mutation { addProbeItem(input: { text: "   " }) { id } }', {}, ann.token), 'BAD_USER_INPUT', 'Text is required', 'text');
  });

  it('refuses a name that is taken or cannot be a schema name', () => {
    expect(() => writeSubgraph('accounts', `${scratch}/accounts`)).toThrow(NewSubgraphError);
    expect(() => writeSubgraph('Bad-Name', `${scratch}/bad`)).toThrow(/not a subgraph name/);
    expect(() => writeSubgraph(NAME, dir)).toThrow(/already exists/);
  });
});
