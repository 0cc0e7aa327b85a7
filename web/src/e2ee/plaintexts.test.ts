// What an encrypted message shows while and after it is read, and how reaction messages add up.
import { afterEach, describe, expect, it } from 'vitest';
import { DECRYPTING_TEXT, UNREADABLE_TEXT, bodyOf, reactionsOn, rememberSent, setReader, shownPayload, type EncryptedMessageRef } from './plaintexts';

const ref = (id: string): EncryptedMessageRef => ({
  id,
  conversationId: 'c1',
  clientId: null,
  senderId: 'u-bob',
  senderName: 'Bob',
  createdAt: `2026-11-29T10:00:0${id.length}.000Z`,
  envelope: { epoch: 1, kind: 'MESSAGE', mls: 'AAAA', senderDeviceId: 'd1' },
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => setReader(undefined));

describe('plaintexts', () => {
  it('says it is decrypting until the device has read the message, then shows the text', async () => {
    const asked: string[] = [];
    expect(bodyOf(shownPayload(ref('m1')))).toBe(DECRYPTING_TEXT);
    setReader(async (m) => {
      asked.push(m.id);
      return { payload: { v: 1, body: `text of ${m.id}`, replyTo: null } };
    });
    await flush();
    expect(bodyOf(shownPayload(ref('m1')))).toBe('text of m1');
    // Read once, however often it is shown.
    expect(bodyOf(shownPayload(ref('m1')))).toBe('text of m1');
    expect(asked).toEqual(['m1']);
  });

  it('says so when the device cannot read it', async () => {
    setReader(async () => {
      throw new Error('sent before this device joined');
    });
    shownPayload(ref('m2'));
    await flush();
    await flush();
    expect(bodyOf(shownPayload(ref('m2')))).toBe(UNREADABLE_TEXT);
  });

  it('counts a reaction on when its sender toggled it an odd number of times, in any order', () => {
    const toggle = (id: string, senderId: string, emoji: string) =>
      rememberSent(
        { id, senderId, senderName: senderId, createdAt: `2026-11-29T10:00:${id.padStart(2, '0')}.000Z` },
        { v: 1, body: '', replyTo: null, reaction: { messageId: 'target', emoji } },
      );
    setReader(async () => ({ payload: { v: 1, body: '', replyTo: null } }));
    toggle('3', 'ann', '👍');
    toggle('1', 'bob', '👍');
    toggle('2', 'bob', '👍');
    toggle('4', 'bob', '🔥');
    expect(reactionsOn('target')?.map((r) => `${r.senderId} ${r.emoji}`)).toEqual(['ann 👍', 'bob 🔥']);
    expect(reactionsOn('other')).toBeUndefined();
    expect(bodyOf(shownPayload({ ...ref('3'), id: '3' }))).toBe('Reacted 👍');
  });

  it('forgets everything read when the member signs out', async () => {
    setReader(async () => ({ payload: { v: 1, body: 'secret', replyTo: null } }));
    shownPayload(ref('m5'));
    await flush();
    expect(bodyOf(shownPayload(ref('m5')))).toBe('secret');
    setReader(undefined);
    expect(bodyOf(shownPayload(ref('m5')))).toBe(DECRYPTING_TEXT);
  });
});
