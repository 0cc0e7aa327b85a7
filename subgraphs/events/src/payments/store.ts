// What a part that charges money calls (docs/shop.md, "Payments"):
//
//   configuredPaymentProvider(services)   Stripe when its key and webhook secret are set, else
//                                         pay on collection.
//   startPayment(ctx, request)            the payment of one thing (purpose + reference): made
//                                         once at the provider (idempotency key
//                                         `${purpose}:${reference}`) and recorded; starting again
//                                         answers the same payment, or after a Stripe Checkout
//                                         Session expired (FAILED) a new session (`...:<attempt>`).
//   onPaymentSettled(purpose, handler)    called in the webhook's transaction when the
//                                         provider says a payment of that purpose succeeded or
//                                         failed (once per provider event).
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceUnavailableError, createLogger, table, type SubgraphContext, type SubgraphServices } from '@pulse/kit';
import { Payment } from './entities.js';
import { offlineProvider } from './offline.js';
import { PaymentProviderError, type PaymentProvider } from './provider.js';
import { stripeProvider } from './stripe.js';

const log = createLogger('events.payments');

export function configuredPaymentProvider(services: SubgraphServices): PaymentProvider {
  const settings = services.config.payments;
  const { stripeSecretKey, stripeWebhookSecret } = settings;
  // Without the webhook secret nothing could ever tell us a payment succeeded: offline then.
  if (stripeSecretKey && stripeWebhookSecret) return stripeProvider({ ...settings, stripeSecretKey });
  return offlineProvider;
}

export interface StartPaymentRequest {
  purpose: string;
  reference: string;
  payerId: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** Sent to the provider beside purpose and reference (Stripe: metadata[orderId]). Must be the same on a retry. */
  metadata?: Record<string, string>;
  /** The app's page of the thing paid for (`/shop/orders/<id>`): Stripe Checkout sends the payer back there. */
  returnPath: string;
  /** When the thing stops being held for the payer (services.clock's time): the hosted page closes about then. */
  payBy: Date;
}

/** The payer comes back to the thing's page with ?payment=done (paid, maybe not yet confirmed) or ?payment=cancelled. */
function returnUrls(publicUrl: string, path: string): { successUrl: string; cancelUrl: string } {
  const base = new URL(path, publicUrl);
  const success = new URL(base);
  success.searchParams.set('payment', 'done');
  const cancel = new URL(base);
  cancel.searchParams.set('payment', 'cancelled');
  return { successUrl: success.toString(), cancelUrl: cancel.toString() };
}

async function startAtProvider(ctx: SubgraphContext, provider: PaymentProvider, request: StartPaymentRequest, attempt: number) {
  try {
    // Outside any transaction: a slow provider holds no lock.
    return await provider.start({
      amountMinor: request.amountMinor,
      currency: request.currency,
      description: request.description,
      // Attempt 1 keeps the key payments always had; a new attempt (the session expired) a new one.
      idempotencyKey: attempt === 1 ? `${request.purpose}:${request.reference}` : `${request.purpose}:${request.reference}:${attempt}`,
      metadata: { ...request.metadata, purpose: request.purpose, reference: request.reference },
      ...returnUrls(ctx.services.config.publicUrl, request.returnPath),
      holdMs: request.payBy.getTime() - ctx.services.clock.now().getTime(),
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn('payment provider failed', { provider: provider.name, purpose: request.purpose, reference: request.reference, error: error.message });
    throw new ServiceUnavailableError('The payment could not be started. Please try again later.');
  }
}

export async function startPayment(ctx: SubgraphContext, request: StartPaymentRequest): Promise<Payment> {
  const em = ctx.em.fork();
  const existing = await em.findOne(Payment, { purpose: request.purpose, reference: request.reference });
  if (existing) {
    if (existing.status !== 'FAILED') return existing;
    if (existing.provider !== 'STRIPE' || existing.clientSecret) {
      // A PaymentIntent made before Checkout takes another attempt with the same client secret.
      existing.status = 'PENDING';
      existing.updatedAt = ctx.services.clock.now();
      await em.flush();
      return existing;
    }
    // An expired Checkout Session cannot be paid: a new one, once however many start at once
    // (the same idempotency key makes one session; one update moves the row).
    const provider = configuredPaymentProvider(ctx.services);
    const started = await startAtProvider(ctx, provider, request, existing.attempt + 1);
    await em.nativeUpdate(
      Payment,
      { id: existing.id, status: 'FAILED', attempt: existing.attempt },
      {
        status: started.status,
        attempt: existing.attempt + 1,
        provider: provider.name,
        providerRef: started.providerRef,
        checkoutUrl: started.checkoutUrl,
        amountMinor: request.amountMinor,
        updatedAt: ctx.services.clock.now(),
      },
    );
    return em.findOneOrFail(Payment, { id: existing.id }, { refresh: true });
  }
  const provider = configuredPaymentProvider(ctx.services);
  const started = await startAtProvider(ctx, provider, request, 1);
  const now = ctx.services.clock.now();
  // Two starts at once made one session (same idempotency key); one row keeps it.
  await em.getConnection().execute(
    `INSERT INTO ${table(ctx, 'payments')} (id, purpose, reference, payer_id, provider, provider_ref, checkout_url, amount_minor, currency, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (purpose, reference) DO NOTHING`,
    [
      new Payment().id,
      request.purpose,
      request.reference,
      request.payerId,
      provider.name,
      started.providerRef,
      started.checkoutUrl,
      request.amountMinor,
      request.currency,
      started.status,
      now,
      now,
    ],
  );
  return em.findOneOrFail(Payment, { purpose: request.purpose, reference: request.reference }, { refresh: true });
}

export type SettledHandler = (em: EntityManager, payment: Payment, succeeded: boolean, now: Date) => Promise<void>;
const settledHandlers = new Map<string, SettledHandler>();

/** What to do when a payment of `purpose` settles (the shop marks its order paid). One handler per purpose. */
export function onPaymentSettled(purpose: string, handler: SettledHandler): void {
  settledHandlers.set(purpose, handler);
}

export function settledHandlerOf(purpose: string): SettledHandler | undefined {
  return settledHandlers.get(purpose);
}
