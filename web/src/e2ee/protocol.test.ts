// A decrypted payload comes from any client of the protocol: only a well-formed version-1
// payload is shown, and only the fields that have the right shape.
import { describe, expect, it } from 'vitest';
import { parsePayload } from './protocol';

describe('parsePayload', () => {
  it('reads a message, a reply and a reaction', () => {
    expect(parsePayload('{"v":1,"body":"hi","replyTo":null}')).toEqual({ v: 1, body: 'hi', replyTo: null, reaction: null, sharedPostId: null, file: null });
    expect(parsePayload('{"v":1,"body":"","replyTo":null,"sharedPostId":"p1"}')?.sharedPostId).toBe('p1');
    const reply = { id: 'm1', body: 'quoted', senderId: 'u1', senderName: 'Ann' };
    expect(parsePayload(JSON.stringify({ v: 1, body: 'yes', replyTo: reply }))?.replyTo).toEqual(reply);
    expect(parsePayload(JSON.stringify({ v: 1, body: '', replyTo: null, reaction: { messageId: 'm1', emoji: '👍' } }))?.reaction).toEqual({
      messageId: 'm1',
      emoji: '👍',
    });
  });

  it('refuses what is not a version-1 payload', () => {
    for (const text of ['not json', 'null', '[]', '{"body":"hi"}', '{"v":2,"body":"hi"}', '{"v":1,"body":5}', '"text"']) expect(parsePayload(text), text).toBeNull();
  });

  it('drops a malformed quote or reaction but keeps the text', () => {
    const parsed = parsePayload(JSON.stringify({ v: 1, body: 'hi', replyTo: { id: 5 }, reaction: { messageId: 'm1', emoji: '' } }));
    expect(parsed).toEqual({ v: 1, body: 'hi', replyTo: null, reaction: null, sharedPostId: null, file: null });
  });

  it('takes a file only from this site’s media path, with a key, IV and hash in base64 and an image or video type', () => {
    const file = { url: '/media/abc.bin', key: 'a2V5', iv: 'aXY=', sha256: 'aGFzaA==', type: 'image/png', name: 'track.png', size: 10 };
    const read = (f: Record<string, unknown>) => parsePayload(JSON.stringify({ v: 1, body: '', replyTo: null, file: f }))?.file ?? null;
    expect(read(file)).toEqual(file);
    // A message must not make a device fetch from another site (a tracking pixel), or show a script as a picture.
    for (const bad of [
      { url: 'https://elsewhere.example/x.png' },
      { url: '//elsewhere.example/x' },
      { url: '/media/../auth/me' },
      { type: 'text/html' },
      { key: 'not base64!' },
      { size: -1 },
      { size: 1.5 },
    ])
      expect(read({ ...file, ...bad }), JSON.stringify(bad)).toBeNull();
  });
});
