import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's REST API the billing domain calls (docs/billing.md#tests): form-encoded
 * POST /v1/checkout/sessions and /v1/billing_portal/sessions with Bearer auth, answering Stripe-shaped JSON and
 * error bodies, a checkout page at each session's `url` whose Pay button (or `pay()`) creates the subscription,
 * sends the signed webhook events to `webhookUrl` as Stripe signs them, and redirects to the success URL, and a
 * portal page. The official library talks to it through its host/port/protocol options.
 */
export interface StripeStandIn {
  /** Base URL, for STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Price id by plan slug, for the STRIPE_PRICE_* settings. */
  prices: Record<string, string>;
  /** Where events are POSTed: the app's /api/stripe/webhook. */
  webhookUrl: string;
  checkoutSessions: Map<string, StandInCheckoutSession>;
  portalSessions: StandInPortalSession[];
  subscriptions: Map<string, StandInSubscription>;
  /** Every API request answered: method, path and status. */
  requests: { method: string; path: string; status: number }[];
  /** Every webhook delivery: the event and our server's answer. */
  deliveries: { event: StandInEvent; status: number; body: string }[];
  /** Completes a checkout session as a paying customer would, sending its events; answers the success URL. */
  pay: (sessionId: string) => Promise<string>;
  /** Changes a subscription's status and sends `customer.subscription.updated`, or `deleted` for canceled. */
  setSubscriptionStatus: (subscriptionId: string, status: string) => Promise<StandInDelivery>;
  /** An event of `type` about `object`, built and signed but not sent (for replays and reordering). */
  buildEvent: (type: string, object: Record<string, unknown>, created?: number) => StandInEvent;
  /** Sends a built event, signed with the webhook secret (or `signature` as given). */
  deliver: (event: StandInEvent, options?: { signature?: string | null }) => Promise<StandInDelivery>;
  /** The Stripe-Signature header for `payload`, as Stripe computes it. */
  sign: (payload: string, timestamp?: number, secret?: string) => string;
  close: () => Promise<void>;
}

export interface StandInCheckoutSession extends Record<string, unknown> {
  id: string;
  url: string;
  success_url: string;
  cancel_url: string;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  price: string;
}

export interface StandInPortalSession {
  id: string;
  customer: string;
  return_url: string | null;
  url: string;
}

export type StandInSubscription = Record<string, unknown> & { id: string; status: string; customer: string };

export interface StandInEvent {
  id: string;
  type: string;
  created: number;
  payload: string;
}

export interface StandInDelivery {
  status: number;
  body: string;
}

const id = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = (): number => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`line_items[0][price]=…`, `metadata[key]=…`) back to nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

function stripeError(res: ServerResponse, status: number, message: string, param?: string): void {
  const type = status === 401 ? 'invalid_request_error' : 'invalid_request_error';
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify({ error: { type, message, ...(param ? { param } : {}) } }));
}

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Starts the stand-in on an ephemeral port of 127.0.0.1. */
export async function startStripeStandIn(options: { webhookUrl?: string } = {}): Promise<StripeStandIn> {
  const prices: Record<string, string> = {
    pro_yearly: 'price_pro_yearly',
    all_star_yearly: 'price_all_star_yearly',
    elite_yearly: 'price_elite_yearly',
    jp_pro_yearly: 'price_jp_pro_yearly',
    jp_all_star_yearly: 'price_jp_all_star_yearly',
  };
  const knownPrices = new Set(Object.values(prices));
  const customers = new Map<string, { id: string; email: string | null }>();

  const subscriptionObject = (sub: StandInSubscription) => sub;

  const stand: StripeStandIn = {
    url: '',
    secretKey: `sk_test_${randomBytes(8).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    prices,
    webhookUrl: options.webhookUrl ?? '',
    checkoutSessions: new Map(),
    portalSessions: [],
    subscriptions: new Map(),
    requests: [],
    deliveries: [],
    sign: (payload, timestamp = now(), secret = stand.webhookSecret) =>
      `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`,
    buildEvent: (type, object, created = now()) => {
      const eventId = id('evt');
      const event = {
        id: eventId,
        object: 'event',
        api_version: '2025-01-01',
        created,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      return { id: eventId, type, created, payload: JSON.stringify(event) };
    },
    deliver: async (event, deliverOptions = {}) => {
      const signature =
        deliverOptions.signature === undefined ? stand.sign(event.payload) : deliverOptions.signature;
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      };
      if (signature !== null) headers['stripe-signature'] = signature;
      const res = await fetch(stand.webhookUrl, { method: 'POST', headers, body: event.payload });
      const delivery = { status: res.status, body: await res.text() };
      stand.deliveries.push({ event, ...delivery });
      return delivery;
    },
    pay: async (sessionId) => {
      const session = stand.checkoutSessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      let customer = session.customer;
      if (!customer) {
        customer = id('cus');
        customers.set(customer, { id: customer, email: session.customer_email });
      }
      const created = now();
      const subscription: StandInSubscription = {
        id: id('sub'),
        object: 'subscription',
        customer,
        status: 'active',
        created,
        cancel_at_period_end: false,
        metadata:
          (session.subscription_data as { metadata?: Record<string, string> } | undefined)?.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              quantity: 1,
              price: { id: session.price, object: 'price', recurring: { interval: 'year' } },
            },
          ],
        },
      };
      stand.subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        customer,
        subscription: subscription.id,
        status: 'complete',
        payment_status: 'paid',
      });
      // Stripe sends these two in no promised order; the handler must not care.
      await stand.deliver(
        stand.buildEvent('customer.subscription.created', subscriptionObject(subscription), created),
      );
      await stand.deliver(stand.buildEvent('checkout.session.completed', { ...session, url: null }, created));
      return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
    },
    setSubscriptionStatus: async (subscriptionId, status) => {
      const subscription = stand.subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      subscription.status = status;
      const type = status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated';
      return stand.deliver(stand.buildEvent(type, { ...subscription }));
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<number> {
    if (req.headers.authorization !== `Bearer ${stand.secretKey}`) {
      stripeError(res, 401, 'Invalid API Key provided');
      return 401;
    }
    const params = parseStripeForm(await readBody(req));
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const lineItems = Object.values((params.line_items ?? {}) as Record<string, { price?: string }>);
      const price = lineItems[0]?.price;
      if (params.mode !== 'subscription') {
        stripeError(res, 400, 'This stand-in only creates subscription sessions', 'mode');
        return 400;
      }
      if (!price || !knownPrices.has(price)) {
        stripeError(res, 400, `No such price: '${price ?? ''}'`, 'line_items[0][price]');
        return 400;
      }
      for (const field of ['success_url', 'cancel_url'] as const) {
        if (typeof params[field] !== 'string') {
          stripeError(res, 400, `Missing required param: ${field}.`, field);
          return 400;
        }
      }
      const customer = typeof params.customer === 'string' ? params.customer : null;
      const sessionId = id('cs_test');
      const session: StandInCheckoutSession = {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        url: `${stand.url}/c/pay/${sessionId}`,
        success_url: params.success_url as string,
        cancel_url: params.cancel_url as string,
        customer,
        customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
        client_reference_id:
          typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
        metadata: (params.metadata ?? {}) as Record<string, string>,
        subscription_data: params.subscription_data,
        subscription: null,
        price,
        livemode: false,
      };
      stand.checkoutSessions.set(sessionId, session);
      json(res, session);
      return 200;
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = params.customer;
      if (typeof customer !== 'string') {
        stripeError(res, 400, 'Missing required param: customer.', 'customer');
        return 400;
      }
      const portal: StandInPortalSession = {
        id: id('bps'),
        customer,
        return_url: typeof params.return_url === 'string' ? params.return_url : null,
        url: '',
      };
      portal.url = `${stand.url}/p/session/${portal.id}`;
      stand.portalSessions.push(portal);
      json(res, { ...portal, object: 'billing_portal.session', livemode: false, created: now() });
      return 200;
    }
    stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path}).`);
    return 404;
  }

  async function page(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const pay = /^\/c\/pay\/([\w]+)$/.exec(path);
    const session = pay?.[1] ? stand.checkoutSessions.get(pay[1]) : undefined;
    if (session && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>Stripe stand-in checkout</title></head><body>
<h1>Stripe stand-in checkout</h1><p>Price ${escapeHtml(session.price)}</p>
<form method="post"><button type="submit">Pay</button></form>
<a href="${escapeHtml(session.cancel_url)}">Cancel</a></body></html>`);
      return;
    }
    if (session && req.method === 'POST') {
      const successUrl = await stand.pay(session.id);
      res.writeHead(303, { location: successUrl });
      res.end();
      return;
    }
    const portal = stand.portalSessions.find((p) => path === `/p/session/${p.id}`);
    if (portal) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>Stripe stand-in billing portal</title></head><body>
<h1>Stripe stand-in billing portal</h1><p>Customer ${escapeHtml(portal.customer)}</p>
${portal.return_url ? `<a href="${escapeHtml(portal.return_url)}">Return</a>` : ''}</body></html>`);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const handle = async () => {
      if (path.startsWith('/v1/')) {
        const status = await api(req, res, path);
        stand.requests.push({ method: req.method ?? '', path, status });
      } else {
        await page(req, res, path);
      }
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) stripeError(res, 500, String(error));
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  stand.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stand;
}
