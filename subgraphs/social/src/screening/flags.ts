// The moderation flag a held post or comment gets, in the transaction that holds it: the row
// the admin subgraph's moderation queue reads (social.moderation_flags, the contract in
// docs/image-screening.md, written by kit's media/screening flags.ts). A post is held once, so
// it is flagged once (a unique index).
import { writeScreeningFlag as writeFlag, type ImageVerdict } from '@pulse/kit/media/screening';
import type { EntityManager } from '@mikro-orm/postgresql';

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
  await writeFlag(em, schema, { contentKind: heldKindOf(post.type), contentId: post.id, authorId: post.userId, verdicts, at, onePerContent: true });
}
