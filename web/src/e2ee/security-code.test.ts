// The security code both members compare: the same on both sides, changed by any device key.
import { describe, expect, it } from 'vitest';
import { codeGroups, conversationCode, memberFingerprint } from './security-code';

const key = (n: number) => new Uint8Array(32).fill(n);

describe('security codes', () => {
  it('is 30 digits per member, independent of device order, changed by any key or by the user id', async () => {
    const ann = await memberFingerprint({ userId: 'u-ann', keys: [key(1), key(2)] });
    expect(ann).toMatch(/^\d{30}$/);
    expect(await memberFingerprint({ userId: 'u-ann', keys: [key(2), key(1)] })).toBe(ann);
    expect(await memberFingerprint({ userId: 'u-ann', keys: [key(1), key(3)] })).not.toBe(ann);
    expect(await memberFingerprint({ userId: 'u-ann', keys: [key(1)] })).not.toBe(ann);
    expect(await memberFingerprint({ userId: 'u-bob', keys: [key(1), key(2)] })).not.toBe(ann);
  });

  it('gives both members the same 60-digit code in twelve groups', async () => {
    const ann = { userId: 'u-ann', fingerprint: await memberFingerprint({ userId: 'u-ann', keys: [key(1)] }) };
    const bob = { userId: 'u-bob', fingerprint: await memberFingerprint({ userId: 'u-bob', keys: [key(9)] }) };
    const code = conversationCode(ann, bob);
    expect(conversationCode(bob, ann)).toBe(code);
    expect(codeGroups(code)).toHaveLength(12);
    expect(code.startsWith(ann.fingerprint)).toBe(true);
  });
});
