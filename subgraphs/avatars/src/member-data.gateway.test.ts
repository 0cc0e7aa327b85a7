// The avatars subgraph's share of a member's data (docs/member-data-subgraphs.md), through a
// whole stack: avatars made through the API, then the subgraph's own export and erase hooks
// called as the export job and the erasure reader call them. The export holds the avatars, their
// tasks and their GLB models as files; erasure leaves no row or file of the member (twice is
// fine) and another member's avatar untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, restClient, startStack, type Member, type Stack } from '@pulse/dev-env';
import { eraseMember, exportMember, schemaHolding, servicesOf } from '@pulse/dev-env/member-data';
import { avatars } from './index.js';

let stack: Stack;
let owner: Member;
let other: Member;
const api = restClient(() => stack);
const PROMPT = `A marathon runner in a ${Math.random().toString(36).slice(2, 10)} jersey`;

async function made(member: Member, body: Record<string, unknown>) {
  const r = await api('POST', '/avatars', { token: member.token, body });
  expect(r.status, r.text).toBe(200);
  for (let i = 0; i < 300; i++) {
    const status = await api('GET', `/avatars/${r.json.task_id}/status`, { token: member.token });
    if (status.json.state === 'SUCCEEDED') return r.json.avatar.id as string;
    expect(['QUEUED', 'RUNNING']).toContain(status.json.state);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the avatar task did not finish');
}

beforeAll(async () => {
  stack = await startStack({ env: { AVATAR_OFFLINE_STEP_MS: '20' } });
  [owner, other] = await members(stack, 2);
}, 120_000);
afterAll(() => stack?.stop());

describe('avatars member data', () => {
  let avatarId: string;
  let otherAvatarId: string;
  let modelUrl: string;

  beforeAll(async () => {
    avatarId = await made(owner, { prompt: PROMPT, negative_prompt: '', name: 'Marathon me' });
    otherAvatarId = await made(other, { prompt: 'A swimmer in a blue cap and goggles', name: 'Swimmer' });
    modelUrl = (await api('GET', '/user/avatars', { token: owner.token })).json.avatars[0].modelUrl;
  }, 60_000);

  it('exports the avatars with their tasks and their GLB models as files', async () => {
    const { json, files } = await exportMember(avatars, servicesOf(stack, 'avatars'), owner.user.id);
    const doc = json.avatars as { avatars: { id: string; name: string; prompt: string; files: string[] }[]; tasks: { kind: string; state: string }[] };
    expect(doc.avatars).toEqual([expect.objectContaining({ id: avatarId, name: 'Marathon me', prompt: PROMPT })]);
    expect(doc.tasks).toEqual([expect.objectContaining({ kind: 'generate', state: 'succeeded' })]);
    expect(doc.avatars[0].files.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(files).sort()).toEqual([...doc.avatars[0].files].sort());
    for (const bytes of Object.values(files)) expect(bytes.subarray(0, 4).toString('latin1')).toBe('glTF');
    expect(JSON.stringify(json)).not.toContain(otherAvatarId);
  });

  it('erases every row and file of the member, twice without harm, and leaves another member’s avatar', async () => {
    const services = servicesOf(stack, 'avatars');
    await eraseMember(avatars, services, owner.user.id);
    await eraseMember(avatars, services, owner.user.id);
    for (const marker of [owner.user.id, PROMPT, avatarId]) expect(await schemaHolding(stack, 'avatars', marker), marker).toEqual([]);
    expect((await fetch(`${stack.url}${modelUrl}`)).status).toBe(404);
    expect((await api('GET', '/user/avatars', { token: owner.token })).json).toEqual({ avatars: [] });
    expect((await api('GET', '/user/avatars', { token: other.token })).json.avatars).toEqual([expect.objectContaining({ id: otherAvatarId, status: 'READY' })]);
    const again = await exportMember(avatars, services, owner.user.id);
    expect(again.json.avatars).toEqual({ avatars: [], tasks: [] });
    expect(again.files).toEqual({});
  });
});
