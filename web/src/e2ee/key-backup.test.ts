// The key backup's cryptography in Node's WebCrypto: a phrase opens only its own backup, a
// mistyped one is caught by its checksum, and history round-trips in segments.
import { describe, expect, it } from 'vitest';
import { MISTYPED_PHRASE, WRONG_PHRASE, newBackup, newRecoveryPhrase, normalizePhrase, openBackup, openHistory, sealHistory } from './key-backup';

describe('key backup', () => {
  it('makes 12-word phrases, different each time', () => {
    const a = newRecoveryPhrase();
    expect(a.split(' ')).toHaveLength(12);
    expect(newRecoveryPhrase()).not.toBe(a);
  });

  it('opens a backup with its phrase however it is typed, and refuses another or a mistyped one', async () => {
    const phrase = newRecoveryPhrase();
    const { input } = await newBackup(phrase);
    expect(input.kdf).toBe('PBKDF2-SHA256');
    await expect(openBackup(`  ${phrase.toUpperCase().replace(/ /g, '   ')} `, input)).resolves.toBeTruthy();
    await expect(openBackup(newRecoveryPhrase(), input)).rejects.toThrow(WRONG_PHRASE);
    const words = normalizePhrase(phrase).split(' ');
    const swapped = [...words.slice(0, 11), words[11] === 'abandon' ? 'ability' : 'abandon'].join(' ');
    await expect(openBackup(swapped, input)).rejects.toThrow(/recovery phrase/);
    await expect(openBackup('not a phrase at all', input)).rejects.toThrow(MISTYPED_PHRASE);
  }, 30_000);

  it('seals history in segments that only the backup key opens', async () => {
    const { key } = await newBackup(newRecoveryPhrase());
    const other = (await newBackup(newRecoveryPhrase())).key;
    const messages = Array.from({ length: 300 }, (_, i) => ({ id: `m${i}`, payload: { v: 1 as const, body: `message ${i} ${'x'.repeat(200)}`, replyTo: null } }));
    const segments = await sealHistory(key, 'c1', messages);
    expect(segments.length).toBeGreaterThan(1);
    expect(segments.every((s) => s.conversationId === 'c1' && atob(s.data).length < 48 * 1024)).toBe(true);
    const opened = (await Promise.all(segments.map((s) => openHistory(key, s.data)))).flat();
    expect(opened.map((m) => [m.id, m.payload.body])).toEqual(messages.map((m) => [m.id, m.payload.body]));
    expect(await openHistory(other, segments[0].data)).toEqual([]);
  }, 30_000);
});
