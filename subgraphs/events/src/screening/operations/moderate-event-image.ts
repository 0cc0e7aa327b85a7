// A moderator's (or admin's) decisions on an event image that screening held (issue 23 item 3,
// docs/image-screening.md "Events images"): the admin subgraph's queue reads the flag
// (events.moderation_flags, content_kind EVENT_IMAGE, content_id the key) and calls these as
// the moderator; the role is checked here, not only by the client or the admin subgraph.
// - releaseEventImage: the image is published wherever it is named (events, products).
// - moderatorRemoveEventImage: no event or product names it any more, and its file is deleted.
// - eventImageForModeration: the image and what names it, for the moderator deciding.
import { Args, ArgsType, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { NotFoundError, SignedIn, createLogger, createStorage, requireModerator, type SubgraphContext } from '@pulse/kit';
import { mediaUrlOf } from '@pulse/kit/media';
import { screeningsTable } from '../image-verdicts.js';
import { isEventImageUrl } from '../../media/images.js';

const log = createLogger('events.screening');

export const IMAGE_NOT_FOUND = 'Image not found';

/** Only a key of the shape the upload hands out can be one screening knows: anything else is not looked up. */
const isImageKey = (key: string) => isEventImageUrl(mediaUrlOf(key));

/** Longer than any key the upload hands out ("e-" and an id with its extension), short enough to refuse at the edge. */
const IMAGE_KEY_MAX = 200;

@ArgsType()
class ImageKeyArgs {
  static schema = z.object({ key: z.string().max(IMAGE_KEY_MAX, `key must be at most ${IMAGE_KEY_MAX} characters`) });

  @Field(() => String, { description: 'The image’s storage key (e-…).' }) key!: string;
}

@ObjectType('EventImageForModeration', { description: 'An events image (a cover or product photo) as a moderator reviews it.' })
export class EventImageForModeration {
  @Field(() => String, { description: 'The storage key (the moderation flag’s content id).' }) key!: string;
  @Field(() => String, { description: 'Where it is served (/media/<key>); the moderator may open it even while it is held.' }) url!: string;
  @Field(() => ID) uploaderId!: string;
  @Field(() => [String], { description: 'Ids of the events and products naming it (communities have no images).' }) usedBy!: string[];
}

async function namedBy(ctx: SubgraphContext, url: string): Promise<string[]> {
  const s = `"${ctx.services.schema}"`;
  const rows = await ctx.em.execute<{ id: string }[]>(
    `SELECT id FROM ${s}.events WHERE image_url = ? UNION ALL SELECT id FROM ${s}.shop_products WHERE images @> jsonb_build_array(?::text) ORDER BY id`,
    [url, url],
  );
  return rows.map((r) => r.id);
}

/** A held key's row, locked for the decision; NOT_FOUND when it is not held (released, removed, unknown). */
async function lockHeld(ctx: SubgraphContext, key: string): Promise<void> {
  const rows = !isImageKey(key) ? [] : await ctx.em.execute(`SELECT key FROM ${screeningsTable(ctx.services)} WHERE key = ? AND review = 'HELD' FOR UPDATE`, [key]);
  if (!rows.length) throw new NotFoundError(IMAGE_NOT_FOUND);
}

@Resolver()
export class ModerateEventImageResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => String, {
    description: 'Moderators and admins: publishes an events image held by screening wherever it is named. Returns its key; NOT_FOUND when it is not held.',
  })
  async releaseEventImage(@Args(() => ImageKeyArgs) { key }: ImageKeyArgs, @Ctx() ctx: SubgraphContext): Promise<string> {
    requireModerator(ctx.auth);
    await ctx.em.transactional(async (em) => {
      await lockHeld({ ...ctx, em }, key);
      await em.execute(`UPDATE ${screeningsTable(ctx.services)} SET review = 'PUBLISHED', updated_at = ? WHERE key = ?`, [ctx.services.clock.now(), key]);
    });
    return key;
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => String, {
    description:
      'Moderators and admins: removes an events image held by screening: no event or product names it any more and its file is deleted. Returns its key; NOT_FOUND when it is not held.',
  })
  async moderatorRemoveEventImage(@Args(() => ImageKeyArgs) { key }: ImageKeyArgs, @Ctx() ctx: SubgraphContext): Promise<string> {
    requireModerator(ctx.auth);
    const url = mediaUrlOf(key);
    const s = `"${ctx.services.schema}"`;
    await ctx.em.transactional(async (em) => {
      await lockHeld({ ...ctx, em }, key);
      const now = ctx.services.clock.now();
      // REMOVED, not deleted: naming the key again is refused (screening/review.ts).
      await em.execute(`UPDATE ${screeningsTable(ctx.services)} SET review = 'REMOVED', updated_at = ? WHERE key = ?`, [now, key]);
      await em.execute(`UPDATE ${s}.events SET image_url = NULL, updated_at = ? WHERE image_url = ?`, [now, url]);
      await em.execute(`UPDATE ${s}.shop_products SET images = images - ?::text, updated_at = ? WHERE images @> jsonb_build_array(?::text)`, [url, now, url]);
    });
    // After the commit: a failed delete leaves an orphan file nothing names, not a named image without one.
    await createStorage(ctx.services.config)
      .delete(key)
      .catch((error: unknown) => log.warn('deleting a removed event image failed', { key, error: String(error) }));
    return key;
  }

  @UseMiddleware(SignedIn)
  @Query(() => EventImageForModeration, {
    nullable: true,
    description: 'Moderators and admins: an events image screening knows (held or not), with its uploader and what names it; null when it is unknown.',
  })
  async eventImageForModeration(@Args(() => ImageKeyArgs) { key }: ImageKeyArgs, @Ctx() ctx: SubgraphContext): Promise<EventImageForModeration | null> {
    requireModerator(ctx.auth);
    if (!isImageKey(key)) return null;
    const [row] = await ctx.em.execute<{ user_id: string }[]>(`SELECT user_id FROM ${screeningsTable(ctx.services)} WHERE key = ?`, [key]);
    if (!row) return null;
    const url = mediaUrlOf(key);
    return { key, url, uploaderId: row.user_id, usedBy: await namedBy(ctx, url) };
  }
}
