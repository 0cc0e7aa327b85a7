// The Messages screen's display rules as pure functions: the conversation list's time and
// preview, the date separators of the message list, and the conversation filter. Dates are
// read in the member's local time zone; `now` is a parameter so the rules are testable.

import { FILE_TOO_LARGE, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../composer/media-limits';
import type { CallRecordFieldsFragment } from '../generated/graphql';
import { callRecordText } from '../calls/call-record';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCALE = 'en-US';

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Whole calendar days from `date` to `now` (0 = same day, 1 = yesterday), DST-safe. */
export function calendarDaysBetween(date: Date, now: Date): number {
  return Math.round((startOfDay(now).getTime() - startOfDay(date).getTime()) / DAY_MS);
}

/** Midnight of the Monday that starts `now`'s week. */
export function startOfWeek(now: Date): Date {
  const day = startOfDay(now);
  const sinceMonday = (day.getDay() + 6) % 7;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - sinceMonday);
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The conversation list's time: time of day if today; the short weekday if the day is in the
 * current week (weeks start on Monday) and under 7 days ago; otherwise short month and day.
 */
export function conversationTime(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const days = calendarDaysBetween(date, now);
  if (days === 0) return date.toLocaleTimeString(LOCALE, { hour: 'numeric', minute: '2-digit' });
  const inThisWeek = date.getTime() >= startOfWeek(now).getTime();
  if (days > 0 && days < 7 && inThisWeek) return date.toLocaleDateString(LOCALE, { weekday: 'short' });
  return date.toLocaleDateString(LOCALE, { month: 'short', day: 'numeric' });
}

/** The time under a message bubble. */
export function messageTime(value: string | Date): string {
  const date = toDate(value);
  return date ? date.toLocaleTimeString(LOCALE, { hour: 'numeric', minute: '2-digit' }) : '';
}

/** The date separator's label: Today, Yesterday, the weekday under 7 days, else a numeric date. */
export function dateSeparatorLabel(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const days = calendarDaysBetween(date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days > 1 && days < 7) return date.toLocaleDateString(LOCALE, { weekday: 'long' });
  return date.toLocaleDateString(LOCALE, { year: 'numeric', month: 'numeric', day: 'numeric' });
}

/** A separator goes before a message whose local day differs from the previous message's. */
export function needsDateSeparator(current: string | Date, previous: string | Date | null | undefined): boolean {
  if (!previous) return true;
  const a = toDate(current);
  const b = toDate(previous);
  if (!a || !b) return false;
  return calendarDaysBetween(b, a) !== 0;
}

/** A media url is a video when it ends in .mp4 (the product's rule); the server's media type also counts. */
export function isVideoMedia(url: string | null | undefined, mediaType?: string | null): boolean {
  if (mediaType === 'VIDEO') return true;
  if (!url) return false;
  const path = url.split(/[?#]/, 1)[0];
  return /\.mp4$/i.test(path);
}

export interface PreviewMessage {
  senderId: string;
  sender: { name: string };
  body: string;
  image: string | null;
  mediaType?: string | null;
  /** A post sent as a card (Send via Direct Message). */
  sharedPost?: { id: string } | null;
  /** A call record (the server's message when a call finished). */
  call?: CallRecordFieldsFragment | null;
}

/** The conversation list's preview of the latest message. */
export function messagePreview(message: PreviewMessage | null | undefined, myId: string | null | undefined): string {
  if (!message) return 'No messages yet';
  if (message.call) return callRecordText(message.call, message.call.initiator.id === myId);
  if (message.image) {
    const kind = isVideoMedia(message.image, message.mediaType) ? 'video' : 'photo';
    return message.senderId === myId ? `You sent a ${kind}` : `${message.sender.name} sent a ${kind}`;
  }
  if (message.body.trim()) return message.body;
  if (message.sharedPost) return message.senderId === myId ? 'You shared a post' : `${message.sender.name} shared a post`;
  return 'No message content';
}

export interface NamedConversation {
  name: string | null;
  users: ReadonlyArray<{ id: string; name: string }>;
}

/** The participant shown for a conversation: the first one who is not me. */
export function otherParticipant<U extends { id: string }>(users: readonly U[], myId: string | null | undefined): U | null {
  return users.find((u) => u.id !== myId) ?? null;
}

export const UNKNOWN_USER = 'Unknown User';

export function conversationTitle(conversation: NamedConversation, myId: string | null | undefined): string {
  if (conversation.name) return conversation.name;
  return otherParticipant(conversation.users, myId)?.name || UNKNOWN_USER;
}

/** 'Search conversations...': conversation name or any participant name, case-insensitive contains. */
export function matchesConversationSearch(conversation: NamedConversation, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  if (conversation.name?.toLowerCase().includes(needle)) return true;
  return conversation.users.some((u) => u.name.toLowerCase().includes(needle));
}

/** Who a reply quotes: 'You' for my own messages. */
export function replyAuthor(sender: { id: string; name: string } | null | undefined, myId: string | null | undefined): string {
  if (!sender) return UNKNOWN_USER;
  return sender.id === myId ? 'You' : sender.name || UNKNOWN_USER;
}

/** The text that stands for a message in quotes and the pinned strip. */
export function messageSnippet(message: { body: string; image: string | null; mediaType?: string | null }): string {
  if (message.body.trim()) return message.body;
  if (message.image) return isVideoMedia(message.image, message.mediaType) ? 'Video' : 'Photo';
  return 'No message content';
}

export interface ReactionLike {
  emoji: string;
  userId: string;
  user?: { name: string } | null;
}

export interface ReactionSummary {
  emoji: string;
  count: number;
  mine: boolean;
  names: string[];
}

/** Reactions grouped by emoji in the order each emoji first appeared, with counts. */
export function summarizeReactions(reactions: readonly ReactionLike[], myId: string | null | undefined): ReactionSummary[] {
  const groups = new Map<string, ReactionSummary>();
  for (const r of reactions) {
    const group = groups.get(r.emoji) ?? { emoji: r.emoji, count: 0, mine: false, names: [] };
    group.count += 1;
    if (r.userId === myId) group.mine = true;
    group.names.push(r.userId === myId ? 'You' : (r.user?.name ?? UNKNOWN_USER));
    groups.set(r.emoji, group);
  }
  return [...groups.values()];
}

/** The composer's rule: a message needs non-blank text, and the text is sent trimmed. */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** The media picker keeps only images and videos (by the file's type). */
export function isAcceptedMediaType(type: string): boolean {
  return type.startsWith('image/') || type.startsWith('video/');
}

/**
 * The files over the server's limits for message media (images up to 5 MiB, videos up to
 * 100 MiB, the limit itself allowed), so the dialog can say so before uploading anything.
 */
export function filesTooLarge<F extends { type: string; size: number }>(files: readonly F[]): F[] {
  return files.filter((f) => f.size > (f.type.startsWith('video/') ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES));
}

export function tooLargeMessage(names: readonly string[]): string {
  return `${FILE_TOO_LARGE}: ${names.join(', ')}. Images can be up to 5 MB and videos up to 100 MB.`;
}

export function uploadFailedMessage(reason: string): string {
  return `Upload failed: ${reason}`;
}

export function sendFilesLabel(count: number): string {
  return `Send ${count} file(s)`;
}
