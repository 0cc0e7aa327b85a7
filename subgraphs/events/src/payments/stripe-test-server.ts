// For tests: a Stripe API on loopback that follows its documentation for what we use
// (https://docs.stripe.com/api/payment_intents/create): POST /v1/payment_intents, form-encoded,
// `Authorization: Bearer <secret key>` (else 401 with Stripe's error shape), an Idempotency-Key
// (the same key with the same parameters answers the same PaymentIntent; with other parameters
// 400 idempotency_error, as Stripe does), amount a positive integer, currency three letters.
// `refuse` makes the next creations answer 402 card_error-like failures.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripeSignature } from './signature.js';

export const STRIPE_TEST_KEY = 'sk_test_pulse_loopback';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_pulse_loopback';

export interface StripeRequest {
  method: string;
  path: string;
  auth: string | undefined;
  contentType: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
}

export interface StripeTestServer {
  url: string;
  requests: StripeRequest[];
  intents: Map<string, PaymentIntent>;
  refuse: boolean;
  stop(): Promise<void>;
}

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startStripeTestServer(): Promise<StripeTestServer> {
  const byKey = new Map<string, { params: string; intent: PaymentIntent }>();
  const state: StripeTestServer = { url: '', requests: [], intents: new Map(), refuse: false, stop: async () => undefined };
  const error = (res: ServerResponse, status: number, type: string, message: string) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type, message } }));
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0];
      const form = await formOf(req);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      state.requests.push({ method: req.method ?? '', path, auth: req.headers.authorization, contentType: req.headers['content-type'], idempotencyKey, form });
      if (req.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) return error(res, 401, 'invalid_request_error', 'Invalid API Key provided');
      if (req.method !== 'POST' || path !== '/v1/payment_intents') return error(res, 404, 'invalid_request_error', 'Unrecognized request URL');
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return error(res, 400, 'invalid_request_error', 'Invalid request body');
      if (!/^[1-9]\d{0,7}$/.test(form.amount ?? '')) return error(res, 400, 'invalid_request_error', 'Invalid integer: amount');
      if (!/^[a-z]{3}$/.test(form.currency ?? '')) return error(res, 400, 'invalid_request_error', 'Invalid currency');
      if (state.refuse) return error(res, 402, 'card_error', 'Your account cannot currently make live charges.');
      const params = JSON.stringify(Object.entries(form).sort());
      if (idempotencyKey) {
        const earlier = byKey.get(idempotencyKey);
        if (earlier && earlier.params !== params)
          return error(res, 400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
        if (earlier) return res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' }).end(JSON.stringify(earlier.intent));
      }
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      );
      const intent: PaymentIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        description: form.description ?? null,
        metadata,
      };
      state.intents.set(id, intent);
      if (idempotencyKey) byKey.set(idempotencyKey, { params, intent });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(intent));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}

/** A Stripe event about a PaymentIntent, as Stripe posts it (pretty-printed, as Stripe sends it), and its Stripe-Signature. */
export function signedStripeEvent(
  type: string,
  intent: Pick<PaymentIntent, 'id' | 'amount' | 'currency' | 'metadata'>,
  opts: { secret?: string; timestamp: number; eventId?: string },
): { body: string; signature: string; eventId: string } {
  const eventId = opts.eventId ?? `evt_${randomBytes(12).toString('hex')}`;
  const body = JSON.stringify(
    {
      id: eventId,
      object: 'event',
      type,
      created: opts.timestamp,
      data: { object: { object: 'payment_intent', status: type.endsWith('succeeded') ? 'succeeded' : 'requires_payment_method', ...intent } },
    },
    null,
    2,
  );
  const secret = opts.secret ?? STRIPE_TEST_WEBHOOK_SECRET;
  return { body, eventId, signature: `t=${opts.timestamp},v1=${stripeSignature(secret, opts.timestamp, body)}` };
}
