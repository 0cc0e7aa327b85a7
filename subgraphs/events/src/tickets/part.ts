// Paid tickets: an event's price (set by its organiser when Stripe is configured), a place held
// while a member pays (PAYMENT_PENDING), the payment through the payments part (purpose
// 'ticket'), its settlement by the webhook, and the release of holds not paid in time.
// The attendance rules themselves stay in events/store.ts. docs/events.md, "Paid tickets".
import type { SubgraphPart } from '@pulse/kit';
import { onPaymentSettled } from '../payments/index.js';
import { startHoldSweep } from './expiry.js';
import { ticketMigrations } from './migrations.js';
import { SetTicketPriceResolver } from './operations/set-ticket-price.js';
import { TicketPaymentResolver } from './operations/ticket-payment.js';
import { TICKET_PURPOSE, ticketPaymentSettled } from './tickets.js';

onPaymentSettled(TICKET_PURPOSE, ticketPaymentSettled);

export const tickets: SubgraphPart = {
  name: 'tickets',
  resolvers: [SetTicketPriceResolver, TicketPaymentResolver],
  migrations: ticketMigrations,
  background: startHoldSweep,
};
