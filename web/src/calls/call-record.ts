// The words for a call record (the message the server writes when a call finishes) and for
// the caller's "why did it stop ringing" message. One place, so the chat, the conversation
// list's preview and the caller's alert say the same thing (docs/calls.md).
import type { CallRecordFieldsFragment } from '../generated/graphql';

/** "0:42", "12:05", "1:02:03". */
export function callDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Seconds between answering and hanging up, or null when nobody answered. */
export function callSeconds(call: Pick<CallRecordFieldsFragment, 'startedAt' | 'endedAt'>): number | null {
  if (!call.startedAt || !call.endedAt) return null;
  return (Date.parse(call.endedAt) - Date.parse(call.startedAt)) / 1000;
}

export type CallOutcome = 'completed' | 'missed' | 'declined' | 'busy' | 'cancelled';

/** What became of the call, as the record shows it. */
export function callOutcome(call: Pick<CallRecordFieldsFragment, 'status' | 'startedAt' | 'endedAt'>): CallOutcome {
  switch (call.status) {
    case 'DECLINED':
      return 'declined';
    case 'MISSED':
      return 'missed';
    case 'BUSY':
      return 'busy';
    default:
      // ENDED after someone answered is a call that happened; before, the caller gave up.
      return callSeconds(call) !== null ? 'completed' : 'cancelled';
  }
}

/**
 * The record's line, from the reader's side: `mine` when the reader made the call. The person
 * called sees every unanswered call as missed (with why when it was busy).
 */
export function callRecordText(call: Pick<CallRecordFieldsFragment, 'status' | 'video' | 'startedAt' | 'endedAt'>, mine: boolean): string {
  const kind = call.video ? 'Video call' : 'Audio call';
  const lower = call.video ? 'video call' : 'audio call';
  switch (callOutcome(call)) {
    case 'completed':
      return `${kind} · ${callDuration(callSeconds(call) ?? 0)}`;
    case 'declined':
      return mine ? `${kind} declined` : `You declined ${call.video ? 'a' : 'an'} ${lower}`;
    case 'busy':
      return mine ? `${kind} · busy` : `Missed ${lower} (you were in another call)`;
    case 'missed':
      return mine ? `${kind} · no answer` : `Missed ${lower}`;
    case 'cancelled':
      return mine ? `${kind} · cancelled` : `Missed ${lower}`;
  }
}

/** The caller's message when the call stops ringing without an answer; null when it was answered or the caller hung up. */
export function unansweredMessage(status: string, name: string): string | null {
  const who = name.trim() || 'Unknown User';
  if (status === 'DECLINED') return `${who} declined the call.`;
  if (status === 'MISSED') return `${who} didn't answer.`;
  if (status === 'BUSY') return `${who} is on another call.`;
  return null;
}
