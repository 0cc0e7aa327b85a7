// What Pulse's browser devices agree on with every other client of the protocol (docs/e2ee.md):
// the cipher suite, how a leaf names its device, and what an application message carries.
// Small and free of ts-mls, so the first page load can use it.

/** The one suite of every conversation group; the delivery service refuses any other (protocol.test.ts checks both sides agree). */
export const E2EE_CIPHERSUITE = 'MLS_256_XWING_AES256GCM_SHA512_Ed25519';

/** The identity of a device's basic credential; the delivery service checks it names the device publishing. */
export const deviceIdentity = (userId: string, deviceId: string) => `pulse-device:v1:${userId}:${deviceId}`;

/** The quoted message of a reply, inside the ciphertext (the server never learns what was replied to). */
export interface QuotedMessage {
  id: string;
  body: string;
  senderId: string;
  senderName: string;
}

/** A reaction, sent as its own encrypted message of kind REACTION; each one toggles the sender's emoji on the message. */
export interface ReactionToggle {
  messageId: string;
  emoji: string;
}

/** A file sent encrypted: where its ciphertext is, and what opens and checks it (web/src/e2ee/files.ts). */
export interface EncryptedFile {
  /** Same-origin path of the ciphertext (`/media/<key>`): a message cannot make a device fetch from elsewhere. */
  url: string;
  /** Base64 of the AES-256-GCM key and 12-byte IV. */
  key: string;
  iv: string;
  /** Base64 SHA-256 of the ciphertext, checked before decrypting. */
  sha256: string;
  /** An image or video type (what the viewer shows it as). */
  type: string;
  name: string;
  size: number;
}

/** The plaintext of a Pulse application message: UTF-8 JSON, version 1. */
export interface MessagePayload {
  v: 1;
  body: string;
  replyTo: QuotedMessage | null;
  reaction?: ReactionToggle | null;
  /** A post sent as a card (Send via Direct Message): its id only; each device loads the post itself. */
  sharedPostId?: string | null;
  /** An image or video, encrypted on its own. */
  file?: EncryptedFile | null;
}

const isString = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function encryptedFile(value: unknown): EncryptedFile | null {
  const f = value as Record<string, unknown> | null | undefined;
  if (!f || typeof f !== 'object') return null;
  const ok =
    isString(f.url, 200) &&
    /^\/media\/[A-Za-z0-9_.-]+$/.test(f.url) &&
    isString(f.key, 64) &&
    BASE64.test(f.key) &&
    isString(f.iv, 32) &&
    BASE64.test(f.iv) &&
    isString(f.sha256, 64) &&
    BASE64.test(f.sha256) &&
    isString(f.type, 100) &&
    /^(image|video)\/[\w.+-]+$/.test(f.type) &&
    isString(f.name, 300) &&
    typeof f.size === 'number' &&
    Number.isSafeInteger(f.size) &&
    f.size >= 0;
  return ok
    ? {
        url: f.url as string,
        key: f.key as string,
        iv: f.iv as string,
        sha256: f.sha256 as string,
        type: f.type as string,
        name: f.name as string,
        size: f.size as number,
      }
    : null;
}

/** A payload as decrypted, checked field by field (another client may send anything); null if it is not one. */
export function parsePayload(text: string): MessagePayload | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const v = value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object' || v.v !== 1 || !isString(v.body, 20_000)) return null;
  const reply = v.replyTo as Record<string, unknown> | null | undefined;
  const reaction = v.reaction as Record<string, unknown> | null | undefined;
  return {
    v: 1,
    body: v.body,
    replyTo:
      reply && isString(reply.id, 100) && isString(reply.body, 20_000) && isString(reply.senderId, 100) && isString(reply.senderName, 200)
        ? { id: reply.id, body: reply.body, senderId: reply.senderId, senderName: reply.senderName }
        : null,
    sharedPostId: isString(v.sharedPostId, 100) && v.sharedPostId ? v.sharedPostId : null,
    file: encryptedFile(v.file),
    reaction:
      reaction && isString(reaction.messageId, 100) && isString(reaction.emoji, 32) && reaction.emoji ? { messageId: reaction.messageId, emoji: reaction.emoji } : null,
  };
}
