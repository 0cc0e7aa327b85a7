// The live home feed: when a post goes out, the members whose home feed it joins hear
// feedPostAdded (through the outbox, so the event commits with the publication) and their
// open home feed offers "N new posts". The event carries the post's id and its author's;
// the gateway looks the post up as each receiver, so whatever hides a post from a reader
// (privacy, blocks) hides its event too.
//
// Audience size (docs/live-feed.md): a bus event is at most 7,500 bytes, so the followers
// are named in chunks of about 6,000 bytes (some 200 members) per event, and at most
// LIVE_AUDIENCE_MAX followers, the most recent ones, hear a post live. Past that the prompt
// is not worth the fan-out on write: every other follower sees the post when their feed
// loads, as before. A member with more followers than that is the case a per-author topic
// (fan-out on read at the gateway) would serve; docs/live-feed.md says why not yet.
import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueEvent } from '@pulse/kit';
import { Follow } from '../follows/entities.js';

export const FEED_POST_ADDED = 'feedPostAdded';
/** At most this many followers (the most recent follows) hear one post live. */
export const LIVE_AUDIENCE_MAX = 5000;
/** Bytes of member ids per event: the bus refuses events over 7,500 bytes in all. */
const AUDIENCE_BYTES = 6000;

/** Replies are not in the home feed; a repost repeats a post already out (and its reposter may hide their activity). */
const NOT_ANNOUNCED = new Set(['REPLY', 'REPOST']);

export interface PublishedPost {
  id: string;
  userId: string;
  type: string;
}

/** Splits member ids into audiences that each fit one bus event. */
export function audienceChunks(userIds: readonly string[], maxBytes = AUDIENCE_BYTES): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let bytes = 0;
  for (const id of userIds) {
    const size = Buffer.byteLength(id) + 3; // the quotes and the comma
    if (chunk.length && bytes + size > maxBytes) {
      chunks.push(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(id);
    bytes += size;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

/**
 * Enqueues feedPostAdded for posts that just went out, in the caller's transaction: the
 * author (their other devices) and their most recent LIVE_AUDIENCE_MAX followers.
 */
export async function announceNewPosts(em: EntityManager, posts: readonly PublishedPost[]): Promise<void> {
  const byAuthor = new Map<string, PublishedPost[]>();
  for (const post of posts) {
    if (NOT_ANNOUNCED.has(post.type)) continue;
    byAuthor.set(post.userId, [...(byAuthor.get(post.userId) ?? []), post]);
  }
  for (const [authorId, own] of byAuthor) {
    const followers = await em.find(
      Follow,
      { followeeId: authorId },
      { fields: ['followerId'], orderBy: { createdAt: 'desc' }, limit: LIVE_AUDIENCE_MAX, disableIdentityMap: true },
    );
    const audience = [authorId, ...followers.map((f) => f.followerId)];
    for (const post of own) {
      for (const userIds of audienceChunks(audience)) enqueueEvent(em, FEED_POST_ADDED, { userIds }, { id: post.id, authorId });
    }
  }
}
