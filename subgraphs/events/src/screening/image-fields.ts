// Where an event's cover and a product's images are published: a HELD image (review.ts) is in
// the answer for its uploader only, with a flag saying it is under review (the web shows "Under
// review" on it); everyone else gets the event or product without it, no URL to it at all.
// Images without a screening row (named before screening existed) and PUBLISHED ones are shown.
// The held keys are looked up once per request for every event and product in the answer.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { Event } from '../events/entities.js';
import { Product } from '../shop/entities.js';
import { isEventImageUrl } from '../media/images.js';
import { screeningsTable } from './image-verdicts.js';
import { keyOfImageUrl } from './review.js';

/** The uploader of each held key among these; absent: not held. */
function heldLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, string | null>('heldEventImages', async (keys) => {
    const rows = await ctx.em
      .getConnection()
      .execute<{ key: string; user_id: string }[]>(
        `SELECT key, user_id FROM ${screeningsTable(ctx.services)} WHERE review = 'HELD' AND key IN (${keys.map(() => '?').join(', ')})`,
        [...keys],
      );
    const held = new Map(rows.map((r) => [r.key, r.user_id]));
    return keys.map((key) => held.get(key) ?? null);
  });
}

/** Each URL as the caller sees it: shown (and whether it is under review, for its uploader) or left out. */
async function asSeen(ctx: SubgraphContext, urls: readonly string[]): Promise<{ url: string; shown: boolean; underReview: boolean }[]> {
  const me = ctx.auth.user?.id;
  return Promise.all(
    urls.map(async (url) => {
      if (!isEventImageUrl(url)) return { url, shown: true, underReview: false };
      const uploader = await heldLoader(ctx).load(keyOfImageUrl(url));
      if (!uploader) return { url, shown: true, underReview: false };
      return { url, shown: uploader === me, underReview: uploader === me };
    }),
  );
}

/** Of `urls`, those held for review that the caller did not upload: the ones left out of their answers. */
export async function heldFromOthers(ctx: SubgraphContext, urls: readonly string[]): Promise<string[]> {
  return (await asSeen(ctx, urls)).filter((s) => !s.shown).map((s) => s.url);
}

@Resolver(() => Event)
export class EventImageFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'The cover’s URL; null when there is none, or it is held for review and the caller did not upload it.' })
  async imageUrl(@Root() event: Event, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    if (!event.imageUrl) return null;
    const [seen] = await asSeen(ctx, [event.imageUrl]);
    return seen.shown ? seen.url : null;
  }

  @FieldResolver(() => Boolean, { description: 'True for the uploader of a cover held for review (image screening): only they see it until a moderator releases it.' })
  async coverUnderReview(@Root() event: Event, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    if (!event.imageUrl) return false;
    const [seen] = await asSeen(ctx, [event.imageUrl]);
    return seen.underReview;
  }
}

@Resolver(() => Product)
export class ProductImageFieldsResolver {
  @FieldResolver(() => [String], {
    description: 'Image URLs (uploaded through POST /api/events/upload), first is the cover; an image held for review is left out except for its uploader.',
  })
  async images(@Root() product: Product, @Ctx() ctx: SubgraphContext): Promise<string[]> {
    return (await asSeen(ctx, product.images)).filter((s) => s.shown).map((s) => s.url);
  }

  @FieldResolver(() => [String], { description: 'Of `images`, those held for review (image screening) that the caller uploaded: only they see them.' })
  async imagesUnderReview(@Root() product: Product, @Ctx() ctx: SubgraphContext): Promise<string[]> {
    return (await asSeen(ctx, product.images)).filter((s) => s.underReview).map((s) => s.url);
  }
}
