// The composer's poll rules (spec section 5): 2-4 non-empty options, days 0-7, hours 0-23,
// minutes 0-59, default one day, and a duration greater than 0. PollInput arrives inside
// CreatePostInput, so problems are named poll.options, poll.days... and poll for the duration.
import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';

export const TOO_FEW_OPTIONS = 'Please add at least 2 options';
export const TOO_MANY_OPTIONS = 'A poll can have at most 4 options';
export const ZERO_DURATION = 'Poll duration must be greater than 0';
export const MAX_OPTIONS = 4;
export const OPTION_MAX_LENGTH = 100;

/** A poll as createPost stores it: its option texts and how long it runs. */
export interface ValidPoll {
  options: string[];
  durationMs: number;
}

const inRange = (label: string, min: number, max: number, fallback: number) =>
  z
    .number()
    .nullish()
    .transform((value) => value ?? fallback)
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, `${label} must be between ${min} and ${max}`);

export const pollRules = z
  .object({
    options: z
      .array(z.string().max(OPTION_MAX_LENGTH, `A poll option can be at most ${OPTION_MAX_LENGTH} characters`))
      .transform((list) => ({ given: list.length, texts: list.map((o) => o.trim()).filter(Boolean) }))
      .refine((o) => o.texts.length >= 2, TOO_FEW_OPTIONS)
      .refine((o) => o.given <= MAX_OPTIONS, TOO_MANY_OPTIONS)
      .refine((o) => o.texts.every((text) => text.length <= OPTION_MAX_LENGTH), `A poll option can be at most ${OPTION_MAX_LENGTH} characters`)
      .transform((o) => o.texts),
    days: inRange('Days', 0, 7, 1),
    hours: inRange('Hours', 0, 23, 0),
    minutes: inRange('Minutes', 0, 59, 0),
  })
  .transform((poll, ctx): ValidPoll => {
    const durationMs = ((poll.days * 24 + poll.hours) * 60 + poll.minutes) * 60_000;
    if (durationMs <= 0) {
      ctx.addIssue({ code: 'custom', message: ZERO_DURATION });
      return z.NEVER;
    }
    return { options: poll.options, durationMs };
  });

@InputType()
export class PollInput {
  static schema = pollRules;

  @Field(() => [String], { description: '2-4 non-empty option texts.' }) options!: string[];
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'Days 0-7, hours 0-23, minutes 0-59; the duration must be greater than 0. Default 1 day.' })
  days?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0 }) hours?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0 }) minutes?: number | null;
}
