import { describe, expect, test } from 'vitest';
import { USECASE_CONTENT_MAX } from '@curio/core/limits';
import type { UseCase } from '@curio/core/usecases';
import { NOTIFY_PAYLOAD_MAX_BYTES } from '../../lib/db-events';
import { rowChange, useCaseChangeCodec } from './usecase-change';

const item = (overrides: Partial<UseCase> = {}): UseCase => ({
  id: '0b7c6f1e-6a8e-4c8e-9f7e-2d1f0c3b4a59',
  title: 'Cold chain for vaccines',
  content: 'Solar fridges keep vaccines cold on the way to remote clinics.',
  summary: 'Solar fridges keep vaccines cold on the way to remote clinics.',
  tags: ['health', 'solar'],
  is_public: true,
  origin: 'ai',
  provider: 'Curio',
  provenance: null,
  author_name: 'Ada Lovelace',
  created_by: 'user-1',
  created_at: '2025-01-02T03:04:05.678Z',
  likes_count: 3,
  comments_count: 2,
  author_username: 'ada_lovelace',
  author_avatar_url: null,
  liked_by_me: true,
  ...overrides,
});

describe('use-case change payloads', () => {
  test('a row that fits travels whole, without the writer’s own liked_by_me', () => {
    const payload = useCaseChangeCodec.encode(rowChange('update', item()));
    expect(payload).not.toContain('liked_by_me');
    const { liked_by_me: _, ...record } = item();
    expect(useCaseChangeCodec.decode(payload)).toEqual({ kind: 'update', id: item().id, usecase: record });
  });

  test(`a row over ${NOTIFY_PAYLOAD_MAX_BYTES} bytes travels as its id; the biggest possible one too`, () => {
    const big = item({ content: 'é'.repeat(USECASE_CONTENT_MAX) });
    const payload = useCaseChangeCodec.encode(rowChange('insert', big));
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);
    expect(useCaseChangeCodec.decode(payload)).toEqual({ kind: 'insert', id: big.id });
  });

  test('a deletion carries who may hear of it', () => {
    const change = { kind: 'delete', id: item().id, created_by: 'user-1', is_public: false } as const;
    expect(useCaseChangeCodec.decode(useCaseChangeCodec.encode(change))).toEqual(change);
  });

  test('anything else is not a change', () => {
    for (const payload of ['', 'not json', 'null', '{}', '{"kind":"truncate","id":"x"}', '{"kind":"delete","id":"x"}', JSON.stringify({ kind: 'insert', id: 'x', usecase: { title: 1 } })]) {
      expect(useCaseChangeCodec.decode(payload)).toBeNull();
    }
  });
});
