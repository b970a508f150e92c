import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { z } from 'zod';
import { USECASES_PER_REQUEST } from '@curio/core/limits';
import { joinUseCases } from '@curio/core/usecase-text';
import { AiError, type CatalogueMention, type UseCaseProvider, type UseCaseRequest } from './provider';
import { readUseCases } from './reply-repair';

/** How long a learner waits for the model, all attempts together. */
export const AI_TIMEOUT_MS = 30_000;
/** Course material quoted to the model: enough to ground it, short enough to keep prompts small. */
const MENTIONS_IN_PROMPT = 4;

export interface OpenAiProviderOptions {
  baseURL: string;
  /** local servers (Ollama, llama.cpp) take any key */
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

const SYSTEM_PROMPT = `You write short, concrete, real-world use cases for people learning a topic.
Answer with exactly ${USECASES_PER_REQUEST} use cases and nothing else, in exactly this format:

Use Case 1: <a title naming the sector and what is done>
<2 to 4 sentences: who uses it, what they do with it step by step, and what it changes for them.>

Use Case 2: <title>
<sentences>

Use Case 3: <title>
<sentences>

Rules:
- Each use case is in a different sector (for example healthcare, energy, retail, farming, finance, education, public services, manufacturing, everyday life).
- Describe real kinds of applications a learner could recognise. Do not invent company names, and do not present made-up figures as facts.
- Plain text only: no markdown, no bullet points, no introduction and no closing remarks.`;

const REPAIR_PROMPT = `That answer was not in the required format. Rewrite it as exactly ${USECASES_PER_REQUEST} use cases, each starting on its own line with "Use Case 1:", "Use Case 2:" and "Use Case 3:", and nothing else.`;

const POLISH_PROMPT = `You are a careful editor. Improve the clarity, grammar and flow of the text the user sends.
Keep its meaning, facts, language, line breaks and any "Use Case N:" markers. Answer with the edited text only.`;

function mentionLine(m: CatalogueMention): string {
  const where = `${m.course} › ${m.topic}`;
  return m.kind === 'question' ? `- ${where}, quiz question: "${m.text}" (answer: ${m.answer ?? '?'})` : `- ${where}, flashcard: ${m.text}${m.example ? ` Example: ${m.example}` : ''}`;
}

/** The user message: the keyword, then what our catalogue and the learner's last quiz say about it. */
export function useCasePrompt({ keyword, mentions, lastQuiz, learnerIsChild }: UseCaseRequest): string {
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

const chatReply = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().trim().min(1) }) })).min(1),
});

type Message = { role: 'system' | 'user' | 'assistant'; content: string };

/** Any server that speaks OpenAI's chat-completions protocol: OpenAI, Ollama, vLLM, llama.cpp. */
export function createOpenAiProvider(options: OpenAiProviderOptions): UseCaseProvider {
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey ?? 'unused',
    // only our configuration counts, never OPENAI_* variables that happen to be set
    organization: null,
    project: null,
    // a retry would wait past the learner's patience; they can press the button again
    maxRetries: 0,
    timeout: timeoutMs,
    logLevel: 'off',
  });

  async function complete(messages: Message[], deadline: number): Promise<string> {
    const left = deadline - Date.now();
    if (left <= 0) throw new AiError('timeout', `no answer within ${timeoutMs} ms`);
    let response: unknown;
    try {
      response = await client.chat.completions.create({ model: options.model, messages }, { timeout: left });
    } catch (err) {
      if (err instanceof APIConnectionTimeoutError || err instanceof APIUserAbortError) throw new AiError('timeout', `no answer within ${timeoutMs} ms`, { cause: err });
      if (err instanceof APIError) throw new AiError('unavailable', `the AI service answered ${err.status ?? 'nothing'}`, { cause: err });
      // e.g. a body that claims to be JSON and is not
      throw new AiError('bad_reply', 'the AI service sent an unreadable answer', { cause: err });
    }
    const parsed = chatReply.safeParse(response);
    if (!parsed.success) throw new AiError('bad_reply', 'the AI service sent no chat completion');
    return parsed.data.choices[0]!.message.content;
  }

  return {
    name: options.model,
    kind: 'model',

    async generate(request) {
      const deadline = Date.now() + timeoutMs;
      const messages: Message[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: useCasePrompt(request) },
      ];
      const first = await complete(messages, deadline);
      const items = readUseCases(first);
      if (items) return joinUseCases(items);
      // one chance to fix the format, inside the same deadline
      const second = await complete([...messages, { role: 'assistant', content: first }, { role: 'user', content: REPAIR_PROMPT }], deadline);
      const repaired = readUseCases(second);
      if (!repaired) throw new AiError('bad_reply', `the AI service did not write ${USECASES_PER_REQUEST} use cases`);
      return joinUseCases(repaired);
    },

    async polish(text) {
      const edited = await complete(
        [
          { role: 'system', content: POLISH_PROMPT },
          { role: 'user', content: text },
        ],
        Date.now() + timeoutMs,
      );
      return { text: edited, polished: true };
    },
  };
}
