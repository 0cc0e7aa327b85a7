// The shared DDL must stay the text social's 1001 and events' 0901 migrations ran on deployed
// databases: a change here would make a new database differ from the old ones with no migration
// saying so. Pinned as literal text, whitespace included. And the verdict row readers.
import { describe, expect, it } from 'vitest';
import { moderationFlagsStatements } from './flags.js';
import { verdictTableStatements } from './screening-tables.js';
import { recordedOutcome, verdictFrom } from './verdicts.js';

const scores = { Porn: 0.1, Hentai: 0.1, Sexy: 0.1, Neutral: 0.6, Drawing: 0.1 };

describe('screening DDL', () => {
  it('is the text events 0901 ran: the verdict table with its review column, the flags table with its unique index', () => {
    expect(verdictTableStatements('x', 'media_screenings', [`review text CHECK (review IN ('PUBLISHED', 'HELD', 'REMOVED'))`])).toEqual([
      `CREATE TABLE x.media_screenings (
         key text PRIMARY KEY,
         user_id text NOT NULL,
         status text NOT NULL CHECK (status IN ('PENDING', 'DONE', 'FAILED')),
         scores jsonb,
         failure text CHECK (failure IN ('TIMEOUT', 'FAILED')),
         review text CHECK (review IN ('PUBLISHED', 'HELD', 'REMOVED')),
         created_at timestamptz(3) NOT NULL,
         updated_at timestamptz(3) NOT NULL
       )`,
    ]);
    expect(moderationFlagsStatements('x', ['EVENT_IMAGE'], { onePerContent: true })).toEqual([
      `CREATE TABLE x.moderation_flags (
         id text PRIMARY KEY,
         txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
         seq bigserial NOT NULL,
         content_kind text NOT NULL CHECK (content_kind IN ('EVENT_IMAGE')),
         content_id text NOT NULL,
         author_id text NOT NULL,
         reason text NOT NULL CHECK (reason IN ('IMAGE_SCREENING')),
         details jsonb NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE UNIQUE INDEX moderation_flags_content ON x.moderation_flags (content_kind, content_id, reason)`,
      `CREATE INDEX moderation_flags_order ON x.moderation_flags (txid, seq)`,
    ]);
  });

  it('lists several kinds and leaves the unique index out when a content may be flagged again', () => {
    const [table, ...indexes] = moderationFlagsStatements('x', ['POST', 'COMMENT'], { onePerContent: false });
    expect(table).toContain(`CHECK (content_kind IN ('POST', 'COMMENT'))`);
    expect(indexes).toEqual([`CREATE INDEX moderation_flags_order ON x.moderation_flags (txid, seq)`]);
    expect(verdictTableStatements('x', 'media_screenings')[0]).not.toContain('review');
  });
});

describe('verdict rows', () => {
  it('reads scores, a failure, or nothing yet; no outcome is a TIMEOUT verdict (fail closed)', () => {
    expect(recordedOutcome({ status: 'DONE', scores, failure: null })).toEqual({ scores });
    expect(recordedOutcome({ status: 'FAILED', scores: null, failure: 'TIMEOUT' })).toEqual({ failure: 'TIMEOUT' });
    expect(recordedOutcome({ status: 'FAILED', scores: null, failure: null })).toEqual({ failure: 'FAILED' });
    expect(recordedOutcome({ status: 'PENDING', scores: null, failure: null })).toBeUndefined();
    expect(recordedOutcome(undefined)).toBeUndefined();
    const image = { id: 'p-1.png', url: '/media/p-1.png' };
    expect(verdictFrom(image, { scores })).toEqual({ ...image, scores });
    expect(verdictFrom(image, { failure: 'FAILED' })).toEqual({ ...image, scores: null, failure: 'FAILED' });
    expect(verdictFrom(image, undefined)).toEqual({ ...image, scores: null, failure: 'TIMEOUT' });
  });
});
