// setEventTicketPrice: the organiser sets (or clears, with 0) the price of their event's tickets.
// A price needs a provider that takes money online (tickets.ts checkTicketPrice). A place held
// before keeps the price its payment started with; the new price is for payments started after.
import { Args, ArgsType, Ctx, Field, ID, Int, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Event } from '../../events/entities.js';
import { lockEvent, requireOrganiser } from '../../events/store.js';
import { checkTicketPrice } from '../tickets.js';

@ArgsType()
class SetTicketPriceArgs {
  // The price's own rules are checkTicketPrice's (one message for GraphQL, REST and createEvent).
  static schema = z.object({ currency: z.string().max(8, 'Ticket currency must be a three-letter code').nullish() });

  @Field(() => ID) eventId!: string;
  @Field(() => Int, { description: 'Integer minor units (cents); 0 makes the tickets free.' }) priceMinor!: number;
  @Field(() => String, { nullable: true, description: 'ISO 4217 code (usd, eur, ...); needed with a price.' }) currency?: string | null;
}

@Resolver()
export class SetTicketPriceResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Event, { description: 'The organiser sets the ticket price (integer minor units; 0 is free). A price needs Stripe configured.' })
  async setEventTicketPrice(@Args(() => SetTicketPriceArgs) { eventId, priceMinor, currency }: SetTicketPriceArgs, @Ctx() ctx: SubgraphContext): Promise<Event> {
    const me = requireUser(ctx.auth).id;
    const now = ctx.services.clock.now();
    return ctx.em.transactional(async (tx) => {
      const event = await lockEvent(tx, eventId);
      // The organiser's first: anyone else hears FORBIDDEN, never what was wrong with the price.
      requireOrganiser(event, me);
      Object.assign(event, checkTicketPrice(ctx.services, priceMinor, currency, event.requireApproval), { updatedAt: now });
      return event;
    });
  }
}
