import { describe, expect, test } from 'vitest';
import { canResume } from '@curio/core/quiz-rules';
import { clearProgress, progressKeys, readFlag, readItem, readProgress, setFlag, writeItem } from './storage';
import { memoryStorageEachTest } from './memory-storage.test-helper';

const storage = memoryStorageEachTest();

const save = (keys: ReturnType<typeof progressKeys>) => {
  writeItem(keys.answers, '[]');
  writeItem(keys.current, '0');
  writeItem(keys.startTime, '1700000000000');
};

describe('saved quiz progress in local storage', () => {
  test('the keys are (quiz|study) + course + topic + mode with the three suffixes, and the attempt’s', () => {
    expect(progressKeys('quiz', 'Startup Fundamentals', 'Customer Problems', 'serious')).toEqual({
      answers: 'quiz-Startup Fundamentals-Customer Problems-serious-answers',
      current: 'quiz-Startup Fundamentals-Customer Problems-serious-current',
      startTime: 'quiz-Startup Fundamentals-Customer Problems-serious-startTime',
      attempt: 'quiz-Startup Fundamentals-Customer Problems-serious-attempt',
    });
  });

  test('Resume is offered once all three values are saved, and Start clears them', () => {
    const keys = progressKeys('quiz', 'Course', 'Topic', 'serious');
    expect(canResume(readProgress(keys))).toBe(false);
    save(keys);
    expect(canResume(readProgress(keys))).toBe(true);
    clearProgress(keys);
    expect(canResume(readProgress(keys))).toBe(false);
    expect(storage.local.items.size).toBe(0);
  });

  test('Start on one topic leaves the progress of other topics, modes and study sessions', () => {
    const started = progressKeys('quiz', 'Course', 'Topic', 'serious');
    const others = [
      progressKeys('quiz', 'Course', 'Other topic', 'serious'),
      progressKeys('quiz', 'Course', 'Topic', 'curious'),
      progressKeys('study', 'Course', 'Topic', 'serious'),
    ];
    for (const keys of [started, ...others]) save(keys);
    clearProgress(started);
    expect(canResume(readProgress(started))).toBe(false);
    for (const keys of others) expect(canResume(readProgress(keys))).toBe(true);
  });

  test('two of the three values are not enough to resume', () => {
    const keys = progressKeys('quiz', 'Course', 'Topic', 'serious');
    save(keys);
    storage.local.removeItem(keys.startTime);
    expect(canResume(readProgress(keys))).toBe(false);
  });
});

describe('blocked storage', () => {
  test('reads as empty and ignores writes instead of throwing', () => {
    Object.assign(globalThis, {
      window: {
        get localStorage(): Storage {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      },
    });
    writeItem('cat_tour_seen', 'true');
    setFlag('cat_tour_seen');
    expect(readItem('cat_tour_seen')).toBeNull();
    expect(readFlag('cat_tour_seen')).toBe(false);
    const keys = progressKeys('quiz', 'Course', 'Topic', 'serious');
    expect(canResume(readProgress(keys))).toBe(false);
    expect(() => clearProgress(keys)).not.toThrow();
  });
});
