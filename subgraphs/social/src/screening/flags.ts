// The moderation flag a held post or comment gets, in the transaction that holds it: the row
// the admin subgraph's moderation queue reads (social.moderation_flags, the contract in
// docs/image-screening.md). A post is held once, so it is flagged once (a unique index).
import { newId } from '@pulse/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImageVerdict } from './image-verdicts.js';

export type HeldContentKind = 'POST' | 'COMMENT';

/** Replies are the comments; every other type (posts, quotes, polls...) is a post. */
export const heldKindOf = (type: string): HeldContentKind => (type === 'REPLY' ? 'COMMENT' : 'POST');

export async function writeScreeningFlag(
  em: EntityManager,
  schema: string,
  post: { id: string; userId: string; type: string },
  verdicts: readonly ImageVerdict[],
  at: Date,
): Promise<void> {
  const media = verdicts.map((v) => ({ id: v.id, url: v.url, scores: v.scores, ...(v.failure ? { failure: v.failure } : {}) }));
  await em.execute(
    `INSERT INTO "${schema}".moderation_flags (id, content_kind, content_id, author_id, reason, details, created_at)
     VALUES (?, ?, ?, ?, 'IMAGE_SCREENING', ?, ?) ON CONFLICT (content_kind, content_id, reason) DO NOTHING`,
    [newId(), heldKindOf(post.type), post.id, post.userId, JSON.stringify({ media }), at],
  );
}
