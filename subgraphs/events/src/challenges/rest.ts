// The spec's `POST /challenges` (001 section 7; the Create Challenge dialog's fields, section 3)
// and our paths to join one, log progress and read it with its leaderboard. The operation's own
// rules (required fields, the verbatim lists) answer through the document, so REST and GraphQL
// give the same messages. Route declarations and generated documents only.
import { z } from 'zod';
import { defineRoute, optionalText, pathId, requiredText, type RestRoute } from '@pulse/kit/rest';
import {
  RestChallengeDocument,
  RestCreateChallengeDocument,
  RestJoinChallengeDocument,
  RestLogChallengeProgressDocument,
  type ChallengeMetric,
} from '../rest.generated.js';

const TEXT_MAX = 2000;
const LIST_MAX = 40;
const METRICS = ['CHECK_INS', 'STEPS', 'DISTANCE', 'ACTIVE_MINUTES', 'CALORIES'] as const;

const challenge = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  subcategory: z.string(),
  ageGroup: z.string(),
  frequency: z.string(),
  difficulty: z.string(),
  metric: z.enum(METRICS),
  unit: z.string(),
  tiers: z.array(z.object({ name: z.string(), goal: z.number() })),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  communityId: z.string().nullable(),
  participantCount: z.number().int(),
  createdAt: z.string().meta({ format: 'date-time' }),
  post: z.object({ id: z.string() }).nullable(),
  viewerJoined: z.boolean(),
});
const challengeId = z.object({ id: pathId('The challenge id') });

const createBody = z.object({
  title: requiredText('title', 100),
  description: requiredText('description', TEXT_MAX),
  category: requiredText('category', LIST_MAX),
  subcategory: requiredText('subcategory', LIST_MAX),
  ageGroup: optionalText('ageGroup', LIST_MAX),
  frequency: optionalText('frequency', LIST_MAX),
  difficulty: optionalText('difficulty', LIST_MAX),
  metric: z.enum(METRICS, { error: `metric must be one of: ${METRICS.join(', ')}` }).nullish(),
  tiers: z
    .array(z.object({ name: requiredText('tiers.name', 30), goal: z.number({ error: 'A tier’s goal must be a number' }) }))
    .max(5, 'At most 5 tiers')
    .nullish(),
  startsOn: optionalText('startsOn', 10),
  endsOn: optionalText('endsOn', 10),
  timezone: optionalText('timezone', 100),
  communityId: optionalText('communityId', 64),
});

export const challengeRoutes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/challenges',
    summary: 'Create a challenge (the Create Challenge dialog) and its challenge post; you take part in it',
    auth: 'member',
    body: createBody,
    document: RestCreateChallengeDocument,
    variables: ({ body }) => ({
      input: {
        ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined)),
        title: body.title,
        description: body.description,
        category: body.category,
        subcategory: body.subcategory,
        metric: (body.metric ?? undefined) as ChallengeMetric | undefined,
        tiers: body.tiers ?? undefined,
      },
    }),
    response: z.object({ challenge }),
    respond: (data) => ({ challenge: data.createChallenge }),
  }),
  defineRoute({
    method: 'get',
    path: '/challenges/:id',
    summary: 'A challenge with its top ten',
    auth: 'optional',
    params: challengeId,
    document: RestChallengeDocument,
    variables: ({ params }) => ({ id: params.id }),
    response: z.object({
      challenge: challenge.extend({
        leaderboard: z.array(z.object({ rank: z.number().int(), total: z.number(), tier: z.string().nullable(), user: z.object({ id: z.string() }) })),
      }),
    }),
    respond: (data) => ({ challenge: data.challenge }),
  }),
  defineRoute({
    method: 'post',
    path: '/challenges/:id/join',
    summary: 'Take part in a challenge (a community challenge: members of the community)',
    auth: 'member',
    params: challengeId,
    body: z.object({ timezone: optionalText('timezone', 100).meta({ description: 'Your IANA zone (default UTC)' }) }),
    document: RestJoinChallengeDocument,
    variables: ({ params, body }) => ({ id: params.id, timezone: body.timezone ?? null }),
    response: z.object({ challenge }),
    respond: (data) => ({ challenge: data.joinChallenge }),
  }),
  defineRoute({
    method: 'post',
    path: '/challenges/:id/progress',
    summary: 'Log progress in a challenge you joined; answers your standing',
    auth: 'member',
    params: challengeId,
    body: z.object({
      amount: z.number({ error: 'amount must be a number' }).nullish(),
      day: optionalText('day', 10).meta({ description: 'YYYY-MM-DD; default today in your zone' }),
    }),
    document: RestLogChallengeProgressDocument,
    variables: ({ params, body }) => ({ input: { challengeId: params.id, amount: body.amount ?? undefined, day: body.day ?? undefined } }),
    response: z.object({
      standing: z.object({
        total: z.number(),
        rank: z.number().int(),
        streak: z.number().int(),
        longestStreak: z.number().int(),
        today: z.string(),
        badges: z.array(z.object({ tier: z.number().int(), tierName: z.string(), goal: z.number(), awardedAt: z.string().meta({ format: 'date-time' }) })),
        nextTier: z.object({ name: z.string(), goal: z.number() }).nullable(),
      }),
    }),
    respond: (data) => ({ standing: data.logChallengeProgress }),
  }),
];
