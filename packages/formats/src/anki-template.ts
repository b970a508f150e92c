/*
 * Anki's card templates, rendered to HTML the way Anki shows a card: {{Field}}, filters
 * ({{cloze:Text}}, {{type:Back}}, {{hint:…}}, …), sections {{#Field}}…{{/Field}} and {{^Field}}…,
 * and {{FrontSide}} on the answer. Every card of a note is its note type's template applied to
 * the note's fields, so this reads any note type, not only the stock ones.
 */

type Node = string | { field: string; filters: string[] } | { section: string; inverted: boolean; children: Node[] };

export interface Template {
  question: Node[];
  answer: Node[];
}

function parse(source: string): Node[] {
  const root: Node[] = [];
  const stack: { section: string; children: Node[] }[] = [];
  let current = root;
  let at = 0;
  for (const tag of source.matchAll(/\{\{([\s\S]*?)\}\}/g)) {
    if (tag.index > at) current.push(source.slice(at, tag.index));
    at = tag.index + tag[0].length;
    const inside = tag[1]!.trim();
    const sigil = inside[0];
    if (sigil === '#' || sigil === '^') {
      const section = { section: inside.slice(1).trim(), inverted: sigil === '^', children: [] as Node[] };
      current.push(section);
      stack.push(section);
      current = section.children;
    } else if (sigil === '/') {
      // Anki refuses a template whose sections do not nest; here an unmatched end is left out
      if (stack.at(-1)?.section === inside.slice(1).trim()) {
        stack.pop();
        current = stack.at(-1)?.children ?? root;
      }
    } else if (sigil !== '!') {
      const parts = inside.split(':');
      current.push({ field: parts.pop()!.trim(), filters: parts.map((f) => f.trim()) });
    }
  }
  if (at < source.length) current.push(source.slice(at));
  return root;
}

export function parseTemplate(qfmt: string, afmt: string): Template {
  return { question: parse(qfmt), answer: parse(afmt) };
}

/** The first field the nodes show through a filter, as {{type:Back}} or {{cloze:Text}} name theirs. */
function filteredField(nodes: Node[], filter: string): string | null {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    const found = 'section' in node ? filteredField(node.children, filter) : node.filters.includes(filter) ? node.field : null;
    if (found !== null) return found;
  }
  return null;
}

/** The field a card's front asks to be typed ({{type:Back}}); a typed cloze ({{type:cloze:Text}}) is a cloze. */
export const typedField = (template: Template): string | null =>
  filteredField(template.question, 'cloze') === null ? filteredField(template.question, 'type') : null;

/** The field a cloze note type's front makes its blanks from ({{cloze:Text}}). */
export const clozeField = (template: Template): string | null => filteredField(template.question, 'cloze');

// ------------------------------------------------------------------------------------- clozes

type ClozeNode = string | { ord: number; children: ClozeNode[]; hint: string | null };

/** Cloze deletions, nested ones included: {{c1::text}}, {{c2::text::hint}}. */
function parseClozes(text: string): ClozeNode[] {
  const root: ClozeNode[] = [];
  const stack: { node: { ord: number; children: ClozeNode[] }; opening: string; parent: ClozeNode[] }[] = [];
  const token = /\{\{c(\d+)::|\}\}/g;
  let current = root;
  let at = 0;
  for (const match of text.matchAll(token)) {
    if (match[0] === '}}' && stack.length === 0) continue;
    if (match.index > at) current.push(text.slice(at, match.index));
    at = match.index + match[0].length;
    if (match[1] !== undefined) {
      const node = { ord: Number(match[1]), children: [] as ClozeNode[] };
      current.push(node as ClozeNode);
      stack.push({ node, opening: match[0], parent: current });
      current = node.children;
    } else {
      stack.pop();
      current = stack.at(-1)?.node.children ?? root;
    }
  }
  if (at < text.length) current.push(text.slice(at));
  // a deletion never closed is text, as Anki shows it
  for (let open = stack.pop(); open; open = stack.pop()) {
    open.parent.splice(open.parent.indexOf(open.node as ClozeNode), 1, open.opening, ...open.node.children);
  }
  return root.map(splitHints);
}

/** The hint is what follows the first "::" in a deletion's own text (a hint may hold "::" itself). */
function splitHints(node: ClozeNode): ClozeNode {
  if (typeof node === 'string') return node;
  const children = node.children.map(splitHints);
  const last = children.at(-1);
  let hint: string | null = null;
  if (typeof last === 'string' && last.includes('::')) {
    const split = last.indexOf('::');
    hint = last.slice(split + 2);
    children[children.length - 1] = last.slice(0, split);
  }
  return { ord: node.ord, children, hint };
}

/** The question hides deletion `ord` as [...] (or [hint]) and shows the others; the answer shows all. */
function renderCloze(text: string, ord: number | null, side: 'question' | 'answer'): string {
  const render = (nodes: ClozeNode[]): string =>
    nodes
      .map((n) => {
        if (typeof n === 'string') return n;
        if (side === 'question' && n.ord === ord) return `[${n.hint?.trim() || '...'}]`;
        return render(n.children);
      })
      .join('');
  return render(parseClozes(text));
}

/**
 * A cloze text with one level of deletions, as Curio asks them: a deletion inside another is kept
 * as the outer one's text (its own hint dropped), so the outer blank is asked whole.
 */
export function flattenClozes(text: string): { text: string; nested: boolean } {
  let nested = false;
  const plain = (nodes: ClozeNode[]): string =>
    nodes
      .map((n) => {
        if (typeof n === 'string') return n;
        nested = true;
        return plain(n.children);
      })
      .join('');
  const flat = parseClozes(text)
    .map((n) => (typeof n === 'string' ? n : `{{c${n.ord}::${plain(n.children)}${n.hint === null ? '' : `::${n.hint}`}}}`))
    .join('');
  return { text: flat, nested };
}

// ------------------------------------------------------------------------------------- render

export interface CardContext {
  fields: Map<string, string>;
  /** the cloze number of a cloze note type's card */
  cloze: number | null;
  /** {{type:…}} shows nothing on the answer either: what else the answer side says */
  hideTyped?: boolean;
}

/** Anki's own test of an empty field: nothing but white space and empty lines. */
const isEmptyField = (html: string) => /^(?:\s|<br\s*\/?>|<div>|<\/div>|&nbsp;)*$/i.test(html);

function applyFilters(value: string, filters: string[], side: 'question' | 'answer', context: CardContext): string {
  // the filter nearest the field applies first
  for (const filter of [...filters].reverse()) {
    if (filter === 'cloze') value = renderCloze(value, context.cloze, side);
    else if (filter === 'type') value = side === 'question' || context.hideTyped ? '' : value;
    // furigana: "漢字[かんじ]"; kanji keeps the word, kana the reading, furigana both as written
    else if (filter === 'kanji') value = value.replace(/ ?([^ >]+?)\[(.+?)\]/g, '$1');
    else if (filter === 'kana') value = value.replace(/ ?([^ >]+?)\[(.+?)\]/g, '$2');
  }
  return value;
}

function render(nodes: Node[], side: 'question' | 'answer', context: CardContext, frontSide: string): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if ('section' in node) {
        const cloze = /^c(\d+)$/.exec(node.section);
        const present =
          cloze && !context.fields.has(node.section)
            ? Number(cloze[1]) === context.cloze
            : !isEmptyField(context.fields.get(node.section) ?? '');
        return present !== node.inverted ? render(node.children, side, context, frontSide) : '';
      }
      if (node.field === 'FrontSide') return frontSide;
      // special fields (Tags, Deck, Card, …) and unknown ones show nothing
      const value = context.fields.get(node.field);
      return value === undefined ? '' : applyFilters(value, node.filters, side, context);
    })
    .join('');
}

const ANSWER_RULE = /<hr\b[^>]*\bid\s*=\s*["']?answer\b[^>]*>/gi;

/**
 * A card's question and answer as HTML. The answer is what the answer side adds: after its
 * <hr id=answer> when there is one, otherwise the answer side without {{FrontSide}}.
 */
export function renderCard(template: Template, context: CardContext): { question: string; answer: string } {
  const question = render(template.question, 'question', context, '');
  const withFront = render(template.answer, 'answer', context, question);
  const rules = [...withFront.matchAll(ANSWER_RULE)];
  const last = rules.at(-1);
  const answer = last ? withFront.slice(last.index + last[0].length) : render(template.answer, 'answer', context, '');
  return { question, answer };
}
