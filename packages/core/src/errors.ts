import { z } from 'zod';
import { JSON_DEPTH_MAX } from './limits';

/** Every API error body (docs/product.md#errors): a stable code for programs, a sentence for people. */
export const apiError = z.object({
  error: z.string(),
  message: z.string(),
});

export const ERROR_CODE = {
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  /** a change asked for by a page of another site, or of an address the server was not told of */
  untrustedOrigin: 'untrusted_origin',
  notFound: 'not_found',
  conflict: 'conflict',
  tooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;

/** Requests refused before any route reads them (decision 023). */
export const REQUEST_MSG = {
  badUrl: 'The address is not valid: its percent-encoding must spell UTF-8 text.',
  urlTooLong: 'A part of the address is too long.',
  tooDeep: `The request body nests lists and objects more than ${JSON_DEPTH_MAX} levels deep.`,
} as const;

/** 413, naming the route's own limit: 1 MB for most, 20 MB for the admin's upload. */
export const tooLargeText = (limitBytes: number) => `The request body is too large: the limit is ${Math.round(limitBytes / (1024 * 1024))} MB.`;
