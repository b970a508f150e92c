import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODE } from '@curio/core/errors';
import { HttpError } from './http-error';

export interface Allowance {
  max: number;
  /** @fastify/rate-limit's window: '1 minute', '1 hour' */
  timeWindow: string;
  /** whose allowance a request spends, e.g. `usecases:${user id}` */
  key: (req: FastifyRequest) => string;
}

/**
 * A check that spends one of each allowance and refuses the request once any is spent: 429 with
 * the message and Retry-After (seconds until that allowance is back). Use it as a route's
 * preHandler, after validation, so that input refused as invalid costs nothing.
 */
export function limitRequests(app: Pick<FastifyInstance, 'createRateLimit'>, message: string, allowances: Allowance[]) {
  const limiters = allowances.map(({ max, timeWindow, key }) => app.createRateLimit({ max, timeWindow, keyGenerator: key }));
  return async (req: FastifyRequest, reply: FastifyReply) => {
    for (const limit of limiters) {
      const verdict = await limit(req);
      if (!verdict.isAllowed && verdict.isExceeded) {
        reply.header('retry-after', String(Math.max(1, verdict.ttlInSeconds)));
        throw new HttpError(429, ERROR_CODE.rateLimited, message);
      }
    }
  };
}
