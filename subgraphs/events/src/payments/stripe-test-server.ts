// For tests: a Stripe API on loopback that follows its documentation for what we use
// (https://docs.stripe.com/api/checkout/sessions/create): POST /v1/checkout/sessions (mode
// payment, one line item with price_data, success_url and cancel_url, expires_at 30 minutes to
// 24 hours from now, metadata; else 400 invalid_request_error naming the parameter, as Stripe
// does), answered with a `checkout.session` whose url is a page on this server. And the older
// POST /v1/payment_intents (https://docs.stripe.com/api/payment_intents/create), form-encoded,
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

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  amount_total: number;
  currency: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  url: string;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  payment_intent: string | null;
  metadata: Record<string, string>;
  /** Not Stripe's: what the session's PaymentIntent would carry (payment_intent_data[metadata]). */
  payment_intent_metadata: Record<string, string>;
  /** Not Stripe's: the line item's name, for assertions. */
  product_name: string;
}

export interface StripeTestServer {
  url: string;
  requests: StripeRequest[];
  intents: Map<string, PaymentIntent>;
  sessions: Map<string, CheckoutSession>;
  /**
   * The hosted page (GET /c/pay/<id>, a form whose Pay button POSTs /c/pay/<id>): paying marks the
   * session complete, posts a signed checkout.session.completed to this endpoint and redirects
   * (303) to the session's success_url. Unset: the Pay button answers 503.
   */
  webhookUrl: string | undefined;
  /** The webhook's signing time, Unix seconds (the app checks it against its own clock). */
  now: () => number;
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
  const sessionsByKey = new Map<string, { params: string; session: CheckoutSession }>();
  const state: StripeTestServer = {
    url: '',
    requests: [],
    intents: new Map(),
    sessions: new Map(),
    webhookUrl: undefined,
    now: () => Math.floor(Date.now() / 1000),
    refuse: false,
    stop: async () => undefined,
  };
  const hostedPage = async (req: IncomingMessage, res: ServerResponse, id: string) => {
    const session = state.sessions.get(id);
    const html = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>Stripe test checkout</title>${body}`);
    if (!session) return html(404, '<p>This checkout session does not exist.</p>');
    if (req.method === 'GET') {
      if (session.status !== 'open') return html(410, `<p>This checkout session is ${session.status}.</p>`);
      const amount = (session.amount_total / 100).toFixed(2);
      return html(
        200,
        `<h1>${session.product_name.replace(/[<&>"]/g, '')}</h1><p>${amount} ${session.currency.toUpperCase()}</p><form method="post"><button type="submit">Pay</button></form><a href="${session.cancel_url}">Back</a>`,
      );
    }
    if (session.status !== 'open') return html(410, `<p>This checkout session is ${session.status}.</p>`);
    if (!state.webhookUrl) return html(503, '<p>No webhook endpoint configured.</p>');
    const event = signedCheckoutEvent('checkout.session.completed', session, { timestamp: state.now() });
    const delivered = await fetch(state.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body: event.body,
    }).catch(() => undefined);
    if (!delivered?.ok) return html(502, `<p>The webhook answered ${delivered?.status ?? 'nothing'}.</p>`);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: event.paymentIntent });
    res.writeHead(303, { location: session.success_url }).end();
  };
  const bracketed = (form: Record<string, string>, prefix: string) =>
    Object.fromEntries(
      Object.entries(form)
        .filter(([key]) => key.startsWith(prefix) && !key.slice(prefix.length).includes('['))
        .map(([key, value]) => [key.slice(prefix.length, -1), value]),
    );
  const createSession = (res: ServerResponse, form: Record<string, string>, idempotencyKey: string | undefined) => {
    const param = (name: string, message: string) => error(res, 400, 'invalid_request_error', message, name);
    if (form.mode !== 'payment') return param('mode', 'Missing required param: mode.');
    const item = 'line_items[0]';
    if (form[`${item}[quantity]`] === undefined && form[`${item}[price_data][currency]`] === undefined)
      return param('line_items', 'You must specify `line_items` in `payment` mode.');
    if (!/^[1-9]\d{0,2}$/.test(form[`${item}[quantity]`] ?? '')) return param(`${item}[quantity]`, 'Invalid integer: quantity');
    if (!/^[a-z]{3}$/.test(form[`${item}[price_data][currency]`] ?? '')) return param(`${item}[price_data][currency]`, 'Invalid currency');
    if (!/^[1-9]\d{0,7}$/.test(form[`${item}[price_data][unit_amount]`] ?? '')) return param(`${item}[price_data][unit_amount]`, 'Invalid integer: unit_amount');
    if (!form[`${item}[price_data][product_data][name]`]) return param(`${item}[price_data][product_data][name]`, 'Missing required param: name.');
    for (const name of ['success_url', 'cancel_url']) if (!/^https?:\/\/./.test(form[name] ?? '')) return param(name, `Not a valid URL: ${name}`);
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = Number(form.expires_at ?? now + 24 * 3600);
    if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)
      return param('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.');
    if (state.refuse) return error(res, 402, 'card_error', 'Your account cannot currently make live charges.');
    const params = JSON.stringify(Object.entries(form).sort());
    if (idempotencyKey) {
      const earlier = sessionsByKey.get(idempotencyKey);
      if (earlier && earlier.params !== params)
        return error(res, 400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
      if (earlier) return res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' }).end(JSON.stringify(earlier.session));
    }
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      amount_total: Number(form[`${item}[price_data][unit_amount]`]) * Number(form[`${item}[quantity]`]),
      currency: form[`${item}[price_data][currency]`],
      payment_status: 'unpaid',
      status: 'open',
      url: `${state.url}/c/pay/${id}`,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      expires_at: expiresAt,
      payment_intent: null,
      metadata: bracketed(form, 'metadata['),
      payment_intent_metadata: bracketed(form, 'payment_intent_data[metadata]['),
      product_name: form[`${item}[price_data][product_data][name]`],
    };
    state.sessions.set(id, session);
    if (idempotencyKey) sessionsByKey.set(idempotencyKey, { params, session });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(session));
  };
  const error = (res: ServerResponse, status: number, type: string, message: string, param?: string) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: param ? { type, message, param } : { type, message } }));
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0];
      const page = /^\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(path);
      if (page) return hostedPage(req, res, page[1]);
      const form = await formOf(req);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      state.requests.push({ method: req.method ?? '', path, auth: req.headers.authorization, contentType: req.headers['content-type'], idempotencyKey, form });
      if (req.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) return error(res, 401, 'invalid_request_error', 'Invalid API Key provided');
      if (req.method !== 'POST' || (path !== '/v1/payment_intents' && path !== '/v1/checkout/sessions'))
        return error(res, 404, 'invalid_request_error', 'Unrecognized request URL');
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return error(res, 400, 'invalid_request_error', 'Invalid request body');
      if (path === '/v1/checkout/sessions') return createSession(res, form, idempotencyKey);
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

/** A Stripe event about a Checkout Session (checkout.session.completed: paid, with its PaymentIntent; .expired), signed. */
export function signedCheckoutEvent(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  session: CheckoutSession,
  opts: { secret?: string; timestamp: number; eventId?: string; paymentStatus?: 'paid' | 'unpaid'; amountTotal?: number },
): { body: string; signature: string; eventId: string; paymentIntent: string | null } {
  const eventId = opts.eventId ?? `evt_${randomBytes(12).toString('hex')}`;
  const completed = type === 'checkout.session.completed';
  const paymentIntent = completed ? `pi_${session.id.slice(-24)}` : null;
  const { payment_intent_metadata: _pim, product_name: _name, ...object } = session;
  const body = JSON.stringify(
    {
      id: eventId,
      object: 'event',
      type,
      created: opts.timestamp,
      data: {
        object: {
          ...object,
          amount_total: opts.amountTotal ?? session.amount_total,
          status: completed ? 'complete' : 'expired',
          payment_status: completed ? (opts.paymentStatus ?? 'paid') : 'unpaid',
          payment_intent: paymentIntent,
          url: completed ? session.url : null,
        },
      },
    },
    null,
    2,
  );
  const secret = opts.secret ?? STRIPE_TEST_WEBHOOK_SECRET;
  return { body, eventId, paymentIntent, signature: `t=${opts.timestamp},v1=${stripeSignature(secret, opts.timestamp, body)}` };
}
