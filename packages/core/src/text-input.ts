import { z } from 'zod';

/*
 * What text a user may send (decision 023). PostgreSQL text cannot hold NUL and a lone surrogate
 * has no UTF-8 form, so neither is accepted anywhere: the server refuses them at its edge for every
 * route, and these schemas refuse them in every form. Control characters are refused as well:
 * multi-line text (contents, notes, comments, bios, template bodies, form values) keeps tabs and
 * line breaks; single-line text (names, titles, keys, tags, slugs, search queries) holds neither.
 */

/** Fragments, as validation messages are: the server writes '{field}: {message}'. */
export const TEXT_MSG = {
  nul: 'must not contain NUL characters',
  malformed: 'must be well-formed Unicode text',
  controlCharacters: 'must not contain control characters',
  lineBreak: 'must be a single line',
} as const;

// with the u flag a surrogate pair is one code point, so only a lone half matches
const LONE_SURROGATE = /\p{Cs}/u;
/** Control characters (C0, DEL, C1: Unicode's Cc) other than tab, line feed and carriage return. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
const LINE_BREAK = /[\n\r\u2028\u2029]/;
const TAB = '\t';

/** Why PostgreSQL could not store this text (a NUL, a lone surrogate), or undefined. */
export function unstorableText(text: string): string | undefined {
  if (text.includes('\u0000')) return TEXT_MSG.nul;
  if (LONE_SURROGATE.test(text)) return TEXT_MSG.malformed;
  return undefined;
}

function multiLineProblem(text: string): string | undefined {
  return unstorableText(text) ?? (CONTROL_BUT_LINE_BREAKS.test(text) ? TEXT_MSG.controlCharacters : undefined);
}

function singleLineProblem(text: string): string | undefined {
  return multiLineProblem(text) ?? (LINE_BREAK.test(text) ? TEXT_MSG.lineBreak : text.includes(TAB) ? TEXT_MSG.controlCharacters : undefined);
}

const refusing = (problem: (text: string) => string | undefined) => (text: string, ctx: z.RefinementCtx<string>) => {
  const message = problem(text);
  if (message) ctx.addIssue({ code: 'custom', message, input: text });
};

type StringParams = Parameters<typeof z.string>[0];

/** Names, titles, keys, tags, slugs, queries: no control character at all, line breaks included. */
export const singleLineText = (params?: StringParams) => z.string(params).superRefine(refusing(singleLineProblem));

/** Contents, notes, comments, bodies, form values: tabs and line breaks kept, other control characters refused. */
export const multiLineText = (params?: StringParams) => z.string(params).superRefine(refusing(multiLineProblem));
