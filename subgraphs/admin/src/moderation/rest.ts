// POST /reports (docs/moderation.md): a member reports a post, comment, message, member or
// community. It runs reportContent, so the rules and messages are the same (seen as the
// reporter, once per target, never yourself, the hourly limit). Reasons in lower case as the
// issue names them (self-harm with a hyphen). Route declarations and generated documents only.
import { z } from 'zod';
import { defineRoute, optionalText, type RestRoute } from '@pulse/kit/rest';
import { RestReportContentDocument } from '../rest.generated.js';

const KINDS = ['POST', 'COMMENT', 'MESSAGE', 'MEMBER', 'COMMUNITY'] as const;
const REASONS = ['spam', 'harassment', 'hate', 'nudity', 'violence', 'self-harm', 'misinformation', 'other'] as const;
const REASON_OF = {
  spam: 'SPAM',
  harassment: 'HARASSMENT',
  hate: 'HATE',
  nudity: 'NUDITY',
  violence: 'VIOLENCE',
  'self-harm': 'SELF_HARM',
  misinformation: 'MISINFORMATION',
  other: 'OTHER',
} as const;

const report = z
  .object({
    id: z.string(),
    kind: z.enum(KINDS),
    targetId: z.string(),
    reason: z.string(),
    details: z.string().nullable(),
    status: z.enum(['OPEN', 'RESOLVED']),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'ContentReport' });

export const moderationRoutes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/reports',
    summary: 'Report a post, comment, message shared with you, member or community to the moderators (again: your open report)',
    auth: 'member',
    body: z.object({
      kind: z.enum(KINDS, { error: `kind must be one of: ${KINDS.join(', ')}` }),
      id: z.string({ error: 'id is required' }).max(64, 'id must be at most 64 characters'),
      reason: z.enum(REASONS, { error: `reason must be one of: ${REASONS.join(', ')}` }),
      details: optionalText('details', 1000),
      evidence: optionalText('evidence', 4000).meta({ description: "MESSAGE: the message's text as your client decrypted it (your claim)" }),
    }),
    document: RestReportContentDocument,
    variables: ({ body }) => ({
      input: { kind: body.kind, id: body.id, reason: REASON_OF[body.reason], details: body.details ?? null, evidence: body.evidence ?? null },
    }),
    response: z.object({ report }),
    respond: (data) => ({ report: { ...data.reportContent, createdAt: String(data.reportContent.createdAt) } }),
  }),
];
