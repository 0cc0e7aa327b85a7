// What the chat shows for an encrypted message: its text once this device has read it, and
// until then an honest placeholder. The server sends an encrypted message with an empty body
// and its MLS envelope; the Apollo cache's read functions for Message.body, replyTo and
// reactions (cache-policy.ts) ask here, so the bubble, the conversation list's preview, a
// reply's quote and the reaction chips all show what was decrypted on this device, with no
// component knowing about MLS. Reading is the device's (browser-device.ts, loaded on demand);
// this module is small and loads with the first page.
import { makeVar } from '@apollo/client';
import type { MessagePayload } from './protocol';

export const DECRYPTING_TEXT = 'Decrypting…';
export const UNREADABLE_TEXT = 'This message can’t be decrypted on this device.';

/** What a read needs of a message (as the cache holds it). */
export interface EncryptedMessageRef {
  id: string;
  conversationId: string;
  clientId: string | null;
  senderId: string;
  senderName: string;
  createdAt: string;
  envelope: { epoch: number; kind: string; mls: string; senderDeviceId: string };
}

/** A message read: its payload, and where its decrypted file is shown from (a blob: URL), if it has one. */
export interface Read {
  payload: MessagePayload;
  fileUrl?: string;
}

export type Shown = { state: 'reading' } | ({ state: 'read' } & Read) | { state: 'unreadable'; why: string };

/** One reaction message as read: it toggles its sender's emoji on its target. */
export interface ReactionEvent {
  id: string;
  emoji: string;
  senderId: string;
  senderName: string;
  createdAt: string;
}

/** Read by the cache's read functions, so a change re-renders every query showing the message. */
const shown = makeVar<ReadonlyMap<string, Shown>>(new Map());
/** Reaction messages read, by the message they react to (id of the reaction message -> event). */
const reactions = makeVar<ReadonlyMap<string, ReadonlyMap<string, ReactionEvent>>>(new Map());

type Reader = (message: EncryptedMessageRef) => Promise<Read>;
let reader: Reader | undefined;
/** Messages asked for before this device was ready. */
const waiting = new Map<string, EncryptedMessageRef>();
/** Messages whose read has been asked for (read, being read, or waiting for the device). */
const started = new Set<string>();
const READING: Shown = { state: 'reading' };

function learn(message: Pick<EncryptedMessageRef, 'id' | 'senderId' | 'senderName' | 'createdAt'>, { payload, fileUrl }: Read) {
  const next = new Map(shown());
  next.set(message.id, { state: 'read', payload, fileUrl });
  shown(next);
  const reaction = payload.reaction;
  if (!reaction) return;
  const all = new Map(reactions());
  const onTarget = new Map(all.get(reaction.messageId) ?? []);
  onTarget.set(message.id, { id: message.id, emoji: reaction.emoji, senderId: message.senderId, senderName: message.senderName, createdAt: message.createdAt });
  all.set(reaction.messageId, onTarget);
  reactions(all);
}

function start(message: EncryptedMessageRef, read: Reader) {
  read(message).then(
    (read) => learn(message, read),
    (error: unknown) => {
      console.info('[e2ee] could not read a message', message.id, String(error));
      const next = new Map(shown());
      next.set(message.id, { state: 'unreadable', why: String(error) });
      shown(next);
    },
  );
}

/** The device is ready (or gone, on sign-out): messages asked for meanwhile are read now. */
export function setReader(next: Reader | undefined): void {
  reader = next;
  if (!next) {
    // Signed out: nothing read stays on screen or in memory for the next member.
    waiting.clear();
    started.clear();
    shown(new Map());
    reactions(new Map());
    return;
  }
  for (const message of waiting.values()) start(message, next);
  waiting.clear();
}

/** What is known of the message; asking starts reading it (once). */
export function shownPayload(message: EncryptedMessageRef): Shown {
  // Read first, so the cache read asking depends on the variable and shows the text when it comes.
  const known = shown().get(message.id);
  if (known) return known;
  if (!started.has(message.id)) {
    started.add(message.id);
    // Not during the cache read that asked: a reactive variable must not change under it.
    queueMicrotask(() => {
      if (reader) start(message, reader);
      else waiting.set(message.id, message);
    });
  }
  return READING;
}

/** After a key backup was restored: messages this device could not read are read again (their text may be here now). */
export function retryUnreadable(): void {
  const next = new Map(shown());
  for (const [id, value] of next) {
    if (value.state !== 'unreadable') continue;
    next.delete(id);
    started.delete(id);
  }
  shown(next);
}

/** A message this device just sent: shown from its own copy, with no read. */
export function rememberSent(message: Pick<EncryptedMessageRef, 'id' | 'senderId' | 'senderName' | 'createdAt'>, payload: MessagePayload, fileUrl?: string): void {
  started.add(message.id);
  learn(message, { payload, fileUrl });
}

/**
 * The reactions on a message as its reaction messages say: each toggles its sender's emoji, so
 * an emoji is on when a sender sent it an odd number of times (whatever order they were read in).
 */
export function reactionsOn(messageId: string): ReactionEvent[] | undefined {
  const events = reactions().get(messageId);
  if (!events) return undefined;
  const byKey = new Map<string, ReactionEvent[]>();
  for (const e of events.values()) {
    const key = `${e.senderId}\u0000${e.emoji}`;
    byKey.set(key, [...(byKey.get(key) ?? []), e]);
  }
  const on: ReactionEvent[] = [];
  for (const list of byKey.values()) {
    if (list.length % 2 === 0) continue;
    list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    on.push(list[list.length - 1]);
  }
  return on.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function bodyOf(value: Shown): string {
  if (value.state === 'read') return value.payload.reaction ? `Reacted ${value.payload.reaction.emoji}` : value.payload.body;
  return value.state === 'reading' ? DECRYPTING_TEXT : UNREADABLE_TEXT;
}
