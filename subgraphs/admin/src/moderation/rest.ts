// Moderation's REST calls (docs/moderation.md). POST /reports: a member reports a post, comment,
// message, member or community. It runs reportContent, so the rules and messages are the same
// (seen as the reporter, once per target, never yourself, the hourly limit). Reasons in lower
// case as the issue names them (self-harm with a hyphen). The moderators' GET /admin/reports,
// GET /admin/reports/{id} and POST /admin/reports/{id}/resolve run moderationQueue,
// moderationCase and resolveReport: the role is checked by the admin subgraph, with the same
// messages. Route declarations and generated documents only.
import { z } from 'zod';
import { caseInsensitiveEnum, defineRoute, limitQuery, optionalFlag, optionalText, pageInfoAnswer, pathId, type RestRoute } from '@pulse/kit/rest';
import {
  RestModerationCaseDocument,
  RestModerationQueueDocument,
  RestReportContentDocument,
  RestResolveReportDocument,
  type RestModerationCaseFieldsFragment,
} from '../rest.generated.js';
import { CaseStatus, ReportKind, ReportReason, Resolution } from './kinds.js';

// The enums' values come from kinds.ts, so a kind added there is accepted and documented here too.
const KINDS = Object.values(ReportKind);
const STATUSES = Object.values(CaseStatus);
const ALL_REASONS = Object.values(ReportReason);
const ACTIONS = Object.values(Resolution);
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

const dateTime = z.string().meta({ format: 'date-time' });

const report = z
  .object({
    id: z.string(),
    kind: z.enum(KINDS),
    targetId: z.string(),
    reason: z.string(),
    details: z.string().nullable(),
    status: z.enum(STATUSES),
    createdAt: dateTime,
  })
  .meta({ id: 'ContentReport' });

const moderationCase = z
  .object({
    id: z.string(),
    kind: z.enum(KINDS),
    targetId: z.string(),
    status: z.enum(STATUSES),
    reportCount: z.number().int(),
    reasons: z.array(z.enum(ALL_REASONS)),
    automatic: z.boolean().meta({ description: 'Reported by the automatic image screening (the content is held until decided)' }),
    content: z.object({
      text: z.string(),
      mediaUrls: z.array(z.string()),
      authorId: z.string().nullable(),
      createdAt: z.string().nullable(),
      claimed: z.boolean().meta({ description: "An end-to-end encrypted message: the text is the reporter's claim" }),
      screening: z.string().nullable().meta({ description: 'IMAGE_SCREENING: the scores of each image, as JSON' }),
    }),
    createdAt: dateTime,
    lastReportedAt: dateTime,
    resolution: z.enum(ACTIONS).nullable(),
    note: z.string().nullable(),
    resolvedById: z.string().nullable(),
    resolvedAt: dateTime.nullable(),
    reports: z.array(
      z.object({
        id: z.string(),
        reporterId: z.string().nullable(),
        reporter: z.string(),
        reason: z.enum(ALL_REASONS),
        details: z.string().nullable(),
        evidence: z.string().nullable(),
        createdAt: dateTime,
      }),
    ),
  })
  .meta({ id: 'ModerationCase' });

const caseOf = (c: RestModerationCaseFieldsFragment): z.input<typeof moderationCase> => ({
  ...c,
  createdAt: String(c.createdAt),
  lastReportedAt: String(c.lastReportedAt),
  resolvedAt: c.resolvedAt === null ? null : String(c.resolvedAt),
  reports: c.reports.map((r) => ({ ...r, createdAt: String(r.createdAt) })),
});
const caseId = z.object({ id: pathId('The case (a reported target)') });

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
  defineRoute({
    method: 'get',
    path: '/admin/reports',
    summary: 'Moderators and admins: the moderation queue (one case per reported target), newest report first, filtered, a page at a time',
    auth: 'member',
    query: z.object({
      kind: caseInsensitiveEnum('kind', KINDS),
      status: caseInsensitiveEnum('status', STATUSES).meta({ description: `One of ${STATUSES.join(', ')} (any case); OPEN when not given` }),
      reason: caseInsensitiveEnum('reason', ALL_REASONS).meta({ description: 'Cases with at least one report of this reason (any case: self_harm)' }),
      limit: limitQuery('Page size: at most 100, 20 when not given'),
      after: optionalText('after', 512).meta({ description: "The previous page's endCursor" }),
    }),
    document: RestModerationQueueDocument,
    variables: ({ query }) => ({
      first: query.limit ?? null,
      after: query.after ?? null,
      kind: query.kind ?? null,
      status: query.status ?? null,
      reason: query.reason ?? null,
    }),
    response: z.object({ reports: z.array(moderationCase), pageInfo: pageInfoAnswer }),
    respond: (data) => ({ reports: data.moderationQueue.nodes.map(caseOf), pageInfo: data.moderationQueue.pageInfo }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/reports/:id',
    summary: 'Moderators and admins: one case with its reports and the reported content',
    auth: 'member',
    params: caseId,
    document: RestModerationCaseDocument,
    variables: ({ params }) => ({ id: params.id }),
    response: z.object({ report: moderationCase }),
    respond: (data) => ({ report: caseOf(data.moderationCase) }),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/reports/:id/resolve',
    summary: 'Moderators and admins (suspend: admins only): decide an open case; audited, the author and the reporters notified',
    auth: 'member',
    params: caseId,
    body: z.object({
      action: z.enum(ACTIONS, { error: `action must be one of: ${ACTIONS.join(', ')}` }),
      note: optionalText('note', 1000).meta({ description: 'What the author reads with a warning (required for WARN)' }),
      duration: optionalText('duration', 32).meta({ description: 'SUSPEND: ISO 8601 in weeks, days, hours or minutes: P7D, PT12H' }),
      permanent: optionalFlag('permanent').meta({ description: 'SUSPEND: until an admin lifts it (exactly one of duration and permanent)' }),
    }),
    document: RestResolveReportDocument,
    variables: ({ params, body }) => ({
      input: { id: params.id, action: body.action, note: body.note ?? null, duration: body.duration ?? null, permanent: body.permanent ?? null },
    }),
    response: z.object({ report: moderationCase }),
    respond: (data) => ({ report: caseOf(data.resolveReport) }),
  }),
];
