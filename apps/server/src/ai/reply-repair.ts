import { Allow, parse as parsePartialJson } from 'partial-json';
import { z } from 'zod';
import { USECASES_PER_REQUEST } from '@curio/core/limits';
import type { DraftUseCase } from '@curio/core/usecase-generation';
import { splitUseCases } from '@curio/core/usecase-text';

/*
 * Models asked for 'Use Case N:' text often come close without getting it exactly: markdown
 * headings, bold markers, "Use case #1 -", or a plain numbered list. These are read as the three
 * use cases they clearly are; anything less clear is refused, never shown half-parsed. A model
 * asked for JSON (a server's JSON-schema mode) may still fence it or say something around it.
 */

/** "Use Case 1", "### Use case #1 -", "**Use Case 1:**" at the start of a line */
const LOOSE_MARKER = /^[\t >#*_]*use[\s-]*case\s*(?:no\.?\s*)?#?\s*(\d+)\s*(?:\*\*|__)?\s*[:.)\-–—]?[\t *_]*/gim;
/** "1." or "**1)" at the start of a line */
const NUMBERED = /^[\t >#*_]*(\d+)[.)](?:\*\*|__)?[\t ]+/gm;

/** Plain text: no code fences, markdown emphasis or heading marks, Unix line ends. */
function plain(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/^```[\w-]*[\t ]*$/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/^[\t ]*#{1,6}[\t ]*/gm, '');
}

/** One use case: no stray emphasis marks, trailing spaces or runs of blank lines. */
function tidy(item: string): string {
  return item
    .replace(/^[\t ]*(?:\*\*|__)[\t ]*|[\t ]*(?:\*\*|__)[\t ]*$/gm, '')
    .replace(/[\t ]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Items introduced by the given line markers, numbered 1, 2, 3… in order; null otherwise. */
function itemsAfter(text: string, marker: RegExp): string[] | null {
  const found = [...text.matchAll(marker)];
  if (found.length < USECASES_PER_REQUEST || found.some((m, i) => Number(m[1]) !== i + 1)) return null;
  // a model that wrote four complete use cases has still written the three we asked for
  const items = found.slice(0, USECASES_PER_REQUEST).map((m, i) => text.slice(m.index + m[0].length, found[i + 1]?.index ?? text.length));
  const tidied = items.map(tidy);
  return tidied.every((item) => item !== '') ? tidied : null;
}

/** The three use cases of a model's reply, or null when the reply does not clearly hold three. */
export function readUseCases(reply: string): string[] | null {
  const text = plain(reply);
  const strict = splitUseCases(text)?.map(tidy);
  if (strict) return strict.every(Boolean) ? strict : null;
  return itemsAfter(text, LOOSE_MARKER) ?? (/use[\s-]*case/i.test(text) ? null : itemsAfter(text, NUMBERED));
}

/** The shape asked of a model in JSON-schema mode: each use case's sector, title and text. */
export const USE_CASES_JSON_SCHEMA = {
  type: 'object',
  properties: {
    use_cases: {
      type: 'array',
      minItems: USECASES_PER_REQUEST,
      maxItems: USECASES_PER_REQUEST,
      items: {
        type: 'object',
        properties: { sector: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' } },
        required: ['sector', 'title', 'description'],
        additionalProperties: false,
      },
    },
  },
  required: ['use_cases'],
  additionalProperties: false,
} as const;

const jsonUseCase = z.object({ sector: z.string().trim().min(1), title: z.string().trim().min(1), description: z.string().trim().min(1) });
const jsonReply = z.union([z.object({ use_cases: z.array(jsonUseCase) }), z.array(jsonUseCase).transform((use_cases) => ({ use_cases }))]);

/** The JSON object of a reply, fences and any words around it left out; undefined when there is none. */
function jsonOf(reply: string): unknown {
  const text = plainJson(reply);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A reply's JSON text: inside a code fence if there is one, from the first { or [ to the last } or ]. */
function plainJson(reply: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)(?:```|$)/i.exec(reply);
  const text = (fenced ? fenced[1]! : reply).trim();
  const start = text.search(/[[{]/);
  return start < 0 ? text : text.slice(start);
}

const asItem = (u: z.infer<typeof jsonUseCase>) => `${u.sector.replace(/[:\n]+/g, ' ').trim()}: ${u.title.replace(/\n+/g, ' ').trim()}\n${u.description.trim()}`;

/**
 * The three use cases of a reply in the JSON shape (a fence or words around it allowed), as
 * 'Sector: title' and text; null when it is not that JSON or holds fewer than three.
 */
export function readJsonUseCases(reply: string): string[] | null {
  const parsed = jsonReply.safeParse(jsonOf(reply));
  if (!parsed.success || parsed.data.use_cases.length < USECASES_PER_REQUEST) return null;
  return parsed.data.use_cases.slice(0, USECASES_PER_REQUEST).map(asItem);
}

/** The use cases a reply holds so far, in either shape, as a model writes it: for the screen only. */
export function readDrafts(reply: string): DraftUseCase[] {
  const trimmed = reply.trimStart();
  if (/^(?:```|\{|\[)/.test(trimmed)) {
    let partial: unknown;
    try {
      partial = parsePartialJson(plainJson(trimmed), Allow.ALL);
    } catch {
      return [];
    }
    const list = Array.isArray(partial) ? partial : (partial as { use_cases?: unknown } | null)?.use_cases;
    if (!Array.isArray(list)) return [];
    return list.slice(0, USECASES_PER_REQUEST).map((u: Partial<Record<'sector' | 'title' | 'description', unknown>>) => {
      const text = (v: unknown) => (typeof v === 'string' ? v : '');
      const title = [text(u?.sector), text(u?.title)].filter(Boolean).join(': ');
      return { title, body: text(u?.description) };
    });
  }
  const text = plain(reply);
  const found = [...text.matchAll(LOOSE_MARKER)];
  return found.slice(0, USECASES_PER_REQUEST).map((m, i) => {
    const item = tidy(text.slice(m.index + m[0].length, found[i + 1]?.index ?? text.length));
    const newline = item.indexOf('\n');
    return newline < 0 ? { title: item, body: '' } : { title: item.slice(0, newline).trim(), body: item.slice(newline + 1).trim() };
  });
}
