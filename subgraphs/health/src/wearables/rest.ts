// The wearables REST rows (spec section 7, docs/health-design.md section 2): GET /wearables/data,
// POST /wearables/connect (answer: connection.id), POST /wearables/sync (optional dataTypes),
// and ours, GET /wearables/jobs/:id (progress without a socket). Providers and data types are
// the spec's spellings (apple-watch, activeMinutes) on the wire and GraphQL enum names inside.
import { z } from 'zod';
import { defineRoute, pathId, type RestRoute } from '@pulse/kit/rest';
import {
  RestConnectWearableDocument,
  RestSyncJobDocument,
  RestSyncWearablesDocument,
  RestWearableDataDocument,
  type RestSyncJobFragment,
  type WearableDataType as GqlDataType,
  type WearableProvider as GqlProvider,
} from '../rest.generated.js';
import { API_KEY_REQUIRED, DATA_TYPES, PROVIDERS, UNKNOWN_PROVIDER } from './devices.js';

const gqlName = (value: string) =>
  value
    .replace(/[A-Z]/g, (c) => `_${c}`)
    .replace(/-/g, '_')
    .toUpperCase();
const specName = (value: string) => value.toLowerCase().replace(/_/g, '-');
const specType = (value: string) => value.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

const provider = z
  .string({ error: UNKNOWN_PROVIDER })
  .max(20, UNKNOWN_PROVIDER)
  .refine((p) => (PROVIDERS as string[]).includes(p.trim().toLowerCase()), UNKNOWN_PROVIDER)
  .transform((p) => gqlName(p.trim().toLowerCase()) as GqlProvider)
  .meta({ type: 'string', description: PROVIDERS.join(', ') });

const TYPE_ERROR = `dataTypes must be among ${DATA_TYPES.join(', ')}`;
const dataType = z
  .string()
  .max(20, TYPE_ERROR)
  .refine((t) => (DATA_TYPES as string[]).includes(t.trim()), TYPE_ERROR)
  .transform((t) => gqlName(t.trim()) as GqlDataType);

const recordAnswer = z.object({
  id: z.string(),
  provider: z.string(),
  date: z.string(),
  data: z.object({
    steps: z.number().nullable(),
    calories: z.number().nullable(),
    distance: z.number().nullable(),
    activeMinutes: z.number().nullable(),
    heartRate: z.number().nullable(),
    restingHeartRate: z.number().nullable(),
    bloodOxygen: z.number().nullable(),
    sleepScore: z.number().nullable(),
    sleepMinutes: z.number().nullable(),
    readinessScore: z.number().nullable(),
    strain: z.number().nullable(),
    hrvMs: z.number().nullable(),
    lastUpdated: z.string(),
  }),
});

const jobAnswer = z.object({
  id: z.string(),
  provider: z.string(),
  kind: z.string(),
  dataTypes: z.array(z.string()),
  state: z.string(),
  progress: z.number().int(),
  records: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});

const restJob = (job: RestSyncJobFragment) => ({ ...job, provider: specName(job.provider), dataTypes: job.dataTypes.map(specType), state: job.state.toLowerCase() });

const DAY_HINT = 'YYYY-MM-DD';

export const wearableRoutes: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/wearables/data',
    summary: "The caller's daily wearable records (at most 400 days; default the last 30)",
    auth: 'member',
    query: z.object({
      provider: provider.optional(),
      from: z.string().max(10, `from is ${DAY_HINT}`).optional().meta({ description: DAY_HINT }),
      to: z.string().max(10, `to is ${DAY_HINT}`).optional().meta({ description: DAY_HINT }),
      dataTypes: z
        .string()
        .max(200, TYPE_ERROR)
        .optional()
        .transform((list, ctx) => {
          const names = (list ?? '').split(',').filter((t) => t.trim());
          const parsed = names.map((t) => dataType.safeParse(t));
          if (parsed.some((p) => !p.success)) {
            ctx.addIssue({ code: 'custom', message: TYPE_ERROR });
            return z.NEVER;
          }
          return parsed.map((p) => p.data as GqlDataType);
        })
        .meta({ type: 'string', description: `Comma-separated: ${DATA_TYPES.join(', ')}` }),
    }),
    document: RestWearableDataDocument,
    variables: ({ query }) => ({ query: { provider: query.provider ?? null, from: query.from ?? null, to: query.to ?? null, dataTypes: query.dataTypes } }),
    response: z.object({ data: z.array(recordAnswer) }),
    respond: (data) => ({ data: data.wearableData.map((r) => ({ ...r, provider: specName(r.provider) })) }),
  }),
  defineRoute({
    method: 'post',
    path: '/wearables/connect',
    summary: 'Connect a device with its API key (test_{device}_12345: the sandbox)',
    auth: 'member',
    body: z.object({ provider, apiKey: z.string({ error: API_KEY_REQUIRED }).max(500, 'The API key is at most 500 characters') }),
    document: RestConnectWearableDocument,
    variables: ({ body }) => ({ input: { provider: body.provider, apiKey: body.apiKey } }),
    response: z.object({
      connection: z.object({ id: z.string(), provider: z.string(), mode: z.string(), status: z.string(), keyHint: z.string(), lastSyncedAt: z.string().nullable() }),
    }),
    respond: (data) => {
      const c = data.connectWearable;
      return { connection: { ...c, provider: specName(c.provider), mode: c.mode.toLowerCase(), status: c.status.toLowerCase() } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/wearables/sync',
    summary: 'Start syncing connected devices (optionally some data types, or one provider)',
    auth: 'member',
    body: z.object({ provider: provider.optional(), dataTypes: z.array(dataType).max(DATA_TYPES.length).optional() }),
    document: RestSyncWearablesDocument,
    variables: ({ body }) => ({ input: { provider: body.provider ?? null, dataTypes: body.dataTypes ?? null } }),
    response: z.object({ jobs: z.array(jobAnswer) }),
    respond: (data) => ({ jobs: data.syncWearables.map(restJob) }),
  }),
  defineRoute({
    method: 'get',
    path: '/wearables/jobs/:id',
    summary: 'One of the caller’s sync jobs: state and progress',
    auth: 'member',
    params: z.object({ id: pathId('The sync job id') }),
    document: RestSyncJobDocument,
    variables: ({ params }) => ({ id: params.id }),
    response: z.object({ job: jobAnswer }),
    respond: (data) => ({ job: restJob(data.syncJob) }),
  }),
];
