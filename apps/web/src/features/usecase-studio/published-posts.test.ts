import { describe, expect, test } from 'vitest';
import { STUDIO_PUBLISHED_LIMIT } from '@curio/core/limits';
import { replaceTemporary, withLivePost, withoutPost, withTemporary, type PublishedPost } from './published-posts';

const post = (id: string, overrides: Partial<PublishedPost> = {}): PublishedPost => ({
  id,
  title: `Post ${id}`,
  content: 'Text',
  summary: 'Text',
  tags: [],
  is_public: true,
  origin: 'ai',
  provider: 'Curio',
  provenance: null,
  author_name: 'Ada',
  created_by: 'me',
  created_at: '2025-01-01T00:00:00.000Z',
  likes_count: 0,
  comments_count: 0,
  author_username: null,
  author_avatar_url: null,
  liked_by_me: false,
  ...overrides,
});

const ids = (list: PublishedPost[]) => list.map((p) => p.id);
const full = Array.from({ length: STUDIO_PUBLISHED_LIMIT }, (_, i) => post(`p${i}`));

describe('My Published Posts during Save & Publish', () => {
  test('the temporary post goes on top and the list keeps its limit', () => {
    const list = withTemporary(full, post('temp', { pending: true }));
    expect(list).toHaveLength(STUDIO_PUBLISHED_LIMIT);
    expect(ids(list)[0]).toBe('temp');
    expect(ids(list)).not.toContain(`p${STUDIO_PUBLISHED_LIMIT - 1}`);
  });

  test('the server’s post replaces the temporary one where it stands', () => {
    const list = replaceTemporary([post('temp', { pending: true }), post('a')], 'temp', post('server'));
    expect(ids(list)).toEqual(['server', 'a']);
    expect(list[0]!.pending).toBeUndefined();
  });

  test('the live event of the post being published takes the temporary post’s place, never showing it twice', () => {
    const temporary = post('temp', { pending: true, title: 'Rain gardens', content: 'Pupils plant one.' });
    const server = post('server', { title: 'Rain gardens', content: 'Pupils plant one.' });
    const live = withLivePost([temporary, post('a')], server);
    expect(ids(live)).toEqual(['server', 'a']);
    expect(ids(replaceTemporary(live, 'temp', server))).toEqual(['server', 'a']);
  });

  test('another post arriving live while one is publishing goes on top of it', () => {
    const live = withLivePost([post('temp', { pending: true, title: 'Mine' }), post('a')], post('other', { title: 'Not mine' }));
    expect(ids(live)).toEqual(['other', 'temp', 'a']);
    expect(ids(replaceTemporary(live, 'temp', post('server', { title: 'Mine' })))).toEqual(['other', 'server', 'a']);
  });

  test('the server’s post still goes in when a reload took the temporary one away', () => {
    expect(ids(replaceTemporary([post('a')], 'temp', post('server')))).toEqual(['server', 'a']);
    expect(ids(replaceTemporary([post('server'), post('a')], 'temp', post('server')))).toEqual(['server', 'a']);
  });

  test('a failed publish takes the temporary post away again', () => {
    expect(ids(withoutPost([post('temp', { pending: true }), post('a')], 'temp'))).toEqual(['a']);
  });

  test('a live post is put on top once, and a known one is updated in place', () => {
    const list = withLivePost([post('a'), post('b')], post('c'));
    expect(ids(list)).toEqual(['c', 'a', 'b']);
    const updated = withLivePost(list, post('b', { likes_count: 3 }));
    expect(ids(updated)).toEqual(['c', 'a', 'b']);
    expect(updated[2]!.likes_count).toBe(3);
    expect(withLivePost(full, post('new'))).toHaveLength(STUDIO_PUBLISHED_LIMIT);
  });
});
