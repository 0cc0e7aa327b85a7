// Poll mode's rules (spec section 5): 2-4 options, the ones beyond the first two removable,
// at least 2 non-empty ones; a duration of days 0-7, hours 0-23, minutes 0-59, default 1 day,
// greater than 0.

export const MIN_POLL_OPTIONS = 2;
export const MAX_POLL_OPTIONS = 4;
export const POLL_LIMITS = { days: 7, hours: 23, minutes: 59 } as const;
export const DEFAULT_POLL_DURATION: PollDuration = { days: 1, hours: 0, minutes: 0 };

export const TOO_FEW_OPTIONS = 'Please add at least 2 options';
export const ZERO_DURATION = 'Poll duration must be greater than 0';
/** Not in the spec: the selects cannot produce it, but a bad value must not reach the server. */
export const DURATION_OUT_OF_RANGE = 'Poll duration must be within 7 days, 23 hours and 59 minutes';

export interface PollDuration {
  days: number;
  hours: number;
  minutes: number;
}

export interface PollDraft {
  options: string[];
  duration: PollDuration;
}

export function newPoll(): PollDraft {
  return { options: ['', ''], duration: { ...DEFAULT_POLL_DURATION } };
}

export function canAddOption(options: readonly string[]): boolean {
  return options.length < MAX_POLL_OPTIONS;
}

/** Only options beyond the first two have a remove button. */
export function canRemoveOption(index: number): boolean {
  return index >= MIN_POLL_OPTIONS;
}

export function filledOptions(options: readonly string[]): string[] {
  return options.map((o) => o.trim()).filter(Boolean);
}

export function durationMinutes(d: PollDuration): number {
  return d.days * 24 * 60 + d.hours * 60 + d.minutes;
}

/** A select's choices for one duration unit: 0..limit. */
export function durationChoices(unit: keyof PollDuration): number[] {
  return Array.from({ length: POLL_LIMITS[unit] + 1 }, (_, i) => i);
}

/** Null when the poll can be created, otherwise the spec's message. Options are checked first. */
export function pollError(poll: PollDraft): string | null {
  const filled = filledOptions(poll.options);
  if (filled.length < MIN_POLL_OPTIONS) return TOO_FEW_OPTIONS;
  const { days, hours, minutes } = poll.duration;
  const inRange = (v: number, max: number) => Number.isInteger(v) && v >= 0 && v <= max;
  if (!inRange(days, POLL_LIMITS.days) || !inRange(hours, POLL_LIMITS.hours) || !inRange(minutes, POLL_LIMITS.minutes)) {
    return DURATION_OUT_OF_RANGE;
  }
  if (durationMinutes(poll.duration) <= 0) return ZERO_DURATION;
  return null;
}

/** When a poll started at `now` ends. */
export function pollEndTime(duration: PollDuration, now: Date = new Date()): Date {
  return new Date(now.getTime() + durationMinutes(duration) * 60_000);
}
