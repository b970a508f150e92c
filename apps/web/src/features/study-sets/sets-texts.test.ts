import { describe, expect, it } from 'vitest';
import { SET_EXPORT_TEXT } from '@curio/core/study-sets-messages';
import { exportNotes } from './sets-texts';

describe('export notes', () => {
  it('say what Quizlet leaves out of questions and GIFT of cards, only where a set has them', () => {
    expect(exportNotes({ question_count: 0, flashcard_count: 0 })).toEqual({});
    expect(exportNotes({ question_count: 2, flashcard_count: 0 })).toEqual({ quizlet: SET_EXPORT_TEXT.quizletNote });
    expect(exportNotes({ question_count: 0, flashcard_count: 3 })).toEqual({ gift: SET_EXPORT_TEXT.giftNote });
  });
});
