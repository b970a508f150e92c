import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { ERROR_CODE } from '@curio/core/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Distinct refused origins named in the log; past this they are refused without a line each. */
const LOGGED_ORIGINS_MAX = 100;

export interface OriginCheckOptions {
  /** origins whose pages may change things (config.trustedOrigins) */
  trusted: string[];
  /** the address to open instead, for the refused user and the log */
  publicUrl: string;
  appName: string;
}

/**
 * onRequest hook against cross-site request forgery on every route, better-auth's included: a
 * request that changes something is refused when a browser says it comes from a page of another
 * origin (Origin), or from another site without naming it (Sec-Fetch-Site). SameSite=Lax cookies
 * stop most of this, but not a sibling sub-domain, which is "same-site". Requests with neither
 * header come from scripts and the CLI, which carry no ambient cookie, and stay allowed.
 */
export function refuseUntrustedOrigins({ trusted, publicUrl, appName }: OriginCheckOptions): onRequestHookHandler {
  const trustedSet = new Set(trusted);
  const logged = new Set<string>();

  function refuse(req: FastifyRequest, reply: FastifyReply, from: string, origin?: string) {
    if (!logged.has(from) && logged.size < LOGGED_ORIGINS_MAX) {
      logged.add(from);
      const hint = origin
        ? ` If people open ${appName} at that address, set PUBLIC_URL to it (for example PUBLIC_URL=${origin}) and restart.`
        : '';
      req.log.warn({ from, method: req.method, url: req.url.split('?')[0] }, `Refused a change from ${from}: not a trusted origin (trusted: ${trusted.join(', ')}).${hint}`);
    }
    return reply.status(403).send({ error: ERROR_CODE.untrustedOrigin, message: ACCOUNT_MSG.untrustedOrigin(appName, publicUrl) });
  }

  return async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (!trustedSet.has(origin)) return refuse(req, reply, origin, origin === 'null' ? undefined : origin);
      return;
    }
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') return refuse(req, reply, `a ${site} page`);
  };
}
