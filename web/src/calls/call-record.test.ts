// The words of call records (chat and conversation list) and the caller's "why it stopped
// ringing" message, and the self view staying inside the screen.
import { describe, expect, it } from 'vitest';
import { callDuration, callOutcome, callRecordText, unansweredMessage } from './call-record';
import { clampInto } from './self-view';

const at = (s: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, s)).toISOString();
const call = (status: string, video: boolean, seconds: number | null) => ({
  status: status as never,
  video,
  startedAt: seconds === null ? null : at(0),
  endedAt: seconds === null ? at(30) : at(seconds),
});

describe('call records', () => {
  it('durations read like a clock', () => {
    expect([0, 9, 65, 725, 3723].map(callDuration)).toEqual(['0:00', '0:09', '1:05', '12:05', '1:02:03']);
  });

  it('an answered call shows its kind and duration to both members', () => {
    for (const mine of [true, false]) expect(callRecordText(call('ENDED', true, 65), mine)).toBe('Video call · 1:05');
    expect(callRecordText(call('ENDED', false, 42), true)).toBe('Audio call · 0:42');
  });

  it('an unanswered call says why to the caller and is missed for the person called', () => {
    expect(callRecordText(call('DECLINED', true, null), true)).toBe('Video call declined');
    expect(callRecordText(call('DECLINED', true, null), false)).toBe('You declined a video call');
    expect(callRecordText(call('DECLINED', false, null), false)).toBe('You declined an audio call');
    expect(callRecordText(call('MISSED', false, null), true)).toBe('Audio call · no answer');
    expect(callRecordText(call('MISSED', false, null), false)).toBe('Missed audio call');
    expect(callRecordText(call('BUSY', true, null), true)).toBe('Video call · busy');
    expect(callRecordText(call('BUSY', true, null), false)).toBe('Missed video call (you were in another call)');
    expect(callRecordText(call('ENDED', true, null), true)).toBe('Video call · cancelled');
    expect(callRecordText(call('ENDED', true, null), false)).toBe('Missed video call');
    expect(callOutcome(call('ENDED', true, null))).toBe('cancelled');
  });

  it("the caller's message names the person called", () => {
    expect(unansweredMessage('DECLINED', 'Bob')).toBe('Bob declined the call.');
    expect(unansweredMessage('MISSED', 'Bob')).toBe("Bob didn't answer.");
    expect(unansweredMessage('BUSY', ' ')).toBe('Unknown User is on another call.');
    expect(unansweredMessage('ENDED', 'Bob')).toBeNull();
  });
});

describe('clampInto', () => {
  const size = { width: 112, height: 160 };
  const screen = { width: 390, height: 844 };
  it('keeps the self view inside the screen', () => {
    expect(clampInto({ x: -50, y: -10 }, size, screen)).toEqual({ x: 0, y: 0 });
    expect(clampInto({ x: 1000, y: 2000 }, size, screen)).toEqual({ x: 278, y: 684 });
    expect(clampInto({ x: 100, y: 300 }, size, screen)).toEqual({ x: 100, y: 300 });
  });
});
