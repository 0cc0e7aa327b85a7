// Moderation's enums, each defined once: the values are what the database stores and what
// GraphQL shows (docs/moderation.md).
import { registerEnumType } from 'type-graphql';

export const ReportKind = {
  POST: 'POST',
  COMMENT: 'COMMENT',
  MESSAGE: 'MESSAGE',
  MEMBER: 'MEMBER',
  COMMUNITY: 'COMMUNITY',
  PROFILE_IMAGE: 'PROFILE_IMAGE',
  EVENT_IMAGE: 'EVENT_IMAGE',
} as const;
export type ReportKind = (typeof ReportKind)[keyof typeof ReportKind];
registerEnumType(ReportKind, {
  name: 'ReportKind',
  description:
    "What is reported: a post, a comment (a reply), a message shared with you, a member or a community; PROFILE_IMAGE (a member's picture; the id is the member's) and EVENT_IMAGE (an image of the events subgraph: covers, community and product images; the id is its storage key, e-...), queued by the image screening.",
});

/** Images flagged by screening that are not posts: released on DISMISS, removed on REMOVE_CONTENT by their owner. */
export const IMAGE_KINDS: ReadonlySet<ReportKind> = new Set([ReportKind.PROFILE_IMAGE, ReportKind.EVENT_IMAGE]);

export const ReportReason = {
  SPAM: 'SPAM',
  HARASSMENT: 'HARASSMENT',
  HATE: 'HATE',
  NUDITY: 'NUDITY',
  VIOLENCE: 'VIOLENCE',
  SELF_HARM: 'SELF_HARM',
  MISINFORMATION: 'MISINFORMATION',
  OTHER: 'OTHER',
  IMAGE_SCREENING: 'IMAGE_SCREENING',
} as const;
export type ReportReason = (typeof ReportReason)[keyof typeof ReportReason];
registerEnumType(ReportReason, { name: 'ReportReason', description: 'Why. IMAGE_SCREENING is set by the automatic image screening only; a member cannot choose it.' });

export const CaseStatus = { OPEN: 'OPEN', RESOLVED: 'RESOLVED' } as const;
export type CaseStatus = (typeof CaseStatus)[keyof typeof CaseStatus];
registerEnumType(CaseStatus, { name: 'ReportStatus', description: 'OPEN: waiting in the queue; RESOLVED: a moderator decided.' });

export const Resolution = { DISMISS: 'DISMISS', REMOVE_CONTENT: 'REMOVE_CONTENT', WARN: 'WARN', SUSPEND: 'SUSPEND' } as const;
export type Resolution = (typeof Resolution)[keyof typeof Resolution];
registerEnumType(Resolution, {
  name: 'ReportResolution',
  description:
    'DISMISS: no violation (held content is released); REMOVE_CONTENT: removed for everyone; WARN: the author is told the note; SUSPEND: the author is suspended (admins only).',
});

/** What the reported thing is called in the sentences members read. */
export const NOUN: Record<ReportKind, string> = {
  POST: 'post',
  COMMENT: 'comment',
  MESSAGE: 'message',
  MEMBER: 'account',
  COMMUNITY: 'community',
  PROFILE_IMAGE: 'profile picture',
  EVENT_IMAGE: 'image',
};

/** Who reported, when no member did. */
export const SCREENING_REPORTER = 'Automatic image screening';
