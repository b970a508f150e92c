import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderPage } from '../../../testing/render';
import { AnswerList } from './answer-list';

test('each answer shows what was given, how it was marked and the right answer', () => {
  renderPage(
    <AnswerList
      answers={[
        { question: 'Which planet is the largest?', selectedOption: 'Jupiter', correctAnswer: 'Jupiter', correct: true, timeTaken: 3 },
        { question: 'Which planet has the Great Red Spot?', selectedOption: 'jupitr', correctAnswer: 'Jupiter', correct: true, almost: true, credit: 1, timeTaken: 5 },
        { question: 'Match each planet with a moon.', selectedOption: 'Earth → Moon; Mars → Europa', correctAnswer: 'Earth → Moon; Mars → Phobos', correct: false, credit: 0.5, timeTaken: 9 },
        { question: 'How many planets?', selectedOption: '9', correctAnswer: '8', correct: false, credit: 0, timeTaken: 2 },
      ]}
    />,
  );
  expect(screen.getByText('Your answer: Jupiter · 3s')).toBeTruthy();
  expect(screen.getByText('Your answer: jupitr · Almost — check the spelling. The right answer is: Jupiter · 5s')).toBeTruthy();
  expect(screen.getByText('Your answer: Earth → Moon; Mars → Europa · Partly right: 50% of the mark · Correct answer: Earth → Moon; Mars → Phobos · 9s')).toBeTruthy();
  expect(screen.getByText('Your answer: 9 · Correct answer: 8 · 2s')).toBeTruthy();
});
