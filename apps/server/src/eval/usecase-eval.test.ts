import { describe, expect, test } from 'vitest';
import { joinUseCases } from '@curio/core/usecase-text';
import { FILLER_THRESHOLD, maskedWords, readKeywordFile, scoreAnswers, sectorOf, type EvalAnswer } from './usecase-eval';

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

  test('sectors come from the titles, keywords from the text (a typographic apostrophe included)', () => {
    expect(sectorOf('Energy: forecasting wind\nA grid operator…')).toBe('energy');
    const same = joinUseCases(['Energy: a\nUses Pythagoras’ theorem.', 'Energy: b\nText.', 'Retail: c\nText.']);
    expect(scoreAnswers([answer("Pythagoras' theorem", same)]).rows[0]).toMatchObject({ distinctSectors: false, keywordPresent: 1 });
  });

  test('a keyword file is one keyword a line, comments and blank lines skipped', () => {
    expect(readKeywordFile('# sciences\nphotosynthesis\n\n  CRISPR  # gene editing\n')).toEqual(['photosynthesis', 'CRISPR']);
  });
});
