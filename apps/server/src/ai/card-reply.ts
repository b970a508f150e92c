import type { CardDraft, CardsRequest } from './provider';

/*
 * Flashcards a model writes from use cases. Small local models keep to a labelled line format
 * ("Front: …" / "Back: …") far better than to JSON, so that is what is asked for and read; a reply
 * with any other number of cards than use cases is refused, never half-used.
 */

export const CARDS_SYSTEM_PROMPT = `You turn real-world use cases into flashcards for a learner.
For each use case, write one card in exactly this format and nothing else:

Front: <a short question that makes the learner recall how the keyword is used in this use case>
Back: <the answer in one to three sentences, using only facts from the use case>

Write the cards in the order of the use cases, separated by a blank line. Plain text only: no markdown, no numbering, no introduction.`;

export function cardsPrompt({ keyword, useCases, learnerIsChild }: CardsRequest): string {
  const parts = [`Keyword: "${keyword}"`, ...useCases.map((text, i) => `Use case ${i + 1}:\n${text.trim()}`)];
  if (learnerIsChild) parts.push('The learner is a child under 10: use simple words.');
  parts.push(`Write ${useCases.length} ${useCases.length === 1 ? 'card' : 'cards'}, one per use case.`);
  return parts.join('\n\n');
}

const LABEL = /^[\t >#*_-]*(front|back)[\t *_]*[:：][\t *_]*/gim;

/** The cards of a reply, in order, or null unless it holds exactly `count` cards with both sides. */
export function readCards(reply: string, count: number): CardDraft[] | null {
  // a model may head each card ("Card 2", "### Use case 2:"): such lines are no part of a side
  const text = reply.replace(/\r\n?/g, '\n').replace(/^[\t #*_]*(?:card|use case)\s*#?\d+[\t *_:.)-]*$/gim, '');
  const labels = [...text.matchAll(LABEL)];
  const cards: CardDraft[] = [];
  for (let i = 0; i < labels.length; i += 2) {
    const front = labels[i]!;
    const back = labels[i + 1];
    if (front[1]!.toLowerCase() !== 'front' || back?.[1]!.toLowerCase() !== 'back') return null;
    const side = (m: RegExpMatchArray, end: number | undefined) =>
      text
        .slice(m.index! + m[0].length, end)
        .replace(/(\*\*|__)/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    const card = { front: side(front, back.index), back: side(back, labels[i + 2]?.index) };
    if (!card.front || !card.back) return null;
    cards.push(card);
  }
  return cards.length === count ? cards : null;
}
