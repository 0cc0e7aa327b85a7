// The composer's poll rules (spec section 5): 2-4 non-empty options, days 0-7, hours 0-23,
// minutes 0-59, default one day, and a duration greater than 0.
import { BadUserInputError } from '@pulse/kit';

export const TOO_FEW_OPTIONS = 'Please add at least 2 options';
export const TOO_MANY_OPTIONS = 'A poll can have at most 4 options';
export const ZERO_DURATION = 'Poll duration must be greater than 0';
export const MAX_OPTIONS = 4;
export const OPTION_MAX_LENGTH = 100;

export interface PollInput {
  options: string[];
  days?: number | null;
  hours?: number | null;
  minutes?: number | null;
}

function inRange(value: number, min: number, max: number, field: string, label: string): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new BadUserInputError(`${label} must be between ${min} and ${max}`, field);
  return value;
}

export function validPoll(input: PollInput): { options: string[]; durationMs: number } {
  const options = input.options.map((o) => o.trim()).filter(Boolean);
  if (options.length < 2) throw new BadUserInputError(TOO_FEW_OPTIONS, 'poll.options');
  if (input.options.length > MAX_OPTIONS) throw new BadUserInputError(TOO_MANY_OPTIONS, 'poll.options');
  if (options.some((o) => o.length > OPTION_MAX_LENGTH)) {
    throw new BadUserInputError(`A poll option can be at most ${OPTION_MAX_LENGTH} characters`, 'poll.options');
  }
  const days = inRange(input.days ?? 1, 0, 7, 'poll.days', 'Days');
  const hours = inRange(input.hours ?? 0, 0, 23, 'poll.hours', 'Hours');
  const minutes = inRange(input.minutes ?? 0, 0, 59, 'poll.minutes', 'Minutes');
  const durationMs = ((days * 24 + hours) * 60 + minutes) * 60_000;
  if (durationMs <= 0) throw new BadUserInputError(ZERO_DURATION, 'poll');
  return { options, durationMs };
}
