/*
 * What the text importers say about a file in the preview's notices and problems: what they left
 * out or changed, with the lines it happened on.
 */

/** "line 4", "lines 4, 9 and 12", "lines 4, 9, 12, 20, 31 and 7 more" */
export const onLines = (lines: readonly number[], shown = 5): string => {
  if (lines.length === 1) return `line ${lines[0]}`;
  const named = lines.slice(0, shown).map(String);
  const more = lines.length - named.length;
  return more > 0 ? `lines ${named.join(', ')} and ${more.toLocaleString('en')} more` : `lines ${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
};

export const GIFT_MSG = {
  braces: 'A { has no closing }.',
  tooFewAnswers: 'A multiple-choice question needs at least 2 answers.',
  noneRight: 'No answer is marked right (= or a positive %weight%).',
  severalRight: 'More than one answer is marked right with =; Curio’s multiple choice has one right answer (weigh them with ~%50% to let a learner choose several).',
  noFullCredit: 'No answer gets full credit (= or %100%).',
  notNumbers: 'A numerical answer must be a number, number:margin or min..max.',
  matchingArrow: 'Each matching pair is written =prompt -> match.',
  /** what a reading left out or changed, by kind: "Question names (::name::) are not kept (lines 1, 4 and 9)." */
  changed: {
    title: (lines: string) => `Question names (::name::) are not kept (${lines}).`,
    description: (lines: string) => `Text without answers (a Moodle description) left out (${lines}).`,
    essay: (lines: string) => `Essay questions have no answer to check: imported as flashcards, the question on the front and the general feedback on the back (${lines}).`,
    wrongFeedback: (lines: string) => `Feedback on wrong answers left out; the right answer’s feedback and the general feedback are the explanation (${lines}).`,
    partialChoice: (lines: string) => `Partial credit and penalties of multiple-choice answers left out: the answer at 100% is the right one (${lines}).`,
    partialTyped: (lines: string) => `Short answers with partial credit left out: the answers at 100% are accepted (${lines}).`,
    partialNumeric: (lines: string) => `Numerical answers with partial credit left out: the answers at 100% are accepted (${lines}).`,
    media: (lines: string) => `Pictures and sounds are not in a GIFT file: left out (${lines}).`,
    wildcard: (lines: string) => `Catch-all answers (*) left out (${lines}).`,
    matchingDistractor: (lines: string) => `Extra wrong matches (= -> …) left out: Curio offers the pairs’ matches (${lines}).`,
  },
} as const;
