// What blocks and mutes hide, in one place (docs/safety.md). Every reader of posts and
// notifications asks here: the per-request hidden set for lists read through the ORM and for
// single posts, and the SQL conditions for the hand-written feed queries.
//
// - A block hides both ways: the blocker and the blocked member do not see each other's
//   posts, replies, profile or notifications, and cannot follow each other.
// - A mute hides the muted member's posts, reposts and notifications from the muter alone;
//   the muted member is not told and sees nothing change.
import type { EntityManager } from '@mikro-orm/core';
import { ForbiddenError, type SubgraphContext } from '@pulse/kit';
import { Block, Mute } from './entities.js';

export interface HiddenMembers {
  /** Members the caller blocked or who blocked the caller. */
  blocked: ReadonlySet<string>;
  /** Of those, the ones the caller blocked. */
  blockedByMe: ReadonlySet<string>;
  /** Of those, the ones who blocked the caller. */
  blockersOfMe: ReadonlySet<string>;
  /** Members the caller muted. */
  muted: ReadonlySet<string>;
  /** Both: whose posts the caller's lists leave out. */
  all: ReadonlySet<string>;
}

const NOBODY: HiddenMembers = { blocked: new Set(), blockedByMe: new Set(), blockersOfMe: new Set(), muted: new Set(), all: new Set() };

/** The stable refusals (FORBIDDEN, reason BLOCKED). */
export const CANNOT_FOLLOW_BLOCKED = 'You cannot follow this member';

function hiddenLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, HiddenMembers>('safetyHidden', (ids) =>
    Promise.all(
      ids.map(async (id) => {
        const s = ctx.services.schema;
        const rows = await ctx.em.getConnection().execute<{ id: string; why: 'blocked' | 'blocker' | 'mute' }[]>(
          `SELECT blocked_id AS id, 'blocked' AS why FROM ${s}.blocks WHERE blocker_id = ?
           UNION ALL SELECT blocker_id, 'blocker' FROM ${s}.blocks WHERE blocked_id = ?
           UNION ALL SELECT muted_id, 'mute' FROM ${s}.mutes WHERE muter_id = ?`,
          [id, id, id],
          'all',
        );
        const of = (why: string) => rows.filter((r) => r.why === why).map((r) => r.id);
        const blocked = new Set([...of('blocked'), ...of('blocker')]);
        const muted = new Set(of('mute'));
        return { blocked, blockedByMe: new Set(of('blocked')), blockersOfMe: new Set(of('blocker')), muted, all: new Set([...blocked, ...muted]) };
      }),
    ),
  );
}

/** `viewer`'s hidden members, one query per request (and per viewer). */
export function hiddenFor(ctx: SubgraphContext, viewer: string | undefined): Promise<HiddenMembers> {
  return viewer ? hiddenLoader(ctx).load(viewer) : Promise.resolve(NOBODY);
}

/** After a block or mute changed in this request: the next read asks the database again. */
export function forgetHidden(ctx: SubgraphContext, ...members: string[]): void {
  for (const member of members) hiddenLoader(ctx).clear(member);
}

/** The signed-in caller's hidden members (nobody when signed out). */
export const hiddenForCaller = (ctx: SubgraphContext) => hiddenFor(ctx, ctx.auth.user?.id);

/** Whether a block stands between the two members, in either direction. */
export async function blockedEitherWay(ctx: SubgraphContext, a: string, b: string): Promise<boolean> {
  return (await hiddenFor(ctx, a)).blocked.has(b);
}

/** FORBIDDEN (reason BLOCKED) when a block stands between the two members. */
export async function assertNotBlocked(ctx: SubgraphContext, a: string, b: string, message: string): Promise<void> {
  if (await blockedEitherWay(ctx, a, b)) throw new ForbiddenError(message, { reason: 'BLOCKED' });
}

/** An ORM filter keeping `userId` out of `hidden` (no filter when nobody is hidden). */
export function authorNotIn(hidden: ReadonlySet<string>): Record<string, unknown> {
  return hidden.size ? { userId: { $nin: [...hidden] } } : {};
}

/**
 * The members the viewer (`?`, three times) does not want to see, as a SQL subquery: those
 * they blocked, those who blocked them, those they muted. Each branch is an index range
 * (blocks' primary key, blocks_blocked, mutes' primary key).
 */
export const HIDDEN_MEMBERS = (schema: string) =>
  `(SELECT b.blocked_id FROM ${schema}.blocks b WHERE b.blocker_id = ?
    UNION ALL SELECT b.blocker_id FROM ${schema}.blocks b WHERE b.blocked_id = ?
    UNION ALL SELECT m.muted_id FROM ${schema}.mutes m WHERE m.muter_id = ?)`;

/**
 * The members a block stands between with the viewer (`?`, twice), either way, as a SQL
 * subquery: third parties' follow lists leave them out (a mute does not: it filters posts).
 */
export const BLOCKED_MEMBERS = (schema: string) =>
  `(SELECT b.blocked_id FROM ${schema}.blocks b WHERE b.blocker_id = ?
    UNION ALL SELECT b.blocker_id FROM ${schema}.blocks b WHERE b.blocked_id = ?)`;

/**
 * The feed queries' condition (`alias` is the posts row): not by a hidden member, and not a
 * repost of a hidden member's post. Six `?`, each the viewer: see hiddenParams. The original's
 * author is a scalar subquery on purpose: one primary-key lookup per repost row kept, where an
 * EXISTS would be planned as a hashed scan of every post of the hidden members (or of all posts).
 */
export const NOT_HIDDEN = (schema: string, alias: string) =>
  `${alias}.user_id NOT IN ${HIDDEN_MEMBERS(schema)}
   AND NOT (${alias}.type = 'REPOST' AND COALESCE(
     (SELECT o.user_id FROM ${schema}.posts o WHERE o.id = ${alias}.original_post_id) IN ${HIDDEN_MEMBERS(schema)}, false))`;

/** NOT_HIDDEN's parameters. */
export const hiddenParams = (viewer: string) => [viewer, viewer, viewer, viewer, viewer, viewer];

/**
 * Of these notifications, the ones whose recipient wants to hear from the actor: no block
 * between them, and the recipient did not mute the actor. One query for any number, on the
 * caller's unit of work (notify runs inside the action's transaction).
 */
export async function unhiddenPairs<T extends { recipientId: string; actorId: string }>(em: EntityManager, wanted: T[]): Promise<T[]> {
  const pairs = wanted.map((n) => ({ a: n.recipientId, b: n.actorId }));
  if (!pairs.length) return wanted;
  const [blocks, mutes] = await Promise.all([
    em.find(
      Block,
      {
        $or: pairs.flatMap(({ a, b }) => [
          { blockerId: a, blockedId: b },
          { blockerId: b, blockedId: a },
        ]),
      },
      { disableIdentityMap: true },
    ),
    em.find(Mute, { $or: pairs.map(({ a, b }) => ({ muterId: a, mutedId: b })) }, { disableIdentityMap: true }),
  ]);
  const apart = new Set([...blocks.flatMap((r) => [`${r.blockerId}|${r.blockedId}`, `${r.blockedId}|${r.blockerId}`]), ...mutes.map((r) => `${r.muterId}|${r.mutedId}`)]);
  return wanted.filter((n) => !apart.has(`${n.recipientId}|${n.actorId}`));
}
