import type { FastifyReply } from 'fastify';

/**
 * Answers with JSON that is already text, such as a page Postgres built with json_agg or a reply
 * kept printed: Fastify passes a string with a JSON content type through as it is, so the route's
 * response schema documents the body but neither validates nor prints it again. For hot reads whose
 * rows carry large JSON columns, where parsing them only to print them again was most of the
 * request's cost. @fastify/compress compresses it as any other reply.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
