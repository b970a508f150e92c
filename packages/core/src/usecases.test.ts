import { describe, expect, test } from 'vitest';
import { COMMENT_MAX_LENGTH, FEED_PAGE_SIZE, SHARE_SUMMARY_LENGTH, USECASE_CONTENT_MAX, USECASE_TAG_MAX_LENGTH, USECASE_TAGS_MAX, USECASE_TITLE_MAX, USECASES_PAGE_MAX } from './limits';
import { COMMENT_MSG } from './usecase-messages';
import { newComment, newUseCase, providerFor, summaryOf, useCasesQuery, wordExcerpt } from './usecases';

const post = { title: 'Solar microgrids', content: 'Villages share a battery bank.' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('a new use case', () => {
  test('defaults: public, origin ai, no tags, no provider', () => {
    expect(newUseCase.parse(post)).toEqual({ ...post, tags: [], is_public: true, origin: 'ai', provider: null, provenance: null });
  });

  test('title and content are trimmed; tags are parsed from text or a list', () => {
    expect(newUseCase.parse({ title: '  T  ', content: ' C ', tags: '#energy, solar grid', provider: '  ' })).toMatchObject({
      title: 'T',
      content: 'C',
      tags: ['energy', 'solar', 'grid'],
      provider: null,
    });
    expect(newUseCase.parse({ ...post, tags: ['#a', 'b c'], tags_extra: 1 }).tags).toEqual(['a', 'b', 'c']);
    expect(newUseCase.parse({ ...post, tags: null }).tags).toEqual([]);
  });

  test('who wrote it is never read from the request', () => {
    expect(newUseCase.parse({ ...post, created_by: 'someone', author_name: 'Someone' })).not.toHaveProperty('created_by');
    expect(newUseCase.parse({ ...post, created_by: 'someone', author_name: 'Someone' })).not.toHaveProperty('author_name');
  });

  test.each([
    ['no title', { content: 'c' }],
    ['a blank title', { ...post, title: '   ' }],
    ['a title too long', { ...post, title: 't'.repeat(USECASE_TITLE_MAX + 1) }],
    ['no content', { title: 't' }],
    ['content too long', { ...post, content: 'c'.repeat(USECASE_CONTENT_MAX + 1) }],
    ['too many tags', { ...post, tags: Array.from({ length: USECASE_TAGS_MAX + 1 }, (_, i) => `t${i}`).join(' ') }],
    ['a tag too long', { ...post, tags: 'x'.repeat(USECASE_TAG_MAX_LENGTH + 1) }],
    ['tags of the wrong type', { ...post, tags: 42 }],
    ['an unknown origin', { ...post, origin: 'gpt' }],
    ['is_public as text', { ...post, is_public: 'yes' }],
  ])('%s is refused', (_what, input) => {
    expect(newUseCase.safeParse(input).success).toBe(false);
  });

  test('the longest title, content and tag list fit', () => {
    const tags = Array.from({ length: USECASE_TAGS_MAX }, (_, i) => `${i}`.padEnd(USECASE_TAG_MAX_LENGTH, 'x'));
    const parsed = newUseCase.parse({ title: 't'.repeat(USECASE_TITLE_MAX), content: 'c'.repeat(USECASE_CONTENT_MAX), tags });
    expect(parsed.tags).toEqual(tags);
  });

  test('provider: the product for ai, null for user or assisted, a given one kept', () => {
    expect(providerFor('ai', null, 'Curio')).toBe('Curio');
    expect(providerFor('user', null, 'Curio')).toBeNull();
    expect(providerFor('assisted', null, 'Curio')).toBeNull();
    expect(providerFor('assisted', 'Llama', 'Curio')).toBe('Llama');
    expect(providerFor('ai', 'GPT-4o', 'Curio')).toBe('GPT-4o');
  });

  test(`the summary is the first ${SHARE_SUMMARY_LENGTH} characters, never half an emoji`, () => {
    expect(summaryOf('short')).toBe('short');
    expect(summaryOf('a'.repeat(SHARE_SUMMARY_LENGTH + 40))).toBe('a'.repeat(SHARE_SUMMARY_LENGTH));
    const emoji = '🌱'.repeat(SHARE_SUMMARY_LENGTH + 1);
    expect(Array.from(summaryOf(emoji))).toHaveLength(SHARE_SUMMARY_LENGTH);
  });
});

describe('the feed query', () => {
  test('defaults and blanks', () => {
    expect(useCasesQuery.parse({})).toEqual({ limit: FEED_PAGE_SIZE, sort: 'recent' });
    expect(useCasesQuery.parse({ created_by: '', origin: '', provider: ' ', q: '', cursor: '', limit: '', sort: '' })).toEqual({ limit: FEED_PAGE_SIZE, sort: 'recent' });
    expect(useCasesQuery.parse({ created_by: 'me', limit: '10', origin: 'user', provider: ' Curio ', q: ' solar ', sort: 'top' })).toEqual({
      created_by: 'me',
      limit: 10,
      origin: 'user',
      provider: 'Curio',
      q: 'solar',
      sort: 'top',
    });
  });

  test.each([{ limit: '0' }, { limit: String(USECASES_PAGE_MAX + 1) }, { limit: '2.5' }, { limit: 'ten' }, { created_by: 'someone else' }, { created_by: 'following', sort: 'top' }, { sort: 'new' }, { origin: 'gpt' }])(
    '%j is refused',
    (query) => {
      expect(useCasesQuery.safeParse(query).success).toBe(false);
    },
  );
});

describe('a comment', () => {
  test('is trimmed; empty or blank is refused with its message', () => {
    expect(newComment.parse({ body: '  Nice idea \n' })).toEqual({ body: 'Nice idea' });
    expect(firstMessage(newComment.safeParse({ body: ' \n ' }))).toBe(COMMENT_MSG.required);
    expect(newComment.safeParse({ body: 'c'.repeat(COMMENT_MAX_LENGTH + 1) }).success).toBe(false);
    expect(newComment.safeParse({ body: 7 }).success).toBe(false);
  });
});

describe('wordExcerpt', () => {
  test('a short text stays whole, on one line', () => {
    expect(wordExcerpt('Solar  pumps\nfor farms.', 160)).toBe('Solar pumps for farms.');
  });

  test('a long one ends on a whole word and an ellipsis, within the limit', () => {
    const text = 'Villages share a battery bank, so the clinic runs at night and the school keeps its lights on.';
    const cut = wordExcerpt(text, 40);
    expect(cut).toBe('Villages share a battery bank, so the…');
    expect(Array.from(cut).length).toBeLessThanOrEqual(40);
    expect(wordExcerpt('Ends with a comma, right here and on', 20)).toBe('Ends with a comma…');
  });

  test('one word longer than the room is cut rather than dropped', () => {
    expect(wordExcerpt('Supercalifragilistic', 10)).toBe('Supercali…');
  });
});
