import { describe, expect, test } from 'vitest';
import { ADD_TO_REVIEW_MSG, PROGRESS_MSG, RETAKE_MSG } from './study-messages';

describe('study texts', () => {
  test('count questions and cards in the singular and the plural', () => {
    expect(RETAKE_MSG.inYourReview(1)).toBe('1 question of this topic is in your review.');
    expect(RETAKE_MSG.inYourReview(3)).toBe('3 questions of this topic are in your review.');
    expect(ADD_TO_REVIEW_MSG.added(1)).toBe('Added 1 card to your review.');
    expect(ADD_TO_REVIEW_MSG.added(12)).toBe('Added 12 cards to your review.');
  });

  test('adding what is already in the review says so instead of counting nothing', () => {
    expect(ADD_TO_REVIEW_MSG.added(0)).toBe('These cards are already in your review.');
    expect(ADD_TO_REVIEW_MSG.bookmarkAdded(0)).toBe('This card is already in your review.');
    expect(ADD_TO_REVIEW_MSG.bookmarkAdded(1)).toBe('Added to your review.');
  });

  test('the daily goal never shows more than the goal and a zero streak is no reproach', () => {
    expect(PROGRESS_MSG.goalToday(14, 10)).toBe('10 of 10 reviewed today');
    expect(PROGRESS_MSG.goalToday(3, 10)).toBe('3 of 10 reviewed today');
    expect(PROGRESS_MSG.streak(1)).toBe('1 day in a row');
    expect(PROGRESS_MSG.streak(0)).not.toMatch(/\b0\b|lost|broke|missed/i);
  });

  test('a calendar day names its count', () => {
    expect(PROGRESS_MSG.dayLabel('Mon 2 Nov', 0)).toBe('Mon 2 Nov: no study');
    expect(PROGRESS_MSG.dayLabel('Mon 2 Nov', 1)).toBe('Mon 2 Nov: 1 activity');
    expect(PROGRESS_MSG.dayLabel('Mon 2 Nov', 4)).toBe('Mon 2 Nov: 4 activities');
  });
});
