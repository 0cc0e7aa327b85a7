// Moderation's GraphQL types and how a database row becomes one (docs/moderation.md).
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { pageInfoType, type PageInfo } from '@pulse/kit';
import { CaseStatus, ReportKind, ReportReason, Resolution, SCREENING_REPORTER } from './kinds.js';
import type { ContentSnapshot } from './content.js';

@ObjectType({ description: "A member's report, as its reporter sees it." })
export class ContentReport {
  @Field(() => ID) id!: string;
  @Field(() => ReportKind) kind!: ReportKind;
  @Field(() => ID) targetId!: string;
  @Field(() => ReportReason) reason!: ReportReason;
  @Field(() => String, { nullable: true }) details!: string | null;
  @Field(() => CaseStatus, { description: 'OPEN until a moderator decides.' }) status!: CaseStatus;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: 'What was reported, as it was when first reported (kept when the content is gone).' })
export class ReportedContent {
  @Field(() => String, { description: "A post's or comment's text; a member's name and bio; a community's name and description; a message's text (see claimed)." })
  text!: string;
  @Field(() => [String]) mediaUrls!: string[];
  @Field(() => ID, { nullable: true, description: 'Who wrote or owns it.' }) authorId!: string | null;
  @Field(() => String, { nullable: true, description: 'When it was created (ISO 8601).' }) createdAt!: string | null;
  @Field(() => Boolean, {
    description: "True for an end-to-end encrypted message: the text is the reporter's claim (their client decrypted it), not something the server could read.",
  })
  claimed!: boolean;
  @Field(() => String, { nullable: true, description: 'IMAGE_SCREENING: the screening scores of each image, as JSON.' })
  screening!: string | null;
}

@ObjectType({ description: 'One report in a case.' })
export class ModerationReport {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: 'The member who reported; null for the automatic image screening.' }) reporterId!: string | null;
  @Field(() => String, { description: `"Member", or "${SCREENING_REPORTER}".` }) reporter!: string;
  @Field(() => ReportReason) reason!: ReportReason;
  @Field(() => String, { nullable: true }) details!: string | null;
  @Field(() => String, { nullable: true, description: "MESSAGE: the text the reporter's client shared (their claim)." }) evidence!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: 'A reported target in the moderation queue: its reports, grouped, and the decision.' })
export class ModerationCase {
  @Field(() => ID) id!: string;
  @Field(() => ReportKind) kind!: ReportKind;
  @Field(() => ID) targetId!: string;
  @Field(() => CaseStatus) status!: CaseStatus;
  @Field(() => Int, { description: 'How many reports (members, and the screening).' }) reportCount!: number;
  @Field(() => [ReportReason]) reasons!: ReportReason[];
  @Field(() => Boolean, { description: 'Reported by the automatic image screening (the content is held until decided).' }) automatic!: boolean;
  @Field(() => ReportedContent) content!: ReportedContent;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) lastReportedAt!: Date;
  @Field(() => Resolution, { nullable: true }) resolution!: Resolution | null;
  @Field(() => String, { nullable: true, description: "The moderator's note." }) note!: string | null;
  @Field(() => ID, { nullable: true }) resolvedById!: string | null;
  @Field(() => Date, { nullable: true }) resolvedAt!: Date | null;
  @Field(() => [ModerationReport], { description: 'Newest first.' }) reports!: ModerationReport[];
}

const ModerationCasePageInfo = pageInfoType('ModerationCasePageInfo');

@ObjectType()
export class ModerationCasePage {
  @Field(() => [ModerationCase]) nodes!: ModerationCase[];
  @Field(() => ModerationCasePageInfo) pageInfo!: PageInfo;
}

export interface CaseRow {
  id: string;
  target_kind: ReportKind;
  target_id: string;
  author_id: string | null;
  snapshot: ContentSnapshot & { screening?: unknown };
  status: CaseStatus;
  resolution: Resolution | null;
  note: string | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  report_count: number;
  reasons: ReportReason[];
  automatic: boolean;
  created_at: Date;
  last_reported_at: Date;
}

export const CASE_COLUMNS =
  'id, target_kind, target_id, author_id, snapshot, status, resolution, note, resolved_by, resolved_at, report_count, reasons, automatic, created_at, last_reported_at';

export const caseOf = (r: CaseRow, reports: ModerationReport[] = []): ModerationCase => ({
  reports,
  id: r.id,
  kind: r.target_kind,
  targetId: r.target_id,
  status: r.status,
  reportCount: r.report_count,
  reasons: r.reasons,
  automatic: r.automatic,
  content: {
    text: r.snapshot.text ?? '',
    mediaUrls: r.snapshot.mediaUrls ?? [],
    authorId: r.snapshot.authorId ?? null,
    createdAt: r.snapshot.createdAt ?? null,
    claimed: !!r.snapshot.claimed,
    screening: r.snapshot.screening ? JSON.stringify(r.snapshot.screening) : null,
  },
  createdAt: new Date(r.created_at),
  lastReportedAt: new Date(r.last_reported_at),
  resolution: r.resolution,
  note: r.note,
  resolvedById: r.resolved_by,
  resolvedAt: r.resolved_at ? new Date(r.resolved_at) : null,
});

export interface ReportRow {
  id: string;
  reporter_id: string | null;
  reason: ReportReason;
  details: string | null;
  evidence: string | null;
  created_at: Date;
}

export const reportOf = (r: ReportRow): ModerationReport => ({
  id: r.id,
  reporterId: r.reporter_id,
  reporter: r.reporter_id ? 'Member' : SCREENING_REPORTER,
  reason: r.reason,
  details: r.details,
  evidence: r.evidence,
  createdAt: new Date(r.created_at),
});
