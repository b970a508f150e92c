import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A small stand-in for an OpenAI-compatible server (Ollama, vLLM, OpenAI itself), speaking just
 * enough of the chat-completions protocol for tests: each request is handed to the test's reply.
 */

export interface ChatRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[] };
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

/** Answers every request with the given texts in turn (the last one repeated). */
export function answers(...texts: string[]): ChatReply {
  let next = 0;
  return (_req, res) => sendJson(res, 200, completion(texts[Math.min(next++, texts.length - 1)]!));
}

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
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
  return chat;
}

/** A reply that never comes, for timeouts. */
export const hang: ChatReply = () => {};
