// POST /payments/stripe/webhook (the gateway's POST /api/payments/stripe/webhook, passed raw by
// its webhook proxy): Stripe's events about our payments. The body is read as bytes and its
// Stripe-Signature checked against STRIPE_WEBHOOK_SECRET (signature.ts, the time from
// services.clock) before anything is parsed: a bad or stale signature answers 400 and changes
// nothing. Success: checkout.session.completed with payment_status 'paid', or
// payment_intent.succeeded (the session's PaymentIntent carries the same metadata), whichever
// comes first: the payment SUCCEEDED and, through its purpose's handler, the order PAID or the
// ticket APPROVED; the other one then finds it settled. Failure: checkout.session.expired (the
// hosted page can no longer be paid); payment_intent.payment_failed only for a PaymentIntent made
// before Checkout (inside Checkout a declined card is retried on the same page, so it is not the
// end). The payment is found by the object's id (cs_..., or a pre-Checkout pi_...), else by its
// metadata's purpose and reference. Each Stripe event id is handled once (payment_events): a
// replay answers 200 and changes nothing again. Other event types are acknowledged and ignored,
// as Stripe asks.
import { LockMode } from '@mikro-orm/core';
import express from 'express';
import { createLogger, type SubgraphServices } from '@pulse/kit';
import { Payment } from './entities.js';
import { checkStripeSignature } from './signature.js';
import { settledHandlerOf } from './store.js';

const log = createLogger('events.payments.webhook');
export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';

interface StripeEvent {
  id: string;
  type: string;
  data: {
    object: {
      id?: unknown;
      object?: unknown;
      amount?: unknown;
      amount_total?: unknown;
      currency?: unknown;
      payment_status?: unknown;
      metadata?: Record<string, unknown> | null;
    };
  };
}

function parseEvent(raw: Buffer): StripeEvent | undefined {
  try {
    const event = JSON.parse(raw.toString('utf8')) as StripeEvent;
    if (typeof event?.id !== 'string' || event.id.length > 255 || typeof event.type !== 'string' || typeof event.data?.object !== 'object') return undefined;
    return event;
  } catch {
    return undefined;
  }
}

const HANDLED = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'checkout.session.completed', 'checkout.session.expired']);
const SUCCESS = new Set(['payment_intent.succeeded', 'checkout.session.completed']);

export function stripeWebhookRoutes(app: express.Express, services: SubgraphServices): void {
  app.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    try {
      const secret = services.config.payments.stripeWebhookSecret;
      if (!secret || !services.config.payments.stripeSecretKey) {
        res.status(404).json({ message: 'Stripe is not configured', code: 'NOT_FOUND' });
        return;
      }
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const check = checkStripeSignature(req.headers['stripe-signature'] as string | undefined, raw, secret, services.clock.now());
      if (!check.ok) {
        log.warn('webhook refused', { reason: check.reason });
        res.status(400).json({ message: check.reason, code: 'BAD_USER_INPUT', reason: 'BAD_SIGNATURE' });
        return;
      }
      const event = parseEvent(raw);
      if (!event) {
        res.status(400).json({ message: 'Not a Stripe event', code: 'BAD_USER_INPUT' });
        return;
      }
      const object = event.data.object;
      // A session completed but not paid yet (a delayed payment method) is not a success.
      const unpaid = event.type === 'checkout.session.completed' && object.payment_status !== 'paid';
      if (!HANDLED.has(event.type) || typeof object.id !== 'string' || unpaid) {
        res.json({ received: true, handled: false });
        return;
      }
      const succeeded = SUCCESS.has(event.type);
      const amount = event.type.startsWith('checkout.session.') ? object.amount_total : object.amount;
      const metadata = object.metadata ?? {};
      const now = services.clock.now();
      const outcome = await services.orm.em.fork().transactional(async (em) => {
        const fresh = await em
          .getConnection()
          .execute(
            `INSERT INTO "${services.schema}".payment_events (id, type, received_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING RETURNING id`,
            [event.id, event.type, now],
            'all',
            em.getTransactionContext(),
          );
        if (!fresh.length) return 'replayed';
        const byRef = await em.findOne(Payment, { provider: 'STRIPE', providerRef: String(object.id) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const payment =
          byRef ??
          (typeof metadata.purpose === 'string' && typeof metadata.reference === 'string'
            ? await em.findOne(Payment, { provider: 'STRIPE', purpose: metadata.purpose, reference: metadata.reference }, { lockMode: LockMode.PESSIMISTIC_WRITE })
            : null);
        if (!payment) return 'unknown payment';
        // An expired session of an earlier attempt says nothing about the current one.
        if (event.type === 'checkout.session.expired' && payment.providerRef !== object.id) return 'earlier attempt';
        // Inside Checkout the payer retries a declined card on the same page.
        if (event.type === 'payment_intent.payment_failed' && payment.providerRef !== object.id) return 'retried in checkout';
        // Succeeded is final: a late failure of an earlier attempt does not undo it.
        if (payment.status === 'SUCCEEDED') return 'already settled';
        if (payment.status === 'FAILED' && !succeeded) return 'already failed';
        if (succeeded && (amount !== payment.amountMinor || object.currency !== payment.currency)) {
          log.error('paid amount differs from the payment', { paymentId: payment.id, amount, currency: object.currency });
          return 'amount mismatch';
        }
        payment.status = succeeded ? 'SUCCEEDED' : 'FAILED';
        payment.updatedAt = now;
        await settledHandlerOf(payment.purpose)?.(em, payment, succeeded, now);
        return 'settled';
      });
      log.info('webhook handled', { event: event.id, type: event.type, outcome });
      res.json({ received: true, handled: outcome === 'settled', outcome });
    } catch (error) {
      log.error('webhook failed', { error: String(error) });
      // Stripe retries an event answered with a 5xx.
      res.status(500).json({ message: 'Webhook could not be handled', code: 'INTERNAL_SERVER_ERROR' });
    }
  });
}
