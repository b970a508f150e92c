import { describe, expect, it } from 'vitest';
import { emojiRuns } from './pdf-export';

describe('emoji runs of the PDF writer', () => {
  it('parts emoji, whole sequences and all, from the text around them', () => {
    expect(emojiRuns('gato 🐱 and 👨‍👩‍👧🇫🇷 1️⃣ ❤️ ok')).toEqual([
      { text: 'gato ', emoji: false },
      { text: '🐱', emoji: true },
      { text: ' and ', emoji: false },
      { text: '👨‍👩‍👧🇫🇷', emoji: true },
      { text: ' ', emoji: false },
      { text: '1️⃣', emoji: true },
      { text: ' ', emoji: false },
      { text: '❤️', emoji: true },
      { text: ' ok', emoji: false },
    ]);
    expect(emojiRuns('👍🏽')).toEqual([{ text: '👍🏽', emoji: true }]);
  });

  it('leaves text, and pictographs shown as text by default, to the text font', () => {
    expect(emojiRuns('café ☺ ♠ ★ © 12 #3')).toEqual([{ text: 'café ☺ ♠ ★ © 12 #3', emoji: false }]);
    expect(emojiRuns('')).toEqual([]);
  });
});
