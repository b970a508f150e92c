import { describe, expect, test } from 'vitest';
import { USECASE_MSG } from '@curio/core/usecase-messages';
import { ApiError } from '../../../lib/api-client';
import { publishErrorMessage } from './publish-usecase';

describe('what a failed publish says (docs/product.md#errors)', () => {
  test.each([
    ['no session', new ApiError(401, 'unauthorized', 'Please log in.'), USECASE_MSG.notAuthenticated],
    ['a refusal with the server’s sentence', new ApiError(400, 'validation_error', 'Title is limited to 200 characters.'), 'Title is limited to 200 characters.'],
    ['a proxy’s error page', new ApiError(502, 'http_error', 'Bad Gateway'), USECASE_MSG.publishFailed],
    ['a dropped connection', new ApiError(0, 'network_error', 'Network error'), USECASE_MSG.publishFailed],
    ['anything else', new TypeError('boom'), USECASE_MSG.publishFailed],
  ])('%s', (_what, err, message) => {
    expect(publishErrorMessage(err)).toBe(message);
  });
});
