import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm } from './stripe-form.ts';

type Obj = Record<string, unknown>;
const rid = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const CURRENCIES = ['usd', 'inr', 'aud', 'cad', 'sgd', 'gbp'];

/** Stripe's webhook signature: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload" with the endpoint secret>`. */
export function stripeSignature(payload: string, secret: string, t = now()): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

/**
 * Stripe as its API reference documents it, the part Paperbridge uses: POST/GET /v1/customers,
 * POST/GET /v1/checkout/sessions (form-encoded, Bearer secret key, Idempotency-Key answers the
 * first result again), and webhook delivery of checkout.session.*, payment_intent.payment_failed
 * and charge.refunded events signed with Stripe-Signature. Requests are kept for tests to check
 * what the product sent; pay/expire/fail/refund play what happens at Stripe afterwards.
 */
export async function startStripeTestServer(opts: { secretKey?: string; webhookSecret?: string } = {}) {
  const secretKey = opts.secretKey ?? `sk_test_${randomBytes(8).toString('hex')}`;
  const webhookSecret = opts.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const requests: { method: string; path: string; body: Obj; idempotencyKey?: string }[] = [];
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  let webhookUrl = '';

  const error = (param: string | undefined, message: string) => ({
    error: { type: 'invalid_request_error', message, param },
  });

  function createSession(b: Obj): { status: number; body: unknown } {
    if (b.mode !== 'payment') return { status: 400, body: error('mode', 'Missing required param: mode.') };
    const items = b.line_items as Obj[] | undefined;
    const price = (items?.[0]?.price_data ?? null) as Obj | null;
    if (!items?.length || !price)
      return { status: 400, body: error('line_items', 'You must provide line_items with price_data in payment mode.') };
    const unit = Number(price.unit_amount);
    if (!Number.isInteger(unit) || unit < 1)
      return { status: 400, body: error('line_items[0][price_data][unit_amount]', 'Invalid integer: unit_amount.') };
    if (!CURRENCIES.includes(String(price.currency)))
      return {
        status: 400,
        body: error('line_items[0][price_data][currency]', `Invalid currency: ${String(price.currency)}.`),
      };
    if (!b.success_url || !String(b.success_url).startsWith('http'))
      return { status: 400, body: error('success_url', 'Not a valid URL') };
    if (b.customer && !customers.has(String(b.customer)))
      return { status: 400, body: error('customer', `No such customer: '${String(b.customer)}'`) };
    const id = rid('cs');
    const session: Obj = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unit * Number(items[0]!.quantity ?? 1),
      currency: price.currency,
      customer: b.customer ?? null,
      customer_email: b.customer_email ?? null,
      customer_details: null,
      client_reference_id: b.client_reference_id ?? null,
      metadata: b.metadata ?? {},
      payment_intent: null,
      success_url: b.success_url,
      cancel_url: b.cancel_url ?? null,
      url: `${server.url}/c/pay/${id}`,
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
      // what payment_intent_data asked for, so the PaymentIntent's events carry it
      _intent_metadata: ((b.payment_intent_data as Obj | undefined)?.metadata ?? {}) as Obj,
    };
    sessions.set(id, session);
    return { status: 200, body: publicSession(session) };
  }

  const publicSession = (s: Obj) => Object.fromEntries(Object.entries(s).filter(([k]) => !k.startsWith('_')));

  function route(method: string, path: string, b: Obj): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers') {
      const c = {
        id: rid('cus'),
        object: 'customer',
        email: b.email ?? null,
        name: b.name ?? null,
        metadata: b.metadata ?? {},
        created: now(),
        livemode: false,
      };
      customers.set(c.id, c);
      return { status: 200, body: c };
    }
    let m = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (method === 'GET' && m)
      return customers.has(m[1]!)
        ? { status: 200, body: customers.get(m[1]!) }
        : { status: 404, body: error('id', `No such customer: '${m[1]}'`) };
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(b);
    m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && m)
      return sessions.has(m[1]!)
        ? { status: 200, body: publicSession(sessions.get(m[1]!)!) }
        : { status: 404, body: error('session', `No such checkout.session: '${m[1]}'`) };
    return { status: 404, body: error(undefined, `Unrecognized request URL (${method}: ${path}).`) };
  }

  const server = await new Promise<{ http: http.Server; url: string }>((resolve) => {
    const srv = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://x');
        const send = (status: number, body: unknown) =>
          res
            .writeHead(status, { 'content-type': 'application/json', 'request-id': rid('req') })
            .end(JSON.stringify(body));
        if (req.headers.authorization !== `Bearer ${secretKey}`)
          return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
        const body = req.method === 'POST' ? parseStripeForm(raw) : Object.fromEntries(url.searchParams);
        const key = req.headers['idempotency-key'] as string | undefined;
        requests.push({ method: req.method ?? '', path: url.pathname, body, idempotencyKey: key });
        const seen = key && byIdempotencyKey.get(`${url.pathname}:${key}`);
        if (seen) return send(seen.status, seen.body);
        const out = route(req.method ?? '', url.pathname, body);
        if (key && out.status === 200) byIdempotencyKey.set(`${url.pathname}:${key}`, out);
        send(out.status, out.body);
      });
    });
    srv.listen(0, '127.0.0.1', () =>
      resolve({ http: srv, url: `http://127.0.0.1:${(srv.address() as AddressInfo).port}` }),
    );
  });

  const events: Obj[] = [];
  function event(type: string, object: Obj, created = now()): Obj {
    const e = {
      id: rid('evt'),
      object: 'event',
      api_version: '2025-10-29.clover',
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    events.push(e);
    return e;
  }

  /** Delivers an event to the product's endpoint as Stripe does (the signature may be spoiled, or made with another secret). */
  async function deliver(
    e: Obj,
    o: { secret?: string; signature?: string; timestamp?: number } = {},
  ): Promise<{ status: number; body: Obj }> {
    if (!webhookUrl) throw new Error('setWebhookUrl first');
    const payload = JSON.stringify(e, null, 2);
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': o.signature ?? stripeSignature(payload, o.secret ?? webhookSecret, o.timestamp),
      },
      body: payload,
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Obj };
  }

  function session(id: string): Obj {
    const s = sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    return s;
  }

  return {
    url: server.url,
    secretKey,
    webhookSecret,
    requests,
    customers,
    sessions,
    events,
    config: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: server.url },
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    deliver,
    stripeSignature,
    /** The customer pays the session: it completes, and checkout.session.completed is made (not yet delivered). */
    pay(id: string, o: { email?: string } = {}): Obj {
      const s = session(id);
      const customer = s.customer ? customers.get(String(s.customer)) : undefined;
      Object.assign(s, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: (s.payment_intent as string | null) ?? rid('pi'),
        customer_details: { email: o.email ?? customer?.email ?? s.customer_email ?? null },
      });
      return event('checkout.session.completed', publicSession(s));
    },
    expire(id: string, created?: number): Obj {
      const s = session(id);
      return event('checkout.session.expired', { ...publicSession(s), status: 'expired' }, created);
    },
    /** A declined card: payment_intent.payment_failed for the session's PaymentIntent. */
    decline(id: string): Obj {
      const s = session(id);
      s.payment_intent ??= rid('pi');
      return event('payment_intent.payment_failed', {
        id: s.payment_intent,
        object: 'payment_intent',
        status: 'requires_payment_method',
        metadata: s._intent_metadata,
        last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
      });
    },
    /** A refund made in the Stripe dashboard: charge.refunded with everything refunded so far. */
    refund(id: string, refundedCents: number, created?: number): Obj {
      const s = session(id);
      return event(
        'charge.refunded',
        {
          id: rid('ch'),
          object: 'charge',
          amount: s.amount_total,
          amount_refunded: refundedCents,
          refunded: refundedCents === s.amount_total,
          currency: s.currency,
          payment_intent: s.payment_intent,
          metadata: {},
        },
        created,
      );
    },
    /** A Checkout Session the product did not make (a payment link), paid by `email`. */
    foreignPayment(o: { email: string; amountCents: number; currency: string }): Obj {
      const id = rid('cs');
      const s = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: o.amountCents,
        currency: o.currency,
        customer: null,
        customer_details: { email: o.email },
        client_reference_id: null,
        metadata: {},
        payment_intent: rid('pi'),
        created: now(),
        livemode: false,
      };
      sessions.set(id, s);
      return event('checkout.session.completed', s);
    },
    close: () => new Promise<void>((r) => server.http.close(() => r())),
  };
}

export type StripeTestServer = Awaited<ReturnType<typeof startStripeTestServer>>;
