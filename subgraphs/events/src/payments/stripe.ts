// Stripe, spoken over its HTTP API with fetch (no SDK, no Stripe.js): a payment is a Checkout
// Session (https://docs.stripe.com/api/checkout/sessions/create): POST /v1/checkout/sessions,
// form-encoded, Bearer secret key, an Idempotency-Key so a retried start makes one session
// (/api/idempotent_requests). The answer's url is Stripe's hosted payment page: the browser is
// sent there by a plain link and comes back to success_url or cancel_url (the app's own pages).
// Stripe then posts checkout.session.completed / checkout.session.expired (and, for the
// PaymentIntent the session makes, payment_intent.succeeded) to our webhook (webhook-route.ts).
import type { PaymentSettings } from '../config.js';
import { PaymentProviderError, type PaymentProvider, type PaymentRequest, type StartedPayment } from './provider.js';

const TIMEOUT_MS = 20_000;
/** Stripe takes an expires_at 30 minutes to 24 hours after the request (its own clock). */
export const CHECKOUT_MIN_MS = 30 * 60_000;
export const CHECKOUT_MAX_MS = 24 * 3_600_000;
/** Slack for the time the request takes to reach Stripe, and clocks apart. */
const CHECKOUT_MARGIN_MS = 60_000;

/**
 * The session's expires_at (Unix seconds): the hold left, clamped into Stripe's range. It is
 * anchored on the wall clock (Stripe's), not services.clock: only the hold's length comes from
 * the app's rules. A hold shorter than 30 minutes leaves the page open a little past it: a
 * payment made then is a late success (the shop and tickets take it back if they can).
 */
export function checkoutExpiresAt(holdMs: number, wallNow = Date.now()): number {
  const ms = Math.min(Math.max(holdMs, CHECKOUT_MIN_MS + CHECKOUT_MARGIN_MS), CHECKOUT_MAX_MS - CHECKOUT_MARGIN_MS);
  return Math.floor((wallNow + ms) / 1000);
}

/** Stripe's form encoding of a Checkout Session for one line: the thing paid for. */
export function stripeCheckoutForm(request: PaymentRequest, wallNow = Date.now()): URLSearchParams {
  const form = new URLSearchParams();
  form.set('mode', 'payment');
  form.set('line_items[0][price_data][currency]', request.currency);
  form.set('line_items[0][price_data][unit_amount]', String(request.amountMinor));
  form.set('line_items[0][price_data][product_data][name]', request.description);
  form.set('line_items[0][quantity]', '1');
  form.set('success_url', request.successUrl);
  form.set('cancel_url', request.cancelUrl);
  form.set('expires_at', String(checkoutExpiresAt(request.holdMs, wallNow)));
  for (const [key, value] of Object.entries(request.metadata)) {
    form.set(`metadata[${key}]`, value);
    form.set(`payment_intent_data[metadata][${key}]`, value);
  }
  return form;
}

export function stripeProvider(settings: PaymentSettings & { stripeSecretKey: string }): PaymentProvider {
  return {
    name: 'STRIPE',
    async start(request): Promise<StartedPayment> {
      let res: Response;
      try {
        res = await fetch(`${settings.stripeApiUrl}/v1/checkout/sessions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.stripeSecretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': request.idempotencyKey,
          },
          body: stripeCheckoutForm(request).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new PaymentProviderError(`Stripe could not be reached: ${(error as Error).message}`);
      }
      const body = (await res.json().catch(() => undefined)) as { id?: unknown; url?: unknown; error?: { message?: unknown } } | undefined;
      const reason = typeof body?.error?.message === 'string' ? body.error.message : res.statusText;
      if (!res.ok) throw new PaymentProviderError(`Stripe refused the payment: ${reason}`, res.status);
      if (typeof body?.id !== 'string' || typeof body.url !== 'string' || !/^https?:\/\//.test(body.url))
        throw new PaymentProviderError('Stripe answered without a Checkout Session');
      return { providerRef: body.id, checkoutUrl: body.url, status: 'PENDING' };
    },
  };
}
