/**
 * A local stand-in for the part of Stripe's API the server uses: creating Checkout Sessions
 * (https://docs.stripe.com/api/checkout/sessions/create). Stripe cannot be reached from here; the
 * real `stripe` package talks to this over HTTP (STRIPE_API_URL → host/port/protocol), so what is
 * tested is the package's own request encoding against Stripe's documented contract:
 *  - `Authorization: Bearer sk_test_…` or 401 (https://docs.stripe.com/api/authentication);
 *  - form-encoded bodies with bracketed keys (`line_items[0][price_data][currency]`);
 *  - refused as Stripe refuses them (https://docs.stripe.com/api/errors): a missing `mode`,
 *    `success_url` or `line_items` (parameter_missing), an unsupported currency, an amount that is
 *    not a whole number of the minor unit or is below the currency's minimum charge
 *    (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts: amount_too_small);
 *  - idempotency keys: the same key and body answer the same session; the same key with another
 *    body is 400 idempotency_error (https://docs.stripe.com/api/idempotent_requests).
 * It also serves the hosted page at each session's `url` (a plain page standing for Stripe's), and
 * builds the `checkout.session.completed` event Stripe would send once that page is paid.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Minimum charge per currency in its minor unit (Stripe's table; a sample of the currencies it supports). */
const MINIMUM_CHARGE: Record<string, number> = {
  usd: 50, eur: 50, gbp: 30, nzd: 50, aud: 50, cad: 50, chf: 50, sek: 300, jpy: 50, mxn: 1000,
};

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  url: string;
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  success_url: string;
  cancel_url: string | null;
  livemode: false;
  created: number;
}

export interface StripeStandIn {
  /** Give as STRIPE_API_URL. */
  url: string;
  sessions: StandInSession[];
  /** Raw form bodies received, for assertions on what the package sent. */
  requests: { path: string; authorization: string | undefined; form: Record<string, unknown>; idempotencyKey: string | undefined }[];
  /** The event Stripe sends when the session is paid (`checkout.session.completed`, payment_status paid). */
  completedEvent(sessionId: string, overrides?: Partial<StandInSession>): { id: string; object: 'event'; type: string; data: { object: StandInSession } };
  close(): Promise<void>;
}

/** `a[b][0][c]=x` → `{ a: { b: [ { c: 'x' } ] } }` (Stripe's form encoding). */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[index + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

class StripeRefusal extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly param?: string) {
    super(message);
  }
}

const missing = (param: string) => new StripeRefusal(400, 'parameter_missing', `Missing required param: ${param}.`, param);

function checkSession(form: Record<string, unknown>): { amount: number; currency: string } {
  if (typeof form.mode !== 'string') throw missing('mode');
  if (!['payment', 'setup', 'subscription'].includes(form.mode)) throw new StripeRefusal(400, 'parameter_invalid_string', `Invalid mode: ${form.mode}`, 'mode');
  if (typeof form.success_url !== 'string') throw missing('success_url');
  const items = form.line_items;
  if (!Array.isArray(items) || items.length === 0) throw missing('line_items');
  let amount = 0;
  let currency = '';
  items.forEach((raw, index) => {
    const item = raw as { quantity?: string; price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } } };
    const at = `line_items[${index}]`;
    const quantity = Number(item.quantity ?? '1');
    if (!Number.isInteger(quantity) || quantity < 1) throw new StripeRefusal(400, 'parameter_invalid_integer', 'Invalid integer: quantity', `${at}[quantity]`);
    const price = item.price_data;
    if (price === undefined) throw missing(`${at}[price_data]`);
    if (price.currency === undefined) throw missing(`${at}[price_data][currency]`);
    if (!(price.currency in MINIMUM_CHARGE)) throw new StripeRefusal(400, 'parameter_invalid_string', `Invalid currency: ${price.currency}.`, `${at}[price_data][currency]`);
    if (currency !== '' && currency !== price.currency) throw new StripeRefusal(400, 'parameter_invalid_string', 'All line items must use the same currency.', `${at}[price_data][currency]`);
    currency = price.currency;
    if (!/^\d+$/.test(price.unit_amount ?? '')) throw new StripeRefusal(400, 'parameter_invalid_integer', 'Invalid integer: unit_amount', `${at}[price_data][unit_amount]`);
    if (!price.product_data?.name) throw missing(`${at}[price_data][product_data][name]`);
    amount += Number(price.unit_amount) * quantity;
  });
  if (form.mode === 'payment' && amount < MINIMUM_CHARGE[currency]) {
    throw new StripeRefusal(400, 'amount_too_small', `The Checkout Session's total amount due must add up to at least ${MINIMUM_CHARGE[currency]} ${currency} minor units.`);
  }
  return { amount, currency };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions: StandInSession[] = [];
  const requests: StripeStandIn['requests'] = [];
  const byKey = new Map<string, { body: string; answer: StandInSession }>();
  let base = '';
  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method === 'GET' && path.startsWith('/pay/')) {
        const session = sessions.find((entry) => entry.id === path.slice('/pay/'.length));
        if (!session) return send(response, 404, 'No such session', 'text/plain');
        return send(response, 200, `<!doctype html><title>Test checkout</title><main><h1>Test checkout (stand-in for Stripe)</h1><p>${session.amount_total} ${session.currency}</p></main>`, 'text/html');
      }
      if (request.method !== 'POST' || path !== '/v1/checkout/sessions') return send(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path}).` } });
      const body = await readBody(request);
      const form = parseStripeForm(body);
      const authorization = request.headers.authorization;
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ path, authorization, form, idempotencyKey });
      if (!/^Bearer sk_test_\w+$/.test(authorization ?? '')) {
        return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      if (idempotencyKey !== undefined && byKey.has(idempotencyKey)) {
        const earlier = byKey.get(idempotencyKey);
        if (earlier?.body !== body) {
          return send(response, 400, { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } });
        }
        return send(response, 200, earlier.answer);
      }
      try {
        const { amount, currency } = checkSession(form);
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session: StandInSession = {
          id, object: 'checkout.session', mode: String(form.mode), status: 'open', payment_status: 'unpaid', url: `${base}/pay/${id}`,
          amount_total: amount, amount_subtotal: amount, currency,
          client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
          metadata: (form.metadata ?? {}) as Record<string, string>,
          customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
          success_url: String(form.success_url), cancel_url: typeof form.cancel_url === 'string' ? form.cancel_url : null,
          livemode: false, created: Math.floor(Date.now() / 1000),
        };
        sessions.push(session);
        if (idempotencyKey !== undefined) byKey.set(idempotencyKey, { body, answer: session });
        return send(response, 200, session);
      } catch (error) {
        if (!(error instanceof StripeRefusal)) throw error;
        return send(response, error.status, { error: { type: 'invalid_request_error', code: error.code, message: error.message, ...(error.param ? { param: error.param } : {}) } });
      }
    })().catch((error: unknown) => send(response, 500, { error: { type: 'api_error', message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    requests,
    completedEvent(sessionId, overrides = {}) {
      const session = sessions.find((entry) => entry.id === sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      return {
        id: `evt_${randomBytes(12).toString('hex')}`, object: 'event', type: 'checkout.session.completed',
        data: { object: { ...session, status: 'complete', payment_status: 'paid', ...overrides } },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
