import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletion } from 'openai/resources/chat/completions';
import { USECASES_PER_REQUEST } from '@curio/core/limits';
import type { DraftUseCase } from '@curio/core/usecase-generation';
import { AiError, type CatalogueMention, type GenerateOptions, type UseCaseProvider, type UseCaseRequest, type WrittenAnswer } from './provider';
import { readDrafts, readJsonUseCases, readUseCases, USE_CASES_JSON_SCHEMA } from './reply-repair';
import { CARDS_SYSTEM_PROMPT, cardsPrompt, readCards } from './card-reply';

/** How long a learner waits for an answer they cannot watch being written, all attempts together. */
const AI_TIMEOUT_MS = 30_000;
/** Streamed: the longest wait for the first word, and between two words, before the model counts as stuck. */
const AI_STREAM_IDLE_MS = 30_000;
/**
 * Streamed: the longest a whole answer may take, repair included. A laptop CPU writes three use cases
 * in tens of seconds; past a minute one learner would hold a local model that serves everyone.
 */
const AI_STREAM_MAX_MS = 60_000;
/** Three use cases are a few hundred words: a reply this long is a model that does not stop. */
export const AI_REPLY_MAX_CHARS = 12_000;
/**
 * A token is some 4 characters of English; counting 3 leaves room for other languages and JSON's
 * punctuation, so the character limit, which says why it stopped, is what a runaway reply meets first.
 */
const CHARS_PER_TOKEN = 3;

/** The most tokens any reply asks for: within the output limit of current models (OpenAI's 16 384), so a long edit is not refused for its cap. */
const REPLY_TOKENS_MAX = 16_384;

/** The tokens a reply of at most `chars` characters is allowed: the server stops the model there. */
export const replyTokens = (chars: number) => Math.min(Math.ceil(chars / CHARS_PER_TOKEN), REPLY_TOKENS_MAX);
/** Drafts sent to the screen at most this often: each re-reads the whole reply so far. */
const DRAFT_INTERVAL_MS = 100;
/** Course material quoted to the model: enough to ground it, short enough to keep prompts small. */
const MENTIONS_IN_PROMPT = 4;

export interface OpenAiProviderOptions {
  baseURL: string;
  /** local servers (Ollama, llama.cpp) take any key */
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  streamIdleMs?: number;
  streamMaxMs?: number;
  replyMaxChars?: number;
}

const RULES = `Rules:
- Each use case is in a different sector (for example healthcare, energy, retail, farming, finance, education, public services, manufacturing, everyday life).
- Describe real kinds of applications a learner could recognise: who uses it, what they do with it step by step, and what it changes for them, in 2 to 4 sentences.
- Do not invent company names, and do not present made-up figures as facts.`;

const TEXT_PROMPT = `You write short, concrete, real-world use cases for people learning a topic.
Answer with exactly ${USECASES_PER_REQUEST} use cases and nothing else, in exactly this format:

Use Case 1: <the sector>: <what is done>
<2 to 4 sentences>

Use Case 2: <the sector>: <what is done>
<sentences>

Use Case 3: <the sector>: <what is done>
<sentences>

${RULES}
- Plain text only: no markdown, no bullet points, no introduction and no closing remarks.`;

const JSON_PROMPT = `You write short, concrete, real-world use cases for people learning a topic.
Answer with a JSON object {"use_cases": [...]} holding exactly ${USECASES_PER_REQUEST} use cases, each {"sector": the sector, "title": what is done, in a few words, "description": 2 to 4 sentences}, and nothing else.

${RULES}`;

const REPAIR_TEXT = `That answer was not in the required format. Rewrite it as exactly ${USECASES_PER_REQUEST} use cases, each starting on its own line with "Use Case 1:", "Use Case 2:" and "Use Case 3:", and nothing else.`;
const REPAIR_JSON = `That answer was not the required JSON. Answer again with only the JSON object {"use_cases": [...]} holding exactly ${USECASES_PER_REQUEST} use cases in ${USECASES_PER_REQUEST} different sectors.`;

const POLISH_PROMPT = `You are a careful editor. Improve the clarity, grammar and flow of the text the user sends.
Keep its meaning, facts, language, line breaks and any "Use Case N:" markers. Answer with the edited text only.`;

function mentionLine(m: CatalogueMention): string {
  const where = `${m.course} › ${m.topic}`;
  return m.kind === 'question' ? `- ${where}, quiz question: "${m.text}" (answer: ${m.answer ?? '?'})` : `- ${where}, flashcard: ${m.text}${m.example ? ` Example: ${m.example}` : ''}`;
}

/** The user message: the keyword, then what our catalogue and the learner's last quiz say about it. */
function useCasePrompt({ keyword, mentions, lastQuiz, learnerIsChild }: UseCaseRequest): string {
  const parts = [`Keyword: "${keyword}"`];
  if (lastQuiz) {
    parts.push(
      `The learner has just taken a quiz on ${lastQuiz.course} › ${lastQuiz.topic}, with these questions about the keyword:\n${lastQuiz.questions
        .slice(0, 3)
        .map((q) => `- "${q}"`)
        .join('\n')}\nMake at least one use case build on that quiz.`,
    );
  }
  if (mentions.length > 0) {
    parts.push(`The learner's course material mentions the keyword here; use it where it fits:\n${mentions.slice(0, MENTIONS_IN_PROMPT).map(mentionLine).join('\n')}`);
  }
  if (learnerIsChild) parts.push('The learner is a child under 10: use simple words and examples from everyday life, school and play.');
  parts.push(`Write the ${USECASES_PER_REQUEST} use cases for "${keyword}".`);
  return parts.join('\n\n');
}

type Message = { role: 'system' | 'user' | 'assistant'; content: string };

/**
 * How a request caps its reply's tokens. Every server here reads `max_tokens` (Ollama and older
 * llama.cpp read no other name, and would ignore `max_completion_tokens` without a word); OpenAI's
 * newer models refuse it and take `max_completion_tokens`; a server whose context cannot hold the
 * prompt and the cap (vLLM with a small max_model_len) refuses any cap, and is sent none.
 */
type TokenCap = 'max_tokens' | 'max_completion_tokens' | null;

/** What a server refused by name, to be asked again without it. */
type Refused = 'response_format' | 'max_tokens' | 'token_cap';

function refusalOf(err: APIError, sent: { json: boolean; cap: TokenCap }): Refused | null {
  if (err.status !== 400 && err.status !== 422) return null;
  const text = `${err.message} ${JSON.stringify(err.error ?? '')}`;
  if (sent.cap === 'max_tokens' && (err.param === 'max_tokens' || /max_completion_tokens/.test(text))) return 'max_tokens';
  if (sent.cap !== null && (err.code === 'context_length_exceeded' || /context length|context_length|context window/i.test(text))) return 'token_cap';
  // a 400 or 422 that names the response format: this server has no JSON-schema mode
  if (sent.json && /response_format|json_schema|schema|format|grammar/i.test(text)) return 'response_format';
  return null;
}

const isJson = (response: Response) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(response.headers.get('content-type') ?? '');

/**
 * Any server that speaks OpenAI's chat-completions protocol: OpenAI, Ollama, vLLM, llama.cpp. The
 * answer is always asked for streamed, so a stuck model is noticed between two words rather than at
 * the end, and capped in tokens, so a model that does not stop is stopped by its own server too; a
 * server that ignores `stream` and answers the whole completion as JSON is read as well. It is asked
 * for JSON by a JSON schema first, in the plain 'Use Case N:' format once the server refuses that
 * mode; what a server refuses by name is remembered for the provider's life.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): UseCaseProvider {
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
  const idleMs = options.streamIdleMs ?? AI_STREAM_IDLE_MS;
  const streamMaxMs = options.streamMaxMs ?? AI_STREAM_MAX_MS;
  const maxChars = options.replyMaxChars ?? AI_REPLY_MAX_CHARS;
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey ?? 'unused',
    // only our configuration counts, never OPENAI_* variables that happen to be set
    organization: null,
    project: null,
    // a retry would wait past the learner's patience; they can press the button again
    maxRetries: 0,
    timeout: streamMaxMs,
    logLevel: 'off',
  });
  let jsonSchemaMode = true;
  let tokenCap: TokenCap = 'max_tokens';

  /**
   * One completion, read to its end: the reply's text. Stops with an AiError when the deadline
   * passes, no word comes for idleMs, or the reply grows past `limit` characters or its token cap;
   * with the learner's own abort when they stop; with ServerRefused when the server refuses a part
   * of the request by name.
   */
  async function complete(
    messages: Message[],
    deadline: number,
    { json, cap }: { json: boolean; cap: TokenCap },
    signal: AbortSignal | undefined,
    onText: ((text: string) => void) | undefined,
    limit: number,
  ): Promise<string> {
    if (deadline - Date.now() <= 0) throw new AiError('timeout', 'no answer in time');
    const controller = new AbortController();
    let failure: AiError | null = null;
    const stop = (err: AiError) => {
      failure ??= err;
      controller.abort();
    };
    const total = setTimeout(() => stop(new AiError('timeout', 'the answer took too long')), deadline - Date.now());
    // a server that does not stream sends nothing until its answer is whole: it has this long too
    let idle = setTimeout(() => stop(new AiError('timeout', `no word within ${idleMs} ms`)), idleMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let text = '';
    let finish: string | null | undefined;
    try {
      const { data: stream, response } = await client.chat.completions
        .create(
          {
            model: options.model,
            messages,
            stream: true,
            ...(cap ? { [cap]: replyTokens(limit) } : {}),
            ...(json ? { response_format: { type: 'json_schema' as const, json_schema: { name: 'use_cases', strict: true, schema: USE_CASES_JSON_SCHEMA } } } : {}),
          },
          { signal: controller.signal },
        )
        .withResponse();
      if (isJson(response)) {
        const choice = ((await response.json()) as Partial<ChatCompletion>).choices?.[0];
        text = choice?.message?.content ?? '';
        finish = choice?.finish_reason;
        if (text.length > limit) throw new AiError('too_long', `the reply passed ${limit} characters`);
      } else {
        for await (const chunk of stream) {
          const choice = chunk.choices?.[0];
          finish = choice?.finish_reason ?? finish;
          const delta = choice?.delta?.content;
          if (!delta) continue;
          clearTimeout(idle);
          idle = setTimeout(() => stop(new AiError('timeout', `no word within ${idleMs} ms`)), idleMs);
          text += delta;
          if (text.length > limit) stop(new AiError('too_long', `the reply passed ${limit} characters`));
          else onText?.(text);
        }
      }
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      if (failure) throw failure;
      if (err instanceof AiError) throw err;
      if (err instanceof APIConnectionTimeoutError || err instanceof APIUserAbortError) throw new AiError('timeout', 'no answer in time', { cause: err });
      const refused = err instanceof APIError ? refusalOf(err, { json, cap }) : null;
      if (refused) throw new ServerRefused(refused, err as APIError);
      if (err instanceof APIError) throw new AiError('unavailable', `the AI service answered ${err.status ?? 'nothing'}`, { cause: err });
      // e.g. a body that is no event stream at all
      throw new AiError('bad_reply', 'the AI service sent an unreadable answer', { cause: err });
    } finally {
      clearTimeout(total);
      clearTimeout(idle);
      signal?.removeEventListener('abort', onAbort);
    }
    if (failure) throw failure;
    if (signal?.aborted) throw signal.reason;
    // the server stopped the model at its cap: as endless as a reply past the character limit
    if (finish === 'length') throw new AiError('too_long', 'the reply reached its token cap');
    if (!text.trim()) throw new AiError('bad_reply', 'the AI service sent an empty answer');
    return text;
  }

  /**
   * complete() in the JSON-schema mode while the server takes it (when `json` is wanted), in text
   * otherwise, asked again without what the server refuses by name. Each refusal changes what is
   * sent and is met once, so a request is sent at most four times, all within the one deadline.
   */
  async function ask(
    messages: (json: boolean) => Message[],
    deadline: number,
    { json: wantJson = false, signal, onText, limit = maxChars }: { json?: boolean; signal?: AbortSignal | undefined; onText?: (text: string) => void; limit?: number } = {},
  ): Promise<{ json: boolean; text: string }> {
    const sent = { json: wantJson && jsonSchemaMode, cap: tokenCap };
    for (;;) {
      try {
        const text = await complete(messages(sent.json), deadline, sent, signal, onText, limit);
        // what the server refused by name is remembered once a request without it was answered; a
        // context too small for this prompt and its cap says nothing of the next, shorter request
        if (wantJson && !sent.json) jsonSchemaMode = false;
        if (sent.cap === 'max_completion_tokens') tokenCap = sent.cap;
        return { json: sent.json, text };
      } catch (err) {
        if (!(err instanceof ServerRefused)) throw err;
        if (err.refused === 'response_format') sent.json = false;
        else sent.cap = err.refused === 'max_tokens' ? 'max_completion_tokens' : null;
      }
    }
  }

  const read = (reply: string) => readJsonUseCases(reply) ?? readUseCases(reply);

  return {
    name: options.model,
    kind: 'model',

    async generate(request: UseCaseRequest, { signal, onDraft }: GenerateOptions = {}): Promise<WrittenAnswer> {
      const deadline = Date.now() + (onDraft ? streamMaxMs : timeoutMs);
      let lastDraft = 0;
      const onText = onDraft
        ? (text: string) => {
            const now = Date.now();
            if (now - lastDraft < DRAFT_INTERVAL_MS) return;
            lastDraft = now;
            onDraft(readDrafts(text));
          }
        : undefined;
      const prompt = useCasePrompt(request);
      const opening = (json: boolean): Message[] => [
        { role: 'system', content: json ? JSON_PROMPT : TEXT_PROMPT },
        { role: 'user', content: prompt },
      ];
      const first = await ask(opening, deadline, { json: true, signal, onText });
      let items = read(first.text);
      if (!items) {
        // one chance to fix the format, inside the same deadline
        const repair = (json: boolean): Message[] => [...opening(json), { role: 'assistant', content: first.text }, { role: 'user', content: json ? REPAIR_JSON : REPAIR_TEXT }];
        const second = await ask(repair, deadline, { json: true, signal, onText });
        items = read(second.text);
      }
      if (!items) throw new AiError('bad_reply', `the AI service did not write ${USECASES_PER_REQUEST} use cases`);
      onDraft?.(items.map(draftOf));
      return { useCases: items.map((text) => ({ text, provenance: { kind: 'model', model: options.model } })), notKnown: null };
    },

    async polish(text) {
      const edited = await ask(
        () => [
          { role: 'system', content: POLISH_PROMPT },
          { role: 'user', content: text },
        ],
        Date.now() + timeoutMs,
        // an edit is about as long as its text; twice that is a model that does not stop
        { limit: Math.max(maxChars, text.length * 2) },
      );
      return { text: edited.text.trim(), polished: true };
    },

    async flashcards(request) {
      const reply = await ask(
        () => [
          { role: 'system', content: CARDS_SYSTEM_PROMPT },
          { role: 'user', content: cardsPrompt(request) },
        ],
        Date.now() + timeoutMs,
      );
      const cards = readCards(reply.text, request.useCases.length);
      if (!cards) throw new AiError('bad_reply', `the AI service did not write ${request.useCases.length} flashcards`);
      return cards;
    },
  };
}

/** The server refused a part of the request by name (the JSON-schema mode, or a token cap): asked again without it. */
class ServerRefused extends Error {
  constructor(
    readonly refused: Refused,
    cause: APIError,
  ) {
    super(`the AI service refused ${refused}`, { cause });
  }
}

const draftOf = (item: string): DraftUseCase => {
  const newline = item.indexOf('\n');
  return newline < 0 ? { title: item, body: '' } : { title: item.slice(0, newline), body: item.slice(newline + 1) };
};
