// Paid tickets' rules and messages: constants only (the REST rows and the web read them too).
// The first message is the spec's own sentence (section 8): a price needs a payment account
// that takes money online, which here means Stripe configured (docs/events.md, "Paid tickets").
import { CURRENCIES, MAX_AMOUNT_MINOR } from '../shop/limits.js';

export { CURRENCIES as TICKET_CURRENCIES, MAX_AMOUNT_MINOR as TICKET_PRICE_MAX };
export const PAYMENTS_NOT_CONNECTED = 'Paid tickets require a connected payment account';
export const TICKET_PRICE_INVALID = `Ticket price must be a whole number of minor units (cents) from 0 to ${MAX_AMOUNT_MINOR}`;
export const TICKET_CURRENCY_INVALID = `Ticket currency must be one of ${Object.keys(CURRENCIES).join(', ')}`;
export const PAID_WITH_APPROVAL = 'A paid event cannot also require approval';
