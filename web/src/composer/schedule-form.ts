// The Schedule Post dialog's form: the three inputs as typed, checked by the same rule the
// composer applies again at send time (checkSchedule), each problem on the field it concerns.
import { z } from 'zod';
import { checkSchedule } from './schedule';

export interface Schedule {
  scheduledFor: Date;
  timezone: string;
}

export const scheduleSchema = z.object({ date: z.string(), time: z.string(), zone: z.string() }).transform((fields, ctx): Schedule => {
  const check = checkSchedule(fields);
  if (!check.ok) {
    ctx.addIssue({ code: 'custom', path: [check.field], message: check.error });
    return z.NEVER;
  }
  return { scheduledFor: check.scheduledFor, timezone: check.timezone };
});

export type ScheduleFormValues = z.input<typeof scheduleSchema>;
