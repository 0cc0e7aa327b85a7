// A held profile picture's fate, decided by a moderator from the moderation queue (the admin
// subgraph asks these as the moderator; the role is checked here again): released, it becomes
// the member's picture; removed, its file is deleted. And User.pendingImage, which only the
// member themself reads: the picture waiting for or held by screening ("Under review").
import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { createLogger, createStorage, NotFoundError, requireModerator, type SubgraphContext } from '@pulse/kit';
import { User } from '../users/entities.js';
import { userLoader } from '../users/users.js';
import { ownImageKey } from './profile-images.js';
import { SLOT_COLUMN, announcePicture, pendingPictureOf, sqlIn, type PictureSlot } from './screening.js';

const log = createLogger('accounts.screening');

export const NO_HELD_PICTURE = 'This member has no profile picture held for review';
export const NO_PICTURE = 'This member has no profile picture to remove';

async function reloaded(ctx: SubgraphContext, id: string): Promise<User> {
  userLoader(ctx).clear(id);
  const user = await ctx.em.fork().findOne(User, { id });
  if (!user) throw new NotFoundError('User not found');
  return user;
}

@Resolver(() => User)
export class ProfileImageModerationResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The picture this member chose that others do not see yet: waiting for image screening or held for a moderator ("Under review"). Only the member themself reads it; null for everyone else.',
  })
  async pendingImage(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    if (ctx.auth.user?.id !== user.id) return null;
    return (await pendingPictureOf(ctx, user.id))?.url ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The banner this member chose that others do not see yet (image screening), as pendingImage is for the picture. Only the member themself reads it.',
  })
  async pendingBanner(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    if (ctx.auth.user?.id !== user.id) return null;
    return (await pendingPictureOf(ctx, user.id, 'BANNER'))?.url ?? null;
  }

  @Mutation(() => User, {
    description:
      "Moderators and admins: the member's profile picture (and banner) held by image screening becomes their picture (and banner). NOT_FOUND when none is held.",
  })
  async releaseProfileImage(@Arg('memberId', () => ID) memberId: string, @Ctx() ctx: SubgraphContext): Promise<User> {
    requireModerator(ctx.auth);
    const s = ctx.services.schema;
    await (ctx.em.fork() as EntityManager).transactional(async (tx) => {
      const run = sqlIn(tx);
      // Locked: a second release, a removal or the member choosing another picture waits, then finds it gone.
      // The case is the member's pictures: a held picture and a held banner are decided together.
      const held = await run<{ url: string; slot: PictureSlot }>(`SELECT url, slot FROM "${s}".pending_profile_images WHERE user_id = ? AND held FOR UPDATE`, [memberId]);
      if (!held.length) throw new NotFoundError(NO_HELD_PICTURE);
      for (const row of held)
        await run(`UPDATE "${s}".users SET ${SLOT_COLUMN[row.slot]} = ?, updated_at = ? WHERE id = ?`, [row.url, ctx.services.clock.now(), memberId]);
      await run(`DELETE FROM "${s}".pending_profile_images WHERE user_id = ? AND held`, [memberId]);
      announcePicture(tx, memberId);
    });
    return reloaded(ctx, memberId);
  }

  @Mutation(() => User, {
    description:
      "Moderators and admins: removes the member's profile picture held by image screening, or else their current one, and deletes its file. NOT_FOUND when they have neither.",
  })
  async moderatorRemoveProfileImage(@Arg('memberId', () => ID) memberId: string, @Ctx() ctx: SubgraphContext): Promise<User> {
    requireModerator(ctx.auth);
    const s = ctx.services.schema;
    const keys = await (ctx.em.fork() as EntityManager).transactional(async (tx): Promise<string[]> => {
      const run = sqlIn(tx);
      const held = await run<{ key: string }>(`SELECT key FROM "${s}".pending_profile_images WHERE user_id = ? AND held FOR UPDATE`, [memberId]);
      if (held.length) {
        // Their profile_images rows go too (the pending and verdict rows with them): nobody can choose them again.
        for (const row of held) await run(`DELETE FROM "${s}".profile_images WHERE key = ?`, [row.key]);
        return held.map((row) => row.key);
      }
      const [user] = await run<{ image: string | null }>(`SELECT image FROM "${s}".users WHERE id = ? FOR UPDATE`, [memberId]);
      if (!user?.image) throw new NotFoundError(NO_PICTURE);
      await run(`UPDATE "${s}".users SET image = NULL, updated_at = ? WHERE id = ?`, [ctx.services.clock.now(), memberId]);
      const current = ownImageKey(user.image);
      if (current) await run(`DELETE FROM "${s}".profile_images WHERE key = ?`, [current]);
      announcePicture(tx, memberId);
      return current ? [current] : [];
    });
    // After the commit: a crash before this leaves a file nothing names (no row), never a row without its file.
    for (const key of keys)
      await createStorage(ctx.services.config)
        .delete(key)
        .catch((error: unknown) => log.warn('deleting a removed picture failed', { key, error: String(error) }));
    return reloaded(ctx, memberId);
  }
}
