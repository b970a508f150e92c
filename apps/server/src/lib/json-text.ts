import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import zlib from 'node:zlib';

/** Replies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Answers with JSON that is already text, such as a page Postgres built with json_agg: Fastify
 * passes a string with a JSON content type through as it is, so the route's response schema
 * documents the body but neither validates nor prints it again. For hot reads whose rows carry
 * large JSON columns, where parsing them only to print them again was most of the request's cost.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

type Encoding = 'br' | 'gzip';
/** in the order preferred when a client accepts several alike */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * An answer many learners get alike for a while (a cached quiz): printed once, and compressed once
 * per encoding the first time a client asks for it. Compressing on every reply cost such a route
 * most of its throughput (bench/learning.ts); done once, it can take the better settings.
 */
export interface SharedJson {
  json: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** A shared answer from JSON that is already text (a page spliced together from rows kept as text). */
export const sharedJsonText = (json: string): SharedJson => ({ json, encoded: {} });

export const sharedJson = (value: unknown): SharedJson => sharedJsonText(JSON.stringify(value));

const compressors: Record<Encoding, (text: string) => Buffer> = {
  br: (text) => zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } }),
  gzip: (text) => zlib.gzipSync(text, { level: 6 }),
};

/** Sends a shared answer as the client accepts it; @fastify/compress leaves a reply with an encoding alone. */
export function sendSharedJson(req: FastifyRequest, reply: FastifyReply, shared: SharedJson) {
  reply.header('vary', 'accept-encoding');
  const encoding = negotiate(req.headers['accept-encoding'] ?? '', ENCODINGS);
  if (!encoding || shared.json.length < COMPRESS_THRESHOLD_BYTES) return sendJsonText(reply, shared.json);
  const bytes = (shared.encoded[encoding] ??= compressors[encoding](shared.json));
  return reply.type('application/json; charset=utf-8').header('content-encoding', encoding).send(bytes);
}
