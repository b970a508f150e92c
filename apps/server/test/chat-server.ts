import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A small stand-in for an OpenAI-compatible server (Ollama, vLLM, OpenAI itself), speaking just
 * enough of the chat-completions protocol for tests: each request is handed to the test's reply.
 */

export interface ChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    stream?: boolean;
    response_format?: { type: string; json_schema?: unknown };
    max_tokens?: number;
    max_completion_tokens?: number;
  };
}

export type ChatReply = (req: ChatRequest, res: ServerResponse) => void;

export interface ChatServer {
  /** the base URL to give the client, ending in /v1 */
  url: string;
  requests: ChatRequest[];
  /** how the next requests are answered (answers(...), hang, or any handler) */
  reply: ChatReply;
  close(): Promise<void>;
}

/** A chat completion whose answer is the given text, as the protocol shapes it. */
export function completion(content: string, model = 'test-model') {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** One streamed chunk of an answer, as the protocol shapes it; the last names why the model stopped. */
export const chunk = (content: string, model = 'test-model', finishReason: 'stop' | 'length' | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1_700_000_000, model, choices: [{ index: 0, delta: { content }, finish_reason: finishReason }] })}\n\n`;

export const openStream = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });

/** The text as a streamed answer: a few chunks, then the end. */
export function sendStream(res: ServerResponse, text: string) {
  openStream(res);
  for (const piece of text.match(/[\s\S]{1,40}/g) ?? []) res.write(chunk(piece));
  res.end('data: [DONE]\n\n');
}

/** Answers every request with the given texts in turn (the last one repeated), streamed when asked to be. */
export function answers(...texts: string[]): ChatReply {
  let next = 0;
  return (req, res) => {
    const text = texts[Math.min(next++, texts.length - 1)]!;
    if (req.body.stream) sendStream(res, text);
    else sendJson(res, 200, completion(text));
  };
}

/** A stream that never ends: a word every few milliseconds until the client goes away. */
export const endless: ChatReply = (_req, res) => {
  openStream(res);
  const timer = setInterval(() => res.write(chunk('and more ')), 2);
  res.on('close', () => clearInterval(timer));
};

export async function startChatServer(): Promise<ChatServer> {
  const requests: ChatRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: ChatRequest = { path: req.url ?? '', authorization: req.headers.authorization, body: text ? JSON.parse(text) : {} };
      requests.push(request);
      open.add(res);
      res.on('close', () => open.delete(res));
      if (request.path !== '/v1/chat/completions') return sendJson(res, 404, { error: { message: 'not found' } });
      chat.reply(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const chat: ChatServer = {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: answers('Use Case 1: a\nUse Case 2: b\nUse Case 3: c'),
    async close() {
      // a hanging reply would keep the server open forever
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
  return chat;
}

/** A reply that never comes, for timeouts. */
export const hang: ChatReply = () => {};
