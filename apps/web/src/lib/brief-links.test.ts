import { describe, expect, test } from 'vitest';
import { briefPath, briefSourceFrom } from './brief-links';

describe('a link that starts a brief', () => {
  test.each([
    [{ saved_id: 'a1' }, '/projects?saved_id=a1'],
    [{ usecase_id: 'b2' }, '/projects?usecase_id=b2'],
    [{ category: 'my-sets', course: 'Capitals & Rivers' }, '/projects?category=my-sets&course=Capitals+%26+Rivers'],
  ])('%o is read back from its address', (source, path) => {
    expect(briefPath(source)).toBe(path);
    expect(briefSourceFrom(new URL(path, 'http://x').searchParams)).toEqual(source);
  });

  test.each([['', null], ['?saved_id=', null], ['?usecase_id=%20', null], ['?q=1', null], ['?saved_id=a&usecase_id=b', { saved_id: 'a' }], ['?category=science', null], ['?course=Physics', null]])(
    '/projects%s',
    (query, source) => {
      expect(briefSourceFrom(new URLSearchParams(query))).toEqual(source);
    },
  );
});
