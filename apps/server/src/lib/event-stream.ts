import type { FastifyReply } from 'fastify';

/** The pause the browser's EventSource waits before it reconnects (the stream's `retry:` field). */
export const SSE_RETRY_MS = 3000;
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const SSE_HEARTBEAT_MS = 15_000;
/** A client that stops reading is cut off once this much waits for it; it reconnects and reloads. */
const MAX_UNREAD_BYTES = 1024 * 1024;

export interface EventStream {
  /** one event; data must be a single line (JSON is) */
  send(event: string, data: string): void;
  comment(text: string): void;
  /** ends the response; safe to call twice */
  close(): void;
}

/**
 * Takes the response over from Fastify and opens a text/event-stream on it. Writing to the raw
 * response goes past onSend hooks, so no compression layer can buffer an event: each one is on
 * the wire when send returns. Helmet's headers are already on the raw response and stay.
 * onClose runs once, when the client goes away or the stream is closed.
 */
export function openEventStream(reply: FastifyReply, onClose: () => void): EventStream {
  reply.hijack();
  const res = reply.raw;
  let open = true;
  res.once('close', () => {
    open = false;
    onClose();
  });
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: proxies must not compress (and so buffer) the stream; nginx reads the other
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    // a stream ends only when the server closes or cuts it off: then the connection goes too, or
    // an idle keep-alive socket would hold app.close() up for the keep-alive timeout
    connection: 'close',
    'x-request-id': reply.request.id,
  });

  const write = (text: string) => {
    if (!open) return;
    if (res.writableLength > MAX_UNREAD_BYTES) {
      res.destroy();
      return;
    }
    res.write(text);
  };
  write(`retry: ${SSE_RETRY_MS}\n\n`);

  return {
    send: (event, data) => write(`event: ${event}\ndata: ${data}\n\n`),
    comment: (text) => write(`: ${text}\n\n`),
    close() {
      if (open) res.end();
    },
  };
}
