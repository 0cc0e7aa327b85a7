// POST /payments/stripe/webhook (the gateway's POST /api/payments/stripe/webhook, passed raw by
// its webhook proxy): Stripe's events about our PaymentIntents. The body is read as bytes and
// its Stripe-Signature checked against STRIPE_WEBHOOK_SECRET (signature.ts, the time from
// services.clock) before anything is parsed: a bad or stale signature answers 400 and changes
// nothing. payment_intent.succeeded marks the payment SUCCEEDED (and, through its purpose's
// handler, the order PAID); payment_intent.payment_failed marks it FAILED. Each Stripe event id
// is handled once (payment_events): a replay answers 200 and changes nothing again. Other event
// types are acknowledged and ignored, as Stripe asks.
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
  data: { object: { id?: unknown; object?: unknown; amount?: unknown; currency?: unknown } };
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

const HANDLED = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

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
      if (!HANDLED.has(event.type) || typeof event.data.object.id !== 'string') {
        res.json({ received: true, handled: false });
        return;
      }
      const intent = event.data.object;
      const succeeded = event.type === 'payment_intent.succeeded';
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
        const payment = await em.findOne(Payment, { provider: 'STRIPE', providerRef: String(intent.id) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!payment) return 'unknown payment';
        // Succeeded is final: a late failure of an earlier attempt does not undo it.
        if (payment.status === 'SUCCEEDED') return 'already settled';
        if (succeeded && (intent.amount !== payment.amountMinor || intent.currency !== payment.currency)) {
          log.error('paid amount differs from the payment', { paymentId: payment.id, amount: intent.amount, currency: intent.currency });
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
