// createEvent: the Create Event dialog's submit (spec sections 3-5, 8). The caller organises it.
// The cover is stored as an upload first (image.ts) and taken back if the event is refused; its
// screening's review is recorded with the event (screening/review.ts: held, only the organiser
// who uploaded it sees it).
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, createStorage, hitRateLimits, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { Event } from '../entities.js';
import { storeCover } from '../image.js';
import { CreateEventInput, checkDates } from '../inputs.js';
import { checkTicketPrice } from '../../tickets/tickets.js';
import { recordReview, reviewNamedImages } from '../../screening/review.js';

/** Events a member may create per hour: far above any organiser, far below a flood. */
export const EVENTS_PER_HOUR = 30;

@Resolver()
export class CreateEventResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Event, { description: 'Creates an event organised by the caller.' })
  async createEvent(@Arg('input', () => CreateEventInput) input: InputOf<typeof CreateEventInput>, @Ctx() ctx: SubgraphContext): Promise<Event> {
    const me = requireUser(ctx.auth).id;
    const now = ctx.services.clock.now();
    const { start, end } = checkDates(input.startDate, input.endDate, input.timezone, now);
    const ticket = checkTicketPrice(ctx.services, input.ticketPriceMinor, input.ticketCurrency, input.requireApproval);
    await hitRateLimits(ctx.em.fork(), ctx.services, [{ key: `create-event:${me}`, limit: EVENTS_PER_HOUR, windowSeconds: 3600 }]);
    const imageUrl = await storeCover(ctx.services, input.image, me);
    const event = Object.assign(new Event(), {
      organiserId: me,
      name: input.name,
      description: input.description,
      location: input.location,
      startDate: start,
      endDate: end,
      timezone: input.timezone,
      imageUrl,
      requireApproval: input.requireApproval,
      capacity: input.capacity,
      // A waitlist needs a limit to wait for ('Remove Limit' sets unlimited with no waitlist).
      hasWaitlist: input.capacity !== null && input.hasWaitlist,
      ...ticket,
      createdAt: now,
      updatedAt: now,
    });
    try {
      const review = await reviewNamedImages(ctx, imageUrl ? [imageUrl] : [], me, 'image');
      await ctx.em.transactional(async (tx) => {
        tx.persist(event);
        await tx.flush();
        await recordReview(tx, ctx, review);
      });
    } catch (error) {
      // A new data-URL cover nothing refers to (an uploaded one stays: the member may retry with it).
      if (imageUrl && imageUrl !== input.image)
        await createStorage(ctx.services.config)
          .delete(imageUrl.slice('/media/'.length))
          .catch(() => {});
      throw error;
    }
    return event;
  }
}
