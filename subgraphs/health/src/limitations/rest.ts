// The spec's "POST /limitations" (section 7; payload not shown, ours documented in OpenAPI).
import { z } from 'zod';
import { caseInsensitiveEnum, defineRoute, optionalText, requiredText, type RestRoute } from '@pulse/kit/rest';
import { RestRecordLimitationDocument, type LimitationKind, type LimitationSeverity } from '../rest.generated.js';
import { BODY_PART_MAX, NAME_MAX, NOTES_MAX } from './limits.js';

const KINDS = ['INJURY', 'CONDITION'] as const;
const SEVERITIES = ['MILD', 'MODERATE', 'SEVERE'] as const;

export const limitationAnswer = z.object({
  id: z.string(),
  kind: z.enum(KINDS),
  name: z.string(),
  bodyPart: z.string(),
  severity: z.enum(SEVERITIES),
  notes: z.string(),
  affects: z.array(z.string()),
  startedOn: z.string(),
  endedOn: z.string().nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
});

export const limitationRoutes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/limitations',
    summary: 'Record an injury or condition to respect in exercise',
    auth: 'member',
    body: z.object({
      kind: caseInsensitiveEnum('kind', KINDS).refine((k) => k !== null, { error: 'kind is required (injury or condition)' }),
      name: requiredText('name', NAME_MAX),
      bodyPart: optionalText('bodyPart', BODY_PART_MAX),
      severity: caseInsensitiveEnum('severity', SEVERITIES).refine((k) => k !== null, { error: 'severity is required (mild, moderate or severe)' }),
      notes: optionalText('notes', NOTES_MAX),
      affects: z.array(z.string().max(20)).max(8, { error: 'affects can list at most 8 exercises' }).nullish(),
      startedOn: optionalText('startedOn', 10).meta({ description: 'YYYY-MM-DD (default today)' }),
    }),
    document: RestRecordLimitationDocument,
    variables: ({ body }) => ({
      input: {
        kind: body.kind as LimitationKind,
        name: body.name,
        severity: body.severity as LimitationSeverity,
        bodyPart: body.bodyPart ?? null,
        notes: body.notes ?? null,
        affects: body.affects ?? null,
        startedOn: body.startedOn || null,
      },
    }),
    response: z.object({ limitation: limitationAnswer }),
    respond: (data) => ({ limitation: data.recordLimitation }),
  }),
];
