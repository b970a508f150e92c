import http from 'node:http';

/*
 * A text/event-stream reader for the tests: real HTTP, the body read as it comes.
 * Every event and comment is kept in order, so a test can wait for one and then look at what came
 * before it.
 */

export interface StreamItem {
  /** 'comment' for a `: ...` line, 'retry' for the retry hint, else the event name ('message' when unnamed) */
  type: string;
  data: string;
}

export interface OpenedStream {
  status: number;
  headers: Headers;
  /** the body of a refused request */
  body: string;
  items: StreamItem[];
  /** the first item at or after `from` that matches; rejects after timeoutMs or when the stream ends first */
  waitFor(match: (item: StreamItem) => boolean, opts?: { from?: number; timeoutMs?: number }): Promise<StreamItem>;
  /** resolves when the server ends the stream */
  ended: Promise<void>;
  close(): void;
}

const DEFAULT_TIMEOUT_MS = 5000;

export function connectEventStream(baseUrl: string, headers: Record<string, string> = {}): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    // a connection of its own (no agent): nothing pooled is left behind to hold the server's close up
    const req = http.get(`${baseUrl}/api/usecases/events`, { agent: false, headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const status = res.statusCode ?? 0;
      const responseHeaders = new Headers();
      for (const [key, value] of Object.entries(res.headers)) if (typeof value === 'string') responseHeaders.set(key, value);
      res.setEncoding('utf8');
      if (status !== 200) {
        let body = '';
        res.on('data', (text: string) => (body += text));
        res.on('end', () =>
          resolve({ status, headers: responseHeaders, body, items: [], waitFor: () => Promise.reject(new Error(`no stream: ${status}`)), ended: Promise.resolve(), close() {} }),
        );
        return;
      }

      const items: StreamItem[] = [];
      const wakers = new Set<() => void>();
      const wake = () => {
        for (const w of [...wakers]) w();
      };
      let done = false;
      let buffer = '';
      res.on('data', (text: string) => {
        buffer += text;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          items.push(...parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        wake();
      });
      const ended = new Promise<void>((resolveEnded) =>
        res.once('close', () => {
          done = true;
          wake();
          resolveEnded();
        }),
      );

      resolve({
        status,
        headers: responseHeaders,
        body: '',
        items,
        ended,
        close: () => req.destroy(),
        waitFor(match, { from = 0, timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
          return new Promise((resolveItem, rejectItem) => {
            const check = () => {
              const found = items.slice(from).find(match);
              if (found) finish(() => resolveItem(found));
              else if (done) finish(() => rejectItem(new Error(`the stream ended first; received ${JSON.stringify(items)}`)));
            };
            const timer = setTimeout(() => finish(() => rejectItem(new Error(`nothing matched within ${timeoutMs} ms; received ${JSON.stringify(items)}`))), timeoutMs);
            const finish = (settle: () => void) => {
              clearTimeout(timer);
              wakers.delete(check);
              settle();
            };
            wakers.add(check);
            check();
          });
        },
      });
    });
    req.on('error', reject);
  });
}

function parseFrame(frame: string): StreamItem[] {
  const comments: StreamItem[] = [];
  let type: string | undefined;
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) comments.push({ type: 'comment', data: line.slice(1).trim() });
    else if (line.startsWith('retry:')) comments.push({ type: 'retry', data: line.slice(6).trim() });
    else if (line.startsWith('event:')) type = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return data.length > 0 ? [...comments, { type: type ?? 'message', data: data.join('\n') }] : comments;
}

/** Matches the event of this type about this use case. */
export const eventFor =
  (type: string, id: string) =>
  (item: StreamItem): boolean =>
    item.type === type && (JSON.parse(item.data) as { id?: string }).id === id;
