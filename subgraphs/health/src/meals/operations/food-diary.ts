// foodDiary: one day's meals against the member's targets. The targets are the FDA's
// reference values for a 2,000 kcal diet (the Daily Values on US nutrition labels) until the
// member sets their own goals: calories 2000, protein 50 g, carbs 275 g, fats 78 g, fiber 28 g,
// sugar 50 g (added sugars), saturated fat 20 g, sodium 2300 mg. `remaining` is target minus
// total, never below 0.
import { Args, ArgsType, Ctx, Field, Float, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { requireUser, SignedIn, type SubgraphContext } from '@pulse/kit';
import { LoggedMeal } from '../entities.js';
import { dayRule, localDay, timezoneRule } from '../days.js';
import { DAY_TARGETS } from '../../nutrition/daily-values.js';

export const DIARY_TARGETS = DAY_TARGETS;

@ObjectType('DiaryAmounts', { description: 'kcal, grams and milligrams (sodiumMg).' })
export class DiaryAmounts {
  @Field(() => Float) calories!: number;
  @Field(() => Float) protein!: number;
  @Field(() => Float) carbs!: number;
  @Field(() => Float) fats!: number;
  @Field(() => Float) fiber!: number;
  @Field(() => Float) sugar!: number;
  @Field(() => Float) saturatedFat!: number;
  @Field(() => Float) sodiumMg!: number;
}

@ObjectType('FoodDiary')
export class FoodDiary {
  @Field(() => String, { description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => String) timezone!: string;
  @Field(() => [LoggedMeal]) meals!: LoggedMeal[];
  @Field(() => DiaryAmounts) totals!: DiaryAmounts;
  @Field(() => DiaryAmounts, { description: 'FDA daily values for a 2,000 kcal diet.' }) targets!: DiaryAmounts;
  @Field(() => DiaryAmounts) remaining!: DiaryAmounts;
}

@ArgsType()
class FoodDiaryArgs {
  static schema = z.object({ date: dayRule.nullish(), timezone: timezoneRule });
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; default: today in `timezone`.' }) date?: string | null;
  @Field(() => String, { nullable: true, description: 'IANA zone; default UTC.' }) timezone!: string;
}

const KEYS = Object.keys(DIARY_TARGETS) as (keyof typeof DIARY_TARGETS)[];
const round1 = (n: number) => Math.round(n * 10) / 10;

@Resolver()
export class FoodDiaryResolver {
  @UseMiddleware(SignedIn)
  @Query(() => FoodDiary, { description: "One day of the signed-in member's meals against the day's targets." })
  async foodDiary(@Args(() => FoodDiaryArgs) args: FoodDiaryArgs, @Ctx() ctx: SubgraphContext): Promise<FoodDiary> {
    const ownerId = requireUser(ctx.auth).id;
    const date = args.date ?? localDay(ctx.services.clock.now(), args.timezone);
    const meals = await ctx.em.find(LoggedMeal, { ownerId, loggedOn: date }, { orderBy: [{ eatenAt: 'asc' }, { id: 'asc' }], limit: 200 });
    const totals = Object.fromEntries(KEYS.map((k) => [k, 0])) as unknown as DiaryAmounts;
    for (const meal of meals) for (const k of KEYS) totals[k] += meal.nutrition[k] ?? 0;
    for (const k of KEYS) totals[k] = round1(totals[k]);
    const targets = { ...DIARY_TARGETS };
    const remaining = Object.fromEntries(KEYS.map((k) => [k, round1(Math.max(0, targets[k] - totals[k]))])) as unknown as DiaryAmounts;
    return { date, timezone: args.timezone, meals, totals, targets, remaining };
  }
}
