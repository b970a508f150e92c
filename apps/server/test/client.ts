import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';
import { publicUrl } from '../src/config';

/*
 * The one way API tests send requests: as the web app's pages send them, from the app's own origin
 * (the check on writes refuses any other), with the user's session cookie or none.
 *
 *   as(app, ada).post('/api/usecases', body)    guest(app).get('/api/feed')
 */

/** The origin of the app's own pages: its public address (TEST_ORIGIN unless PUBLIC_URL is set). */
export const appOrigin = (app: App) => new URL(publicUrl(app.config)).origin;

export interface RequestOptions {
  cookie?: string;
  /** a bearer token instead of (or besides) the cookie */
  token?: string;
  /** the client's address (inject's remoteAddress); 127.0.0.1 when omitted */
  ip?: string;
  /** extra headers, or ones that replace the defaults (an `origin` of another site) */
  headers?: Record<string, string>;
}

export function requestHeaders(app: App, opts: RequestOptions): Record<string, string> {
  return {
    origin: appOrigin(app),
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...opts.headers,
  };
}

/** Who sends: a signed-in user (anything with its cookie), a session cookie, or nobody. */
export type Sender = { cookie: string } | string | null | undefined;

type Method = InjectOptions['method'];

export interface Client {
  get(url: string): Promise<LightMyRequestResponse>;
  /** a body of {} when none is given, as fetch with a JSON body sends */
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** any method, the body sent as given (none when undefined) */
  send(method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** Requests as `who` sends them from the app's pages; `opts` adds a bearer token, an address or headers. */
export function as(app: App, who: Sender, opts: Omit<RequestOptions, 'cookie'> = {}): Client {
  const cookie = typeof who === 'string' ? who : (who?.cookie ?? undefined);
  const headers = requestHeaders(app, { ...opts, cookie });
  const send = (method: Method, url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    });
  return {
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body ?? {}),
    patch: (url, body) => send('PATCH', url, body ?? {}),
    put: (url, body) => send('PUT', url, body ?? {}),
    delete: (url, body) => send('DELETE', url, body),
    send,
  };
}

/** Requests from the app's pages by someone not signed in. */
export const guest = (app: App, opts: Omit<RequestOptions, 'cookie'> = {}) => as(app, null, opts);

/** One request given as data, for tests that table their requests: `send(app, 'POST', url, { cookie, payload })`. */
export function send(app: App, method: Method, url: string, { cookie, payload, ...opts }: RequestOptions & { payload?: unknown } = {}) {
  return as(app, cookie, opts).send(method, url, payload);
}
