// Stripe, spoken over its HTTP API with fetch (no SDK): POST /v1/payment_intents, form-encoded,
// Bearer secret key, an Idempotency-Key so a retried start makes one PaymentIntent
// (https://docs.stripe.com/api/payment_intents/create, /api/idempotent_requests). The answer's
// client_secret lets a browser confirm the payment with Stripe; Stripe then posts
// payment_intent.succeeded or payment_intent.payment_failed to our webhook (webhook-route.ts).
import type { PaymentSettings } from '../config.js';
import { PaymentProviderError, type PaymentProvider, type PaymentRequest, type StartedPayment } from './provider.js';

const TIMEOUT_MS = 20_000;

/** Stripe's form encoding of a flat object with one level of `metadata[key]`. */
export function stripeForm(request: PaymentRequest): URLSearchParams {
  const form = new URLSearchParams();
  form.set('amount', String(request.amountMinor));
  form.set('currency', request.currency);
  form.set('description', request.description);
  form.set('automatic_payment_methods[enabled]', 'true');
  for (const [key, value] of Object.entries(request.metadata)) form.set(`metadata[${key}]`, value);
  return form;
}

export function stripeProvider(settings: PaymentSettings & { stripeSecretKey: string }): PaymentProvider {
  return {
    name: 'STRIPE',
    async start(request): Promise<StartedPayment> {
      let res: Response;
      try {
        res = await fetch(`${settings.stripeApiUrl}/v1/payment_intents`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.stripeSecretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': request.idempotencyKey,
          },
          body: stripeForm(request).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new PaymentProviderError(`Stripe could not be reached: ${(error as Error).message}`);
      }
      const body = (await res.json().catch(() => undefined)) as { id?: unknown; client_secret?: unknown; error?: { message?: unknown } } | undefined;
      const reason = typeof body?.error?.message === 'string' ? body.error.message : res.statusText;
      if (!res.ok) throw new PaymentProviderError(`Stripe refused the payment: ${reason}`, res.status);
      if (typeof body?.id !== 'string' || typeof body.client_secret !== 'string') throw new PaymentProviderError('Stripe answered without a PaymentIntent');
      return { providerRef: body.id, clientSecret: body.client_secret, status: 'PENDING' };
    },
  };
}
