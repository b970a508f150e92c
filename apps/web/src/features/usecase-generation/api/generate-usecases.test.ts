import { describe, expect, test } from 'vitest';
import { joinUseCases, USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import { readGeneration } from './generate-usecases';

const result = joinUseCases(['Energy: peak demand\nA utility shifts load.', 'A clinic sorts referrals.', 'Retail: stock\nA grocer reorders.']);

describe('reading the generation function’s answer', () => {
  test('a result becomes three numbered use cases, each with its title when it has one', () => {
    const generation = readGeneration('energy', true, JSON.stringify({ result, usedLastQuizContext: true }));
    expect(generation.usedLastQuizContext).toBe(true);
    expect(generation.useCases).toEqual([
      { keyword: 'energy', number: 1, content: 'Energy: peak demand\nA utility shifts load.', title: 'Energy: peak demand', body: 'A utility shifts load.', provenance: null },
      { keyword: 'energy', number: 2, content: 'A clinic sorts referrals.', title: null, body: 'A clinic sorts referrals.', provenance: null },
      { keyword: 'energy', number: 3, content: 'Retail: stock\nA grocer reorders.', title: 'Retail: stock', body: 'A grocer reorders.', provenance: null },
    ]);
  });

  test('each use case keeps where it came from', () => {
    const provenance = [{ kind: 'course', course: 'Personal Finance', topic: 'Budgets' }, { kind: 'library' }, { kind: 'model', model: 'llama3.2' }];
    const generation = readGeneration('energy', true, JSON.stringify({ result, usedLastQuizContext: false, provenance, notKnown: null }));
    expect(generation.useCases.map((u) => u.provenance)).toEqual(provenance);
  });

  test('the offline writer’s answer that it does not know the keyword is no use case, and keeps what it knows nearby', () => {
    const notKnown = { mentions: [], nearby: [{ title: 'Music theory', subject: 'Arts', keyword: 'music theory' }] };
    const generation = readGeneration('jazz', true, JSON.stringify({ result: '', usedLastQuizContext: false, provenance: [], notKnown }));
    expect(generation).toEqual({ keyword: 'jazz', useCases: [], usedLastQuizContext: false, notKnown });
  });

  test('the last-quiz flag is only taken when it is true', () => {
    expect(readGeneration('k', true, JSON.stringify({ result })).usedLastQuizContext).toBe(false);
    expect(readGeneration('k', true, JSON.stringify({ result, usedLastQuizContext: 'yes' })).usedLastQuizContext).toBe(false);
  });

  test.each([
    ['a body that is not JSON', true, '<html>Bad gateway</html>', USECASE_GENERATION_MSG.invalidJson],
    ['a refusal that is not JSON either', false, 'Bad gateway', USECASE_GENERATION_MSG.invalidJson],
    ['a refusal with the server’s sentence', false, JSON.stringify({ error: 'rate_limited', message: 'Please wait.' }), 'Please wait.'],
    ['a refusal with only an error', false, JSON.stringify({ error: 'Quota exhausted' }), 'Quota exhausted'],
    ['a refusal with neither', false, JSON.stringify({ message: '  ' }), USECASE_GENERATION_MSG.fetchFailed],
    ['a refusal that is a JSON list', false, '[]', USECASE_GENERATION_MSG.fetchFailed],
    ['an answer without a result', true, '{}', USECASE_GENERATION_MSG.generateFailed],
    ['a result of two use cases', true, JSON.stringify({ result: joinUseCases(['a', 'b']) }), USECASE_GENERATION_MSG.generateFailed],
    ['a result that is not text', true, JSON.stringify({ result: ['a', 'b', 'c'] }), USECASE_GENERATION_MSG.generateFailed],
  ])('%s is shown as its message', (_what, ok, text, message) => {
    expect(() => readGeneration('k', ok, text)).toThrow(message);
  });
});
