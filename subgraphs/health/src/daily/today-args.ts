// The "today" of operations that show today's progress: the member's time zone decides which
// date that is.
import { ArgsType, Field } from 'type-graphql';
import { z } from 'zod';
import { timeZoneRule } from '../calendar/time-zone.js';

@ArgsType()
export class TodayArgs {
  static schema = z.object({ timezone: timeZoneRule });

  @Field(() => String, { nullable: true, description: 'IANA time zone deciding what today is (default UTC).' }) timezone?: string | null;
}
