// The explore queries' arguments. Each list is a short ranked list, not a paged one: a ranking
// recomputed on every read has no stable position to page from.
import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';
import { z } from 'zod';

/** The recent window trends are computed over. */
export const TrendWindow = { DAY: 'DAY', WEEK: 'WEEK' } as const;
export type TrendWindow = (typeof TrendWindow)[keyof typeof TrendWindow];
registerEnumType(TrendWindow, { name: 'TrendWindow', description: 'DAY: the last 24 hours; WEEK: the last 7 days.' });

/** The window's length in hours (PostgreSQL reads `make_interval(hours => ?)`). */
export const WINDOW_HOURS: Record<TrendWindow, number> = { DAY: 24, WEEK: 24 * 7 };

export const EXPLORE_MAX = 50;

const firstRule = (fallback: number) =>
  z
    .number()
    .nullish()
    .transform((first) => first ?? fallback)
    .refine((first) => Number.isInteger(first) && first >= 1 && first <= EXPLORE_MAX, `first must be between 1 and ${EXPLORE_MAX}`);

@ArgsType()
export class TrendingArgs {
  static schema = z.object({ first: firstRule(10) });

  @Field(() => TrendWindow, { defaultValue: TrendWindow.DAY }) window!: TrendWindow;
  @Field(() => Int, { nullable: true, defaultValue: 10, description: 'Default 10, at most 50.' }) first!: number;
}

@ArgsType()
export class SuggestedMembersArgs {
  static schema = z.object({ first: firstRule(10) });

  @Field(() => Int, { nullable: true, defaultValue: 10, description: 'Default 10, at most 50.' }) first!: number;
}
