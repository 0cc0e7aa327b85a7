// Paid tickets (docs/events.md, "Paid tickets"). An event may have a price (integer minor units
// and a currency, as the shop); setting one needs a provider that takes money online (Stripe
// configured), else 'Paid tickets require a connected payment account'.
//
// Wanting to go to a paid event takes a place under the same capacity rules as a free one
// (store.ts's one-statement admission, its `placeStatus`: the organiser goes free, a ticket
// already paid stands), but as PAYMENT_PENDING: held for PAYMENT_HOLD_MINUTES
// while the member pays. The payment is started after that transaction commits (startPayment
// calls the provider outside any transaction), purpose 'ticket', reference
// `<event id>:<member id>`: one Stripe Checkout Session per member and event, whatever the
// retries (a new one once a session expired), its hosted page open until about the hold's end. The
// webhook settles it (ticketPaymentSettled, in its transaction, under the event's row lock):
// success makes the place APPROVED; failure releases it like a leave (the waitlist is promoted).
// An expired hold is released the same way (expiry.ts). A member whose ticket was paid keeps it:
// coming back after leaving takes a place without paying again.
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadUserInputError, createLogger, type SubgraphContext, type SubgraphServices } from '@pulse/kit';
import { noticeMembers } from '../notices/notice-members.js';
import { configuredPaymentProvider, startPayment, type Payment } from '../payments/index.js';
import { Attendance, Event } from '../events/entities.js';
import { leaveEvent, lockEvent } from '../events/store.js';
import { PAID_WITH_APPROVAL, PAYMENTS_NOT_CONNECTED, TICKET_CURRENCIES, TICKET_CURRENCY_INVALID, TICKET_PRICE_INVALID, TICKET_PRICE_MAX } from './limits.js';

const log = createLogger('events.tickets');

export const TICKET_PURPOSE = 'ticket';
export const ticketReference = (eventId: string, userId: string): string => `${eventId}:${userId}`;

/** Whether this deployment takes money online: a price can be paid only then (the offline provider is pay on collection). */
export function takesPaymentsOnline(services: SubgraphServices): boolean {
  return configuredPaymentProvider(services).name === 'STRIPE';
}

/**
 * A ticket price as sent (null or 0: free): a whole number in range, a known currency, a
 * provider that takes money online, and no approval (an approval would leave a member holding a
 * place nobody asked them to pay for yet; docs/events.md).
 */
export function checkTicketPrice(
  services: SubgraphServices,
  priceMinor: number | null | undefined,
  currency: string | null | undefined,
  requireApproval: boolean,
): { ticketPriceMinor: number; ticketCurrency: string | null } {
  if (priceMinor === null || priceMinor === undefined || priceMinor === 0) return { ticketPriceMinor: 0, ticketCurrency: null };
  if (!Number.isSafeInteger(priceMinor) || priceMinor < 0 || priceMinor > TICKET_PRICE_MAX)
    throw new BadUserInputError(TICKET_PRICE_INVALID, 'ticketPriceMinor', 'TICKET_PRICE_INVALID');
  const code = (currency ?? '').trim().toLowerCase();
  if (!Object.hasOwn(TICKET_CURRENCIES, code)) throw new BadUserInputError(TICKET_CURRENCY_INVALID, 'ticketCurrency', 'TICKET_CURRENCY_INVALID');
  if (!takesPaymentsOnline(services)) throw new BadUserInputError(PAYMENTS_NOT_CONNECTED, 'ticketPriceMinor', 'PAYMENTS_NOT_CONNECTED');
  if (requireApproval) throw new BadUserInputError(PAID_WITH_APPROVAL, 'requireApproval', 'PAID_WITH_APPROVAL');
  return { ticketPriceMinor: priceMinor, ticketCurrency: code };
}

/**
 * After the attendance's transaction committed: the member holding a PAYMENT_PENDING place gets
 * their payment (made once: a retry or a second click answers the same PaymentIntent). A
 * provider error leaves the hold (the member may try again until it expires).
 */
export async function startTicketPayment(ctx: SubgraphContext, event: Event, userId: string): Promise<Payment> {
  const held = await ctx.em.fork().findOne(Attendance, { eventId: event.id, userId }, { fields: ['heldAt'] });
  const heldAt = held?.heldAt ?? ctx.services.clock.now();
  return startPayment(ctx, {
    purpose: TICKET_PURPOSE,
    reference: ticketReference(event.id, userId),
    payerId: userId,
    amountMinor: event.ticketPriceMinor,
    currency: event.ticketCurrency!,
    description: `Pulse ticket: ${event.name}`.slice(0, 300),
    metadata: { eventId: event.id, userId },
    returnPath: `/events/${encodeURIComponent(event.id)}`,
    payBy: new Date(heldAt.getTime() + ctx.services.config.holds.paymentMs),
  });
}

const quoted = (event: Event) => `“${event.name}”`;

/**
 * Releases a held place (payment failed, hold expired): the attendance goes as on a leave, the
 * waitlist is promoted, and the member is told. Under the event's row lock.
 */
export async function releaseHold(tx: EntityManager, event: Event, userId: string, why: 'failed' | 'expired', now: Date): Promise<void> {
  if (event.cancelledAt || event.endDate.getTime() <= now.getTime()) {
    // Nobody is promoted into an event that is off or over (they could not pay for it).
    const attendance = await tx.findOne(Attendance, { eventId: event.id, userId });
    if (attendance?.status !== 'PAYMENT_PENDING') return;
    event.approvedCount -= 1;
    tx.remove(attendance);
  } else {
    await leaveEvent(tx, event, userId, now);
  }
  noticeMembers(
    tx,
    [
      {
        userId,
        actorId: event.organiserId,
        // The closest kinds social knows (a new kind needs social's enum, preference and CHECK).
        kind: 'EVENT_DECLINED',
        message:
          why === 'failed'
            ? `Your payment for ${quoted(event)} did not go through, so your place was released`
            : `Your place at ${quoted(event)} was released: the ticket was not paid in time`,
        eventId: event.id,
      },
    ],
    now,
  );
}

/**
 * The webhook's word on a ticket payment (in its transaction). Lock order: the payment's row
 * (the webhook), then the event's; the hold sweep takes the event's only, so they cannot
 * deadlock, and whichever of a success and an expiry comes second sees what the first did:
 *
 * - success, place held: APPROVED and told; already APPROVED: nothing.
 * - success after the place was released (expired, left): a free place is taken again
 *   (APPROVED, counted); none free: the member paid for nothing they have, logged for a refund
 *   (the app does not refund; docs/events.md).
 * - failure, place held: released (the waitlist promoted), the member told. Otherwise nothing.
 */
export async function ticketPaymentSettled(em: EntityManager, payment: Payment, succeeded: boolean, now: Date): Promise<void> {
  const [eventId, userId] = payment.reference.split(':');
  if (!eventId || !userId) return;
  let event: Event;
  try {
    event = await lockEvent(em, eventId);
  } catch {
    log.error('a ticket was paid for an event that is gone: refund it', { paymentId: payment.id, reference: payment.reference });
    return;
  }
  const attendance = await em.findOne(Attendance, { eventId, userId });
  if (!succeeded) {
    if (attendance?.status === 'PAYMENT_PENDING') await releaseHold(em, event, userId, 'failed', now);
    return;
  }
  if (attendance?.status === 'APPROVED' || attendance?.status === 'GOING') return;
  if (attendance?.status === 'PAYMENT_PENDING') {
    attendance.status = 'APPROVED';
    attendance.heldAt = null;
    attendance.updatedAt = now;
    noticeMembers(em, [{ userId, actorId: event.organiserId, kind: 'EVENT_APPROVED', message: `Your ticket for ${quoted(event)} is paid: you are going`, eventId }], now);
    return;
  }
  const open = !event.cancelledAt && event.endDate.getTime() > now.getTime();
  const free = event.capacity === null || event.capacity - event.approvedCount > 0;
  if (!open || !free || attendance?.status === 'DECLINED') {
    log.error('a ticket was paid after its place was released and none is free: refund it', { paymentId: payment.id, eventId, userId });
    return;
  }
  const late = attendance ?? Object.assign(new Attendance(), { eventId, userId, createdAt: now });
  Object.assign(late, { status: 'APPROVED', waitlistSeq: null, heldAt: null, updatedAt: now });
  em.persist(late);
  // Counted on the event row this transaction locked (lockEvent read it fresh).
  event.approvedCount += 1;
  noticeMembers(em, [{ userId, actorId: event.organiserId, kind: 'EVENT_APPROVED', message: `Your ticket for ${quoted(event)} is paid: you are going`, eventId }], now);
}
