// EventAttendee.ticketPayment: the payment of a paid event's ticket, shown to the member paying
// it only (the organiser's attendee list never carries another member's checkout page).
import { Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { Payment } from '../../payments/index.js';
import { PaymentProviderKind } from '../../payments/operations/payment-provider.js';
import { EventAttendee } from '../../events/operations/event-types.js';
import { TICKET_PURPOSE, ticketReference } from '../tickets.js';

@ObjectType('TicketPayment', { description: 'The payment of a ticket to a paid event.' })
export class TicketPayment {
  @Field(() => PaymentProviderKind) provider!: PaymentProviderKind;
  @Field(() => String, { description: 'PENDING (being paid), SUCCEEDED or FAILED (pay again by saying GOING).' }) status!: string;
  @Field(() => Int, { description: 'Integer minor units (cents).' }) amountMinor!: number;
  @Field(() => String) currency!: string;
  @Field(() => String, {
    nullable: true,
    description: "Stripe Checkout's hosted payment page for this ticket (a plain link: it comes back to the event's page); null once paid.",
  })
  checkoutUrl!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "A PaymentIntent's client_secret, only for a payment started before Stripe Checkout was used; null otherwise.",
    deprecationReason: 'Payments go through Stripe Checkout: use checkoutUrl.',
  })
  clientSecret!: string | null;
}

@Resolver(() => EventAttendee)
export class TicketPaymentResolver {
  @FieldResolver(() => TicketPayment, {
    nullable: true,
    description: 'The caller’s own ticket payment for this event; null for anyone else’s attendance or a free ticket.',
  })
  async ticketPayment(@Root() attendee: EventAttendee, @Ctx() ctx: SubgraphContext): Promise<TicketPayment | null> {
    const me = ctx.auth.user?.id;
    if (!me || attendee.user.id !== me) return null;
    const payment = await ctx.em.findOne(Payment, { purpose: TICKET_PURPOSE, reference: ticketReference(attendee.eventId, me) }, { disableIdentityMap: true });
    if (!payment) return null;
    return {
      provider: payment.provider as PaymentProviderKind,
      status: payment.status,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      checkoutUrl: payment.status === 'SUCCEEDED' ? null : payment.checkoutUrl,
      clientSecret: payment.status === 'SUCCEEDED' ? null : payment.clientSecret,
    };
  }
}
