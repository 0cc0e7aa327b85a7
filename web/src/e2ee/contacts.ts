// What this device knows of each contact's keys in a conversation, for the chat to show: their
// fingerprint as first seen, whether the member verified it, and whether it changed since
// (the warning in the chat). The device (browser-device.ts) keeps it sealed in IndexedDB and
// publishes it here; this module is small and loads with the first page.
import { makeVar, useReactiveVar } from '@apollo/client';

export interface ContactTrust {
  userId: string;
  /** 30 digits (security-code.ts). */
  fingerprint: string;
  verified: boolean;
  /** Their keys changed after this device first saw them, and the member has not verified the new ones. */
  changed: boolean;
}

const trust = makeVar<ReadonlyMap<string, readonly ContactTrust[]>>(new Map());

export function publishTrust(conversationId: string, contacts: readonly ContactTrust[]): void {
  const next = new Map(trust());
  next.set(conversationId, contacts);
  trust(next);
}

export function forgetTrust(): void {
  trust(new Map());
}

const NONE: readonly ContactTrust[] = [];

/** The conversation's contacts as this device knows them (empty until its group has been read). */
export function useContactTrust(conversationId: string): readonly ContactTrust[] {
  return useReactiveVar(trust).get(conversationId) ?? NONE;
}
