import { describe, expect, test } from 'vitest';
import { parseLiveEvent, reconnectDelayMs } from './live-events';

const useCase = {
  id: '0b7f3c9a-1e11-4d7e-9d9e-6c1f6f0e2f7c',
  title: 'Solar',
  content: 'Forecasts',
  summary: 'Forecasts',
  tags: ['energy'],
  is_public: true,
  origin: 'ai',
  provider: 'Curio',
  author_name: 'Ada',
  created_by: 'ada',
  created_at: '2025-01-01T00:00:00.000Z',
  likes_count: 2,
  comments_count: 1,
  author_username: 'ada',
  author_avatar_url: null,
  liked_by_me: false,
};

describe('live feed events', () => {
  test('insert and update carry a use case; an insert says whether I follow its author', () => {
    expect(parseLiveEvent('insert', JSON.stringify(useCase))).toEqual({ type: 'insert', useCase, authorFollowed: false });
    expect(parseLiveEvent('insert', JSON.stringify({ ...useCase, author_followed_by_me: true }))).toEqual({ type: 'insert', useCase, authorFollowed: true });
    expect(parseLiveEvent('update', JSON.stringify({ ...useCase, likes_count: 3 }))).toEqual({ type: 'update', useCase: { ...useCase, likes_count: 3 } });
  });

  test('delete carries the id', () => {
    expect(parseLiveEvent('delete', JSON.stringify({ id: useCase.id }))).toEqual({ type: 'delete', id: useCase.id });
  });

  test('missing optional fields are read as empty', () => {
    const { summary: _s, provider: _p, author_name: _a, liked_by_me: _l, comments_count: _c, author_username: _u, author_avatar_url: _v, ...bare } = useCase;
    expect(parseLiveEvent('insert', JSON.stringify(bare))).toEqual({
      type: 'insert',
      useCase: { ...bare, summary: null, provider: null, author_name: null, author_username: null, author_avatar_url: null, comments_count: 0, liked_by_me: false },
      authorFollowed: false,
    });
  });

  test.each([
    ['insert', 'not json'],
    ['insert', JSON.stringify({ id: 1 })],
    ['insert', JSON.stringify({ ...useCase, tags: [1] })],
    ['update', 'null'],
    ['delete', JSON.stringify({})],
    ['ping', JSON.stringify(useCase)],
  ])('%s with %s is ignored', (type, data) => {
    expect(parseLiveEvent(type, data)).toBeNull();
  });

  test('a new connection waits longer after each failure, up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});
