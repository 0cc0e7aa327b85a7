// The moderation flag: the row a screening subgraph writes, in the transaction that holds the
// content, for the admin subgraph's moderation queue to read (docs/image-screening.md "The flag",
// the contract). Every screening subgraph has the table in its schema; only the content kinds
// differ. The statements are the ones social's 1001 and events' 0901 migrations ran, byte for
// byte (a migration that already ran is never changed); accounts' 1201 wrote its own text
// (another indentation, no unique index, an author index) and keeps it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../ids.js';
import { flaggedMedia, type ImageVerdict } from './verdicts.js';

/**
 * The moderation flags table for these content kinds, read in (txid, seq) order so a reader
 * never skips a row whose transaction commits late. `onePerContent`: a content is flagged once
 * (a unique index on kind, id and reason) because it is held once.
 */
export function moderationFlagsStatements(s: string, contentKinds: readonly string[], { onePerContent }: { onePerContent: boolean }): string[] {
  return [
    `CREATE TABLE ${s}.moderation_flags (
         id text PRIMARY KEY,
         txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
         seq bigserial NOT NULL,
         content_kind text NOT NULL CHECK (content_kind IN (${contentKinds.map((kind) => `'${kind}'`).join(', ')})),
         content_id text NOT NULL,
         author_id text NOT NULL,
         reason text NOT NULL CHECK (reason IN ('IMAGE_SCREENING')),
         details jsonb NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
    ...(onePerContent ? [`CREATE UNIQUE INDEX moderation_flags_content ON ${s}.moderation_flags (content_kind, content_id, reason)`] : []),
    `CREATE INDEX moderation_flags_order ON ${s}.moderation_flags (txid, seq)`,
  ];
}

/**
 * Flags held content for the queue: `details.media` names the verdicts that held it. Where the
 * table has the unique index (`onePerContent`), a second flag of the same content is dropped.
 */
export async function writeScreeningFlag(
  em: Pick<EntityManager, 'execute'>,
  schema: string,
  flag: { contentKind: string; contentId: string; authorId: string; verdicts: readonly ImageVerdict[]; at: Date; onePerContent: boolean },
): Promise<void> {
  await em.execute(
    `INSERT INTO "${schema}".moderation_flags (id, content_kind, content_id, author_id, reason, details, created_at)
     VALUES (?, ?, ?, ?, 'IMAGE_SCREENING', ?, ?)${flag.onePerContent ? ' ON CONFLICT (content_kind, content_id, reason) DO NOTHING' : ''}`,
    [newId(), flag.contentKind, flag.contentId, flag.authorId, JSON.stringify({ media: flag.verdicts.map(flaggedMedia) }), flag.at],
  );
}
