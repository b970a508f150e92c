import { Liquid, LiquidError, type Template } from 'liquidjs';
import { TEMPLATE_BODY_MAX } from '@curio/core/limits';
import { createCache } from '../../lib/cache';

/*
 * Format bodies are Liquid (decision 013): a sandboxed language made for templates written by
 * people other than the site's developers. A body reads only the form values it is given (own
 * properties, no prototype, no code) and can include no file, so it cannot reach the server.
 * Parsing and rendering are bounded in size, time and memory, and a learner's body is parsed and
 * rendered only on a document worker, a thread with a hard time limit (decision 020), so it
 * cannot stall the server either.
 */

/** A format body that cannot be parsed or rendered; the message says where. */
export class TemplateError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TemplateError';
  }
}

/** A render stopped by its time limit. */
export class TemplateTooSlowError extends TemplateError {
  constructor(options?: { cause?: unknown }) {
    super('the template took too long to render', options);
    this.name = 'TemplateTooSlowError';
  }
}

/** The longest a render may take, and the most it may allocate (characters of strings and arrays). */
const RENDER_LIMIT_MS = 1000;
const MEMORY_LIMIT = 20_000_000;
const PARSED_CACHE_MAX = 256;

// markdown list markers a learner may already have typed at the start of a line
const LIST_MARKER = /^\s*(?:[-*+•]|\d+[.)])\s+/;

const linesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : String(value ?? '').split(/\r?\n/)).map((line) => line.replace(LIST_MARKER, '').trim()).filter(Boolean);

const engine = new Liquid({
  // an empty in-memory file system: include, render and layout find nothing
  templates: {},
  strictFilters: true,
  ownPropertyOnly: true,
  parseLimit: TEMPLATE_BODY_MAX * 2,
  renderLimit: RENDER_LIMIT_MS,
  memoryLimit: MEMORY_LIMIT,
  cache: false,
});
/** {{ milestones | bullets }}: one markdown bullet per line (or list entry) of a value. */
engine.registerFilter('bullets', (value: unknown) =>
  linesOf(value)
    .map((line) => `- ${line}`)
    .join('\n'),
);
/** {{ steps | numbered }}: the same as a numbered list. */
engine.registerFilter('numbered', (value: unknown) =>
  linesOf(value)
    .map((line, i) => `${i + 1}. ${line}`)
    .join('\n'),
);

// parsed bodies by their text (which never goes stale): a format is rendered again and again, parsing it once is enough
const parsed = createCache<Template[]>({ max: PARSED_CACHE_MAX, ttlMs: 0 });

/** The parsed body; a TemplateError for a body that is not valid Liquid. */
function parseBody(body: string): Template[] {
  const cached = parsed.get(body);
  if (cached) return cached;
  let templates: Template[];
  try {
    templates = engine.parse(body);
  } catch (err) {
    if (err instanceof LiquidError) throw new TemplateError(err.message, { cause: err });
    throw err;
  }
  parsed.set(body, templates);
  return templates;
}

/** Every body must be valid Liquid before it is kept: a broken template is refused, not stored. */
export function checkBodies(formats: readonly { key: string; body: string }[]) {
  for (const format of formats) {
    try {
      parseBody(format.body);
    } catch (err) {
      if (err instanceof TemplateError) throw new TemplateError(`${format.key}: ${err.message}`, { cause: err });
      throw err;
    }
  }
}

// liquidjs stops a render past renderLimit with an error of this text, wrapped in the node's RenderError
const RENDER_LIMIT_MESSAGE = 'template render limit exceeded';
function isRenderLimit(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = (e as { originalError?: unknown }).originalError) if (e.message === RENDER_LIMIT_MESSAGE) return true;
  return false;
}

/**
 * A line without the spaces and tabs it ends with; two spaces or more that start them stay two, a
 * hard break. Read from its end: a pattern such as /[ \t]+\n/ starts again at every space of a run
 * that no line break follows, and a render of 2^17 spaces took it 53 s.
 */
function withoutTrailingSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--;
  if (end === line.length) return line;
  return line.slice(0, end) + (line.startsWith('  ', end) ? '  ' : '');
}

/**
 * Tidy markdown: no trailing spaces before a line break that is not a hard break, at most one
 * blank line in a row. Line by line, so its time grows with the text's length and no faster.
 */
function tidy(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  // the last line ends at the end of the text, not at a line break: trim() below takes its spaces
  const tidied = lines.map((line, i) => (i < lines.length - 1 ? withoutTrailingSpaces(line) : line));
  return `${tidied.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/** The markdown a format body writes with these values. */
export async function renderBody(body: string, values: Record<string, unknown>): Promise<string> {
  const templates = parseBody(body);
  try {
    return tidy(String(await engine.render(templates, values)));
  } catch (err) {
    if (isRenderLimit(err)) throw new TemplateTooSlowError({ cause: err });
    if (err instanceof LiquidError) throw new TemplateError(err.message, { cause: err });
    throw err;
  }
}
