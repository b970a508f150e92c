import { describe, expect, test } from 'vitest';
import { joinUseCases } from '@curio/core/usecase-text';
import { FILLER_THRESHOLD, formatReport, maskedWords, readKeywordFile, scoreAnswers, sectorOf, type EvalAnswer } from './usecase-eval';

const template = (k: string) =>
  joinUseCases([
    `Media: explaining it\nA local newspaper runs a story that readers can only follow if they understand ${k}, and the reporter writes a plain explainer first.`,
    `Public services: a workshop\nA public library runs an evening workshop on ${k} for adults who want to catch up or understand it better.`,
    `Careers: an interview story\nA job seeker who has studied ${k} prepares one short story for interviews about what they did with it.`,
  ]);

const answer = (keyword: string, result: string, more: Partial<EvalAnswer> = {}): EvalAnswer => ({ keyword, result, provenance: [], ms: 1, ...more });

describe('the use-case evaluation', () => {
  test('a template filled with different keywords is filler; specific use cases are not', () => {
    const specific = joinUseCases([
      'Farming: greenhouse light\nA tomato grower adds light on dull winter days and measures the yield per square metre.',
      'Public services: street trees\nA council plants shade trees first in the hottest streets and compares summer temperatures.',
      'Education: cress experiment\nPupils grow cress in light and in a cupboard and draw a graph of the seedlings.',
    ]);
    const { rows, summary } = scoreAnswers([answer('origami', template('origami')), answer('jazz', template('jazz')), answer('photosynthesis', specific)]);

    expect(rows[0]!.filler).toBeGreaterThan(0.9);
    expect(rows[0]!.fillerUseCases).toBe(3);
    expect(rows[2]!.filler).toBeLessThan(FILLER_THRESHOLD);
    expect(rows[2]!.distinctSectors).toBe(true);
    expect(summary.fillerUseCases).toBe(6);
    expect(summary.useCases).toBe(9);
  });

  test('an answer that says it does not know is not a use case and is not scored as filler', () => {
    const { rows, summary } = scoreAnswers([answer('origami', '', { notKnown: 'doesn’t know origami yet' }), answer('jazz', template('jazz'))]);
    expect(rows[0]).toMatchObject({ kind: 'not known', useCases: 0, filler: 0 });
    expect(rows[1]!.filler).toBe(0);
    expect(summary.notKnown).toBe(1);
  });

  test('the keyword is masked in every form, so the same template is caught whatever word fills it', () => {
    expect(maskedWords('Volcanoes erupt; a volcano sleeps.', 'volcano')).toEqual(['\u0000k', 'erupt', 'a', '\u0000k', 'sleeps']);
  });

  test('the keyword’s other forms and its words are masked too, so a story told with “negotiating” matches one told with “speaking”', () => {
    expect(maskedWords('She practises negotiating; negotiators listen.', 'negotiation')).toEqual(['she', 'practises', '\u0000k', '\u0000k', 'listen']);
    expect(maskedWords('Public speakers speak in public.', 'public speaking')).toEqual(['\u0000k', '\u0000k', '\u0000k', 'in', '\u0000k']);
  });

  test('two keywords that get the same story are a near-duplicate pair, and the report says the evaluation fails', () => {
    const story = (k: string) =>
      joinUseCases([
        `Careers: a new team leader\nA newly promoted team leader works on ${k} in low-stakes situations first and asks one colleague for honest feedback after each meeting.`,
        `Education: a school event\nA secondary school builds ${k} into a term-long project in which pupils organise a real event for the school community.`,
        `Small business: a growing company\nThe owner of a cleaning company that has grown to twenty people works on ${k} when she can no longer be at every job herself.`,
      ]);
    const own = joinUseCases([
      'Farming: greenhouse light\nA tomato grower adds light on dull winter days and measures the yield per square metre.',
      'Public services: street trees\nA council plants shade trees first in the hottest streets and compares summer temperatures.',
      'Education: cress experiment\nPupils grow cress in light and in a cupboard and draw a graph of the seedlings.',
    ]);
    const scored = scoreAnswers([answer('negotiation', story('negotiating')), answer('public speaking', story('public speaking')), answer('photosynthesis', own), answer('origami', '')]);

    expect(scored.summary.nearDuplicates).toEqual([{ a: 'negotiation', b: 'public speaking', alikeA: 3, alikeB: 3, useCasesA: 3, useCasesB: 3, overlap: 1 }]);
    const report = formatReport('offline', scored);
    expect(report).toContain('near-duplicate keyword pairs');
    expect(report).toContain('1.00  negotiation (3/3 use cases alike) ~ public speaking (3/3)');
    expect(report).toContain('FAIL');

    const apart = scoreAnswers([answer('negotiation', story('negotiation')), answer('photosynthesis', own)]);
    expect(apart.summary.nearDuplicates).toEqual([]);
    expect(formatReport('offline', apart)).toContain('OK: no two keywords share a use case.');
  });

  test('sectors come from the titles, keywords from the text (a typographic apostrophe included)', () => {
    expect(sectorOf('Energy: forecasting wind\nA grid operator…')).toBe('energy');
    const same = joinUseCases(['Energy: a\nUses Pythagoras’ theorem.', 'Energy: b\nText.', 'Retail: c\nText.']);
    expect(scoreAnswers([answer("Pythagoras' theorem", same)]).rows[0]).toMatchObject({ distinctSectors: false, keywordPresent: 1 });
  });

  test('a keyword file is one keyword a line, comments and blank lines skipped', () => {
    expect(readKeywordFile('# sciences\nphotosynthesis\n\n  CRISPR  # gene editing\n')).toEqual(['photosynthesis', 'CRISPR']);
  });
});
