// The key backup's cryptography (docs/e2ee.md, "Key backup as built"): a 12-word recovery
// phrase (BIP-39 English, 128 random bits and a 4-bit checksum, made here and never sent), the
// backup key derived from it with PBKDF2-SHA-256 (WebCrypto, non-extractable), the check value
// that tells a wrong phrase from a right one, and the encrypted history segments. MLS cannot
// decrypt a message twice, so what is backed up is the history itself: the payloads a device
// read, per conversation. Loaded on demand with the rest of the device.
import { entropyToMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { parsePayload, type MessagePayload } from './protocol';

export const BACKUP_KDF = 'PBKDF2-SHA256';
/** OWASP's 2023 figure for PBKDF2-HMAC-SHA-256; the phrase's 128 bits are what make guessing hopeless. */
export const BACKUP_ITERATIONS = 600_000;
const CHECK_TEXT = 'pulse-key-backup-v1';
/** Plaintext per segment: well under the server's 48 KiB once encrypted. */
const SEGMENT_BYTES = 32 * 1024;

export const WRONG_PHRASE = 'That recovery phrase does not open your key backup.';
export const MISTYPED_PHRASE = 'That is not a recovery phrase: check the 12 words.';

export class RecoveryPhraseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecoveryPhraseError';
  }
}

const toBase64 = (bytes: Uint8Array) => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(out);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0)) as Uint8Array<ArrayBuffer>;

/** Twelve words from 128 random bits. */
export function newRecoveryPhrase(): string {
  return entropyToMnemonic(crypto.getRandomValues(new Uint8Array(16)), wordlist);
}

/** The phrase as typed: any case, any spacing. */
export const normalizePhrase = (phrase: string) => phrase.normalize('NFKD').trim().toLowerCase().split(/\s+/).join(' ');

/** The backup key: non-extractable, for AES-GCM only. A mistyped phrase fails its checksum here, before any work. */
export async function backupKey(phrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const words = normalizePhrase(phrase);
  if (!validateMnemonic(words, wordlist)) throw new RecoveryPhraseError(MISTYPED_PHRASE);
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(words), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

async function seal(key: CryptoKey, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, bytes));
  const out = new Uint8Array(12 + ciphertext.length);
  out.set(iv);
  out.set(ciphertext, 12);
  return toBase64(out);
}

async function open(key: CryptoKey, sealed: string): Promise<Uint8Array> {
  const bytes = fromBase64(sealed);
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, key, bytes.subarray(12)));
}

/** What setUpKeyBackup takes for a new phrase, and the key it derives. */
export async function newBackup(phrase: string): Promise<{ key: CryptoKey; input: { kdf: string; iterations: number; salt: string; check: string } }> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await backupKey(phrase, salt, BACKUP_ITERATIONS);
  const check = await seal(key, new TextEncoder().encode(CHECK_TEXT));
  return { key, input: { kdf: BACKUP_KDF, iterations: BACKUP_ITERATIONS, salt: toBase64(salt), check } };
}

/** The key of an existing backup, if the phrase opens it (else WRONG_PHRASE; nothing changes anywhere). */
export async function openBackup(phrase: string, backup: { kdf: string; iterations: number; salt: string; check: string }): Promise<CryptoKey> {
  if (backup.kdf !== BACKUP_KDF) throw new RecoveryPhraseError(`This backup uses ${backup.kdf}, which this browser cannot open.`);
  const key = await backupKey(phrase, fromBase64(backup.salt), backup.iterations);
  try {
    if (new TextDecoder().decode(await open(key, backup.check)) === CHECK_TEXT) return key;
  } catch {
    // AES-GCM's tag did not match: another key.
  }
  throw new RecoveryPhraseError(WRONG_PHRASE);
}

export interface BackedUpMessage {
  id: string;
  payload: MessagePayload;
}

/** A conversation's history as segments (each under SEGMENT_BYTES of plaintext), encrypted. */
export async function sealHistory(key: CryptoKey, conversationId: string, messages: readonly BackedUpMessage[]): Promise<{ conversationId: string; data: string }[]> {
  const out: { conversationId: string; data: string }[] = [];
  let batch: BackedUpMessage[] = [];
  let size = 0;
  const flush = async () => {
    if (!batch.length) return;
    out.push({ conversationId, data: await seal(key, new TextEncoder().encode(JSON.stringify({ v: 1, messages: batch }))) });
    batch = [];
    size = 0;
  };
  for (const m of messages) {
    const bytes = JSON.stringify(m).length;
    if (size + bytes > SEGMENT_BYTES) await flush();
    batch.push(m);
    size += bytes;
  }
  await flush();
  return out;
}

/** The messages of one segment; a segment this key cannot open, or that is malformed, gives none. */
export async function openHistory(key: CryptoKey, data: string): Promise<BackedUpMessage[]> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(await open(key, data)));
  } catch {
    return [];
  }
  const messages = (value as { v?: unknown; messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages)) return [];
  return messages.flatMap((m: { id?: unknown; payload?: unknown }) => {
    const payload = typeof m?.id === 'string' ? parsePayload(JSON.stringify(m.payload)) : null;
    return payload ? [{ id: m.id as string, payload }] : [];
  });
}
