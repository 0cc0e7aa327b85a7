// The Pulse-Signature format and its documented verify helper (docs/developer-platform.md,
// "Verifying a webhook"): the HMAC recomputed by hand, a changed body or secret, a stale or
// future time, malformed headers.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isWebhookUrl } from './inputs.js';
import { newWebhookSecret, pulseSignature, verifyPulseSignature } from './signature.js';
import { payloadIdOf, webhookEventOf } from './sources.js';

const at = new Date('2026-11-30T12:00:00Z');
const body = '{"id":"evt_1","type":"ping"}';

describe('Pulse-Signature', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const t = Math.floor(at.getTime() / 1000);
    const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(pulseSignature(secret, body, at)).toBe(`t=${t},v1=${v1}`);
  });

  it('verifies the exact body and secret, within the tolerance', () => {
    const secret = newWebhookSecret();
    const header = pulseSignature(secret, body, at);
    expect(verifyPulseSignature(secret, header, body, { now: at })).toBe(true);
    expect(verifyPulseSignature(secret, header, body, { now: new Date(at.getTime() + 299_000) })).toBe(true);
    expect(verifyPulseSignature(secret, header, `${body} `, { now: at })).toBe(false);
    expect(verifyPulseSignature(newWebhookSecret(), header, body, { now: at })).toBe(false);
  });

  it('refuses a stale or future time (a replayed delivery)', () => {
    const secret = newWebhookSecret();
    const header = pulseSignature(secret, body, at);
    expect(verifyPulseSignature(secret, header, body, { now: new Date(at.getTime() + 301_000) })).toBe(false);
    expect(verifyPulseSignature(secret, header, body, { now: new Date(at.getTime() - 301_000) })).toBe(false);
    expect(verifyPulseSignature(secret, header, body, { now: new Date(at.getTime() + 3_600_000), toleranceSeconds: 7200 })).toBe(true);
  });

  it('refuses malformed headers', () => {
    const secret = newWebhookSecret();
    const good = pulseSignature(secret, body, at);
    for (const header of [undefined, null, '', 'v1=abc', 't=abc,v1=00', good.replace(/v1=[0-9a-f]+/, 'v1='), good.replace('t=', 't=1'), `${good.split(',')[0]}`]) {
      expect(verifyPulseSignature(secret, header, body, { now: at })).toBe(false);
    }
    // Another v1 beside the right one (a receiver mid-rotation may see two): any one that matches passes.
    expect(verifyPulseSignature(secret, `${good},v1=${'0'.repeat(64)}`, body, { now: at })).toBe(true);
  });
});

describe('webhook URLs', () => {
  it('are https, or http only to localhost and 127.0.0.1', () => {
    expect(isWebhookUrl('https://example.com/hook')).toBe(true);
    expect(isWebhookUrl('http://localhost:3000/hook')).toBe(true);
    expect(isWebhookUrl('http://127.0.0.1:8080/')).toBe(true);
    expect(isWebhookUrl('http://example.com/hook')).toBe(false);
    expect(isWebhookUrl('https://user:pw@example.com/')).toBe(false);
    expect(isWebhookUrl('ftp://example.com/')).toBe(false);
    expect(isWebhookUrl('not a url')).toBe(false);
  });
});

describe('source events', () => {
  it("name the members each concerns, never the actor's own", () => {
    expect(webhookEventOf({ topic: 'feedPostAdded', audience: { userIds: ['a', 'f1', 'f2'] }, data: { id: 'p', authorId: 'a' } })?.memberIds).toEqual(['f1', 'f2']);
    expect(webhookEventOf({ topic: 'messageCreated', audience: { userIds: ['s', 'r'] }, data: { id: 'm', conversationId: 'c', senderId: 's' } })?.memberIds).toEqual([
      'r',
    ]);
    // A call's record carries no sender: nobody received a message.
    expect(webhookEventOf({ topic: 'messageCreated', audience: { userIds: ['s', 'r'] }, data: { id: 'm', conversationId: 'c' } })).toBeNull();
    expect(webhookEventOf({ topic: 'followCreated', audience: { internal: true } as never, data: { followerId: 'x', followeeId: 'y' } })?.memberIds).toEqual(['y']);
    expect(webhookEventOf({ topic: 'eventRsvp', audience: {}, data: { eventId: 'e', organiserId: 'o', userId: 'o', status: 'GOING' } })).toBeNull();
    expect(webhookEventOf({ topic: 'messageUpdated', audience: {}, data: { id: 'm' } })).toBeNull();
  });

  it('give one payload id per event and member', () => {
    expect(payloadIdOf('e1', 'm1')).toBe(payloadIdOf('e1', 'm1'));
    expect(payloadIdOf('e1', 'm1')).not.toBe(payloadIdOf('e1', 'm2'));
  });
});
