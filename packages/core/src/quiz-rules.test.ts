import { describe, expect, test } from 'vitest';
import {
  canResume,
  cleanNames,
  dedupeFlashcards,
  dedupeQuestions,
  DIFFICULTY_COLORS,
  difficultyOf,
  isCorrectAnswer,
  nextIndex,
  normalizeOption,
  parseOptions,
  parseQuestionId,
  parseStudyMode,
  PROGRESS_SUFFIXES,
  progressKey,
  quizFromQuestion,
  scoreOf,
  stepBackAfterDelete,
  STUDY_MODES,
  splitQuizCheck,
  summaryLines,
} from './quiz-rules';

describe('study mode in the query string', () => {
  test('the modes are serious and curious', () => {
    expect([...STUDY_MODES]).toEqual(['serious', 'curious']);
  });

  test.each([
    ['serious', 'serious'],
    ['curious', 'curious'],
    [' Serious ', 'serious'],
    ['CURIOUS', 'curious'],
  ])('%j is accepted as %j', (value, mode) => {
    expect(parseStudyMode(value)).toBe(mode);
  });

  test.each(['', '  ', 'kids', 'seriousx', 'serious curious', 'all', null, undefined, 1, ['serious'], {}])('%j is rejected', (value) => {
    expect(parseStudyMode(value)).toBeNull();
  });
});

describe('question options', () => {
  test('a list is trimmed and empties are dropped', () => {
    expect(parseOptions([' Paris ', '', '  ', 'London'])).toEqual(['Paris', 'London']);
  });

  test('a comma-separated string is split on commas', () => {
    expect(parseOptions('Paris, London ,Rome,, ')).toEqual(['Paris', 'London', 'Rome']);
  });

  test.each([null, undefined, '', ' , ', []])('%j gives no options', (options) => {
    expect(parseOptions(options)).toEqual([]);
  });

  test('a list keeps commas inside an option', () => {
    expect(parseOptions(['1,000', '10,000'])).toEqual(['1,000', '10,000']);
  });

  test('the given list is not changed', () => {
    const options = [' a '] as const;
    parseOptions(options);
    expect(options).toEqual([' a ']);
  });
});

describe('option display form', () => {
  test.each([
    ['a. Paris', 'Paris'],
    ['B) London', 'London'],
    ['c ) Rome', 'Rome'],
    ['(d) Berlin', 'Berlin'],
    ['( e ) Oslo', 'Oslo'],
    ['a - Madrid', 'Madrid'],
    ['b: Lisbon', 'Lisbon'],
    ['c] Vienna', 'Vienna'],
    ['  a.   Paris  ', 'Paris'],
  ])('the letter prefix of %j is stripped', (option, expected) => {
    expect(normalizeOption(option)).toBe(expected);
  });

  test.each([
    ['paris', 'Paris'],
    ['new york city', 'New York City'],
    ['a. html and css', 'Html And Css'],
    ['B) HTML and CSS', 'HTML And CSS'],
    ['iPhone', 'iPhone'],
    ['eBay and iPad', 'eBay And iPad'],
    ['3.14', '3.14'],
    ['3rd place', '3rd Place'],
    ['42', '42'],
    ['console.log()', 'console.log()'],
    ['e.g. cats', 'e.g. Cats'],
    ['a+b', 'a+b'],
    ['x = 5', 'X = 5'],
    ["don't know", "Don't Know"],
    ['well-known fact', 'Well-known Fact'],
    ['(optional) step', '(Optional) Step'],
    ['paris, france', 'Paris, France'],
    ['"quoted" text', '"Quoted" Text'],
    ['élan vital', 'Élan Vital'],
    ['None of the above', 'None Of The Above'],
  ])('%j reads %j', (option, expected) => {
    expect(normalizeOption(option)).toBe(expected);
  });

  test.each([
    ['A-B testing', 'A-B Testing'],
    ['a.out file', 'a.out File'],
    ['a lot', 'A Lot'],
    ['I am here', 'I Am Here'],
    ['a)', 'A)'],
  ])('%j has no letter prefix and reads %j', (option, expected) => {
    expect(normalizeOption(option)).toBe(expected);
  });

  test.each([
    ['1. Paris', '1. Paris'],
    ['10) Ten', '10) Ten'],
    ['ab) Paris', 'Ab) Paris'],
  ])('only a single letter is a prefix: %j reads %j', (option, expected) => {
    expect(normalizeOption(option)).toBe(expected);
  });

  test('only the first prefix is stripped', () => {
    expect(normalizeOption('a) b) paris')).toBe('B) Paris');
  });

  test('inner whitespace is collapsed', () => {
    expect(normalizeOption('big \t  data\nlake')).toBe('Big Data Lake');
  });

  test.each(['', '   '])('%j stays empty', (option) => {
    expect(normalizeOption(option)).toBe('');
  });

  test('normalizing twice changes nothing', () => {
    for (const option of ['a. html and css', '(d) iPhone 15', 'c ) 3.14', 'b) e.g. cats']) {
      const once = normalizeOption(option);
      expect(normalizeOption(once)).toBe(once);
    }
  });
});

describe('answer check', () => {
  test('the chosen option equal to the stored answer is correct', () => {
    expect(isCorrectAnswer('Paris', 'Paris')).toBe(true);
  });

  test('a displayed option matches a stored answer that still has its prefix or lower case', () => {
    expect(isCorrectAnswer(normalizeOption('b) paris'), 'b) paris')).toBe(true);
    expect(isCorrectAnswer('Paris', 'paris')).toBe(true);
    expect(isCorrectAnswer('Paris', 'c. Paris')).toBe(true);
    expect(isCorrectAnswer(' Paris ', 'Paris')).toBe(true);
  });

  test.each([
    ['London', 'Paris'],
    ['Paris France', 'Paris'],
    ['PARIS', 'Paris'],
    ['', 'Paris'],
  ])('%j is wrong when the answer is %j', (selected, answer) => {
    expect(isCorrectAnswer(selected, answer)).toBe(false);
  });

  test.each([
    ['', ''],
    ['  ', ' '],
    ['Paris', ''],
  ])('an empty stored answer matches nothing (%j vs %j)', (selected, answer) => {
    expect(isCorrectAnswer(selected, answer)).toBe(false);
  });
});

describe('de-duplication', () => {
  test('questions are de-duplicated by question text plus topic, first wins', () => {
    const items = [
      { id: 1, question: 'What is 2+2?', topic: 'Arithmetic' },
      { id: 2, question: ' what is 2+2? ', topic: 'arithmetic ' },
      { id: 3, question: 'What is 2+2?', topic: 'Algebra' },
      { id: 4, question: 'What is 3+3?', topic: 'Arithmetic' },
      { id: 5, question: 'What  is 2+2?', topic: 'Arithmetic' },
    ];
    expect(dedupeQuestions(items).map((item) => item.id)).toEqual([1, 3, 4]);
  });

  test('question and topic do not run into each other', () => {
    const items = [
      { question: 'ab', topic: 'c' },
      { question: 'a', topic: 'bc' },
    ];
    expect(dedupeQuestions(items)).toHaveLength(2);
  });

  test('flashcards are de-duplicated by concept, first wins', () => {
    const items = [
      { id: 'a', concept: 'Closures', topic: 'JS' },
      { id: 'b', concept: ' closures', topic: 'Python' },
      { id: 'c', concept: 'Hoisting', topic: 'JS' },
    ];
    expect(dedupeFlashcards(items).map((item) => item.id)).toEqual(['a', 'c']);
  });

  test('nothing in, nothing out, and the input is not changed', () => {
    expect(dedupeQuestions([])).toEqual([]);
    expect(dedupeFlashcards([])).toEqual([]);
    const items = [
      { concept: 'X' },
      { concept: 'x' },
    ];
    dedupeFlashcards(items);
    expect(items).toHaveLength(2);
  });
});

describe('module and topic names', () => {
  test('names are trimmed, empties dropped, duplicates removed, order kept', () => {
    expect(cleanNames([' Basics ', '', null, 'Loops', undefined, '  ', 'Basics', 'Arrays', 'Loops '])).toEqual([
      'Basics',
      'Loops',
      'Arrays',
    ]);
  });

  test('names differing in case are both kept', () => {
    expect(cleanNames(['Arrays', 'arrays'])).toEqual(['Arrays', 'arrays']);
  });

  test('no names give an empty list', () => {
    expect(cleanNames([])).toEqual([]);
    expect(cleanNames([null, undefined, ''])).toEqual([]);
  });
});

describe('score', () => {
  test('the score counts the correct answers', () => {
    expect(scoreOf([{ correct: true }, { correct: false }, { correct: true }])).toBe(2);
  });

  test('no answers score zero', () => {
    expect(scoreOf([])).toBe(0);
    expect(scoreOf([{ correct: false }])).toBe(0);
  });
});

describe('saved progress', () => {
  test('the key is kind + course + topic + mode, with three suffixes', () => {
    const base = progressKey('quiz', 'JavaScript', 'Closures', 'serious');
    expect(base).toBe('quiz-JavaScript-Closures-serious');
    expect(progressKey('study', 'Python', 'Lists', 'curious')).toBe('study-Python-Lists-curious');
    expect(`${base}${PROGRESS_SUFFIXES.answers}`).toBe('quiz-JavaScript-Closures-serious-answers');
    expect(PROGRESS_SUFFIXES).toEqual({ answers: '-answers', current: '-current', startTime: '-startTime', attempt: '-attempt' });
  });

  test('quiz and study progress, and the two modes, are kept apart', () => {
    const keys = new Set([
      progressKey('quiz', 'C', 'T', 'serious'),
      progressKey('study', 'C', 'T', 'serious'),
      progressKey('quiz', 'C', 'T', 'curious'),
    ]);
    expect(keys.size).toBe(3);
  });

  test('names are kept as written, so each course and topic has its own progress', () => {
    expect(progressKey('quiz', 'Fun & Games', 'Q&A: Round 1', 'serious')).toBe('quiz-Fun & Games-Q&A: Round 1-serious');
    expect(progressKey('quiz', 'Arrays', 'Basics', 'serious')).not.toBe(progressKey('quiz', 'arrays', 'Basics', 'serious'));
  });

  test('Resume is offered when answers, current index and start time all exist', () => {
    expect(canResume({ answers: '[]', current: '0', startTime: '1700000000000' })).toBe(true);
  });

  test.each([
    { answers: null, current: '2', startTime: '1700000000000' },
    { answers: '[]', current: null, startTime: '1700000000000' },
    { answers: '[]', current: '2', startTime: null },
    { answers: null, current: null, startTime: null },
  ])('Resume is not offered when one is missing: %j', (saved) => {
    expect(canResume(saved)).toBe(false);
  });

  test('a saved value counts even when empty; reading it back decides whether the quiz can go on', () => {
    expect(canResume({ answers: '', current: '', startTime: '' })).toBe(true);
  });
});

describe('flashcard difficulty', () => {
  test('easy is green, medium orange and hard red', () => {
    expect(DIFFICULTY_COLORS).toEqual({ easy: 'green', medium: 'orange', hard: 'red' });
  });

  test.each([
    ['easy', 'easy'],
    [' Medium ', 'medium'],
    ['HARD', 'hard'],
  ])('%j is %j', (value, difficulty) => {
    expect(difficultyOf(value)).toBe(difficulty);
  });

  test.each(['', 'extreme', 'toString', 'constructor', '__proto__', null, undefined, 1, ['easy']])('%j has no difficulty', (value) => {
    expect(difficultyOf(value)).toBeNull();
  });
});

describe('flashcard session', () => {
  test('after an admin delete the index steps back by one', () => {
    expect(stepBackAfterDelete(3)).toBe(2);
    expect(stepBackAfterDelete(1)).toBe(0);
  });

  test('after deleting the first card the index stays at zero', () => {
    expect(stepBackAfterDelete(0)).toBe(0);
  });

  test('Next moves to the following card', () => {
    expect(nextIndex(0, 3)).toEqual({ index: 1, completed: false });
    expect(nextIndex(1, 3)).toEqual({ index: 2, completed: false });
  });

  test('Next on the last card completes the session', () => {
    expect(nextIndex(2, 3)).toEqual({ index: 2, completed: true });
    expect(nextIndex(0, 1)).toEqual({ index: 0, completed: true });
  });

  test('with no cards the session is complete', () => {
    expect(nextIndex(0, 0)).toEqual({ index: 0, completed: true });
  });
});

describe('flashcard summary', () => {
  test('a list gives its trimmed, non-empty lines', () => {
    expect(summaryLines([' First point ', '', 'Second point'])).toEqual(['First point', 'Second point']);
  });

  test('a string gives one line per text line', () => {
    expect(summaryLines('First point\r\nSecond point\n\n  Third point  ')).toEqual(['First point', 'Second point', 'Third point']);
  });

  test('a one-line string gives one line', () => {
    expect(summaryLines('Closures capture variables, not values.')).toEqual(['Closures capture variables, not values.']);
  });

  test.each([null, undefined, '', '  \n ', []])('%j gives no lines', (summary) => {
    expect(summaryLines(summary)).toEqual([]);
  });
});

describe('a quiz opened from a shared question', () => {
  const quiz = [{ id: 4 }, { id: 9 }, { id: 12 }, { id: 30 }];

  test('starts at that question and goes on with the ones after it', () => {
    expect(quizFromQuestion(quiz, 12)).toEqual([{ id: 12 }, { id: 30 }]);
    expect(quizFromQuestion(quiz, 4)).toEqual(quiz);
  });

  test('opens nothing for a question the quiz does not ask', () => {
    expect(quizFromQuestion(quiz, 5)).toBeNull();
  });

  test.each([
    ['101', 101],
    [' 7 ', 7],
    ['2147483647', 2147483647],
  ])('the link parameter %j is question %j', (value, id) => {
    expect(parseQuestionId(value)).toBe(id);
  });

  test.each(['', '0', '-3', '1.5', '1e3', '0101', 'abc', '2147483648', '99999999999', null, undefined])('the link parameter %j names no question', (value) => {
    expect(parseQuestionId(value)).toBeNull();
  });
});

describe('a flashcard quiz check', () => {
  test('a question and its answer are told apart, so the answer can wait', () => {
    expect(splitQuizCheck('Q: $5,000 at 10% a year for 2 years? A: $6,050.')).toEqual({ question: '$5,000 at 10% a year for 2 years?', answer: '$6,050.' });
    expect(splitQuizCheck('What doubles money at 7%?\nA: About 10 years')).toEqual({ question: 'What doubles money at 7%?', answer: 'About 10 years' });
  });

  test('a check without an answer is all question', () => {
    expect(splitQuizCheck('Q: Name three fixed costs.')).toEqual({ question: 'Name three fixed costs.', answer: null });
    expect(splitQuizCheck('Is a phone contract fixed?')).toEqual({ question: 'Is a phone contract fixed?', answer: null });
    // a capital A inside a word or a sentence is not the answer's mark
    expect(splitQuizCheck('Q: Is ANZ a bank? Also say why.')).toEqual({ question: 'Is ANZ a bank? Also say why.', answer: null });
  });
});
