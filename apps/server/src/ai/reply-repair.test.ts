import { describe, expect, test } from 'vitest';
import { readUseCases } from './reply-repair';

const expected = ['Retail: fewer empty shelves\nA grocer forecasts demand.', 'Energy: steadier grids\nA utility forecasts wind.', 'Health: faster triage\nA ward flags sepsis early.'];

describe('reading a model’s reply as three use cases', () => {
  test('the exact format is read as it is', () => {
    const reply = `Use Case 1: ${expected[0]}\n\nUse Case 2: ${expected[1]}\n\nUse Case 3: ${expected[2]}`;
    expect(readUseCases(reply)).toEqual(expected);
  });

  test('markdown headings and bold markers are repaired away', () => {
    const reply = [
      'Sure! Here are three use cases:',
      '### **Use Case 1:** Retail: fewer empty shelves',
      'A grocer forecasts demand.',
      '',
      '**Use case 2 -** Energy: **steadier** grids',
      'A utility forecasts wind.',
      '',
      '## Use Case #3: Health: faster triage',
      'A ward flags sepsis early.',
    ].join('\n');
    expect(readUseCases(reply)).toEqual([
      'Retail: fewer empty shelves\nA grocer forecasts demand.',
      'Energy: steadier grids\nA utility forecasts wind.',
      'Health: faster triage\nA ward flags sepsis early.',
    ]);
  });

  test('a plain numbered list of three is read as the three use cases', () => {
    const reply = '1. Retail: fewer empty shelves\nA grocer forecasts demand.\n2) Energy: steadier grids\nA utility forecasts wind.\n3. Health: faster triage\nA ward flags sepsis early.';
    expect(readUseCases(reply)).toEqual(expected);
  });

  test('a code fence around the answer is ignored', () => {
    const reply = `\`\`\`text\nUse Case 1: a\nUse Case 2: b\nUse Case 3: c\n\`\`\``;
    expect(readUseCases(reply)).toEqual(['a', 'b', 'c']);
  });

  test('four complete use cases give the first three', () => {
    expect(readUseCases('Use Case 1: a\nUse Case 2: b\nUse Case 3: c\nUse Case 4: d')).toEqual(['a', 'b', 'c']);
  });

  test.each([
    ['prose without markers', 'AI helps hospitals, farms and shops in many ways.'],
    ['only two use cases', 'Use Case 1: a\nUse Case 2: b'],
    ['markers out of order', 'Use Case 1: a\nUse Case 3: b\nUse Case 2: c'],
    ['an empty third use case', 'Use Case 1: a\nUse Case 2: b\nUse Case 3: **'],
    ['a list of two', '1. a\n2. b'],
    ['half-marked text with a numbered list inside', 'Use Case 1: a\n1. step\n2. step\n3. step'],
  ])('%s is refused', (_what, reply) => {
    expect(readUseCases(reply)).toBeNull();
  });
});
