// The spec's GET /admin/stats (001 section 7): the dashboard's series over a range, bucketed by
// day, week or month. Runs adminStats, so the role and the range rules are the operation's.
import { z } from 'zod';
import { caseInsensitiveEnum, defineRoute, optionalText, type RestRoute } from '@pulse/kit/rest';
import { RestAdminStatsDocument } from '../rest.generated.js';

const series = z.array(z.object({ start: z.string().meta({ description: 'YYYY-MM-DD (UTC), the first day of the bucket' }), count: z.number().int() }));

export const statsRoutes: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/admin/stats',
    summary: 'Admins: sign-ups, active members, posts, messages, calls, meals and events over time (30 days to now by default), by day, week or month',
    auth: 'member',
    query: z.object({
      from: optionalText('from', 40).meta({ format: 'date-time' }),
      to: optionalText('to', 40).meta({ format: 'date-time' }),
      bucket: caseInsensitiveEnum('bucket', ['DAY', 'WEEK', 'MONTH'] as const),
    }),
    document: RestAdminStatsDocument,
    variables: ({ query }) => ({ from: query.from || null, to: query.to || null, bucket: query.bucket ?? null }),
    response: z.object({
      bucket: z.enum(['DAY', 'WEEK', 'MONTH']),
      signups: series,
      activeMembers: series,
      posts: series,
      messages: series,
      calls: series,
      meals: series,
      events: series,
    }),
    respond: (data) => data.adminStats,
  }),
];
