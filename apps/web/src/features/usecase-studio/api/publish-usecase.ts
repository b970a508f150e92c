import type { NewUseCase, UseCase } from '@curio/core/usecases';
import { USECASE_MSG } from '@curio/core/usecase-messages';
import { apiFetch, isApiError } from '../../../lib/api-client';

/** POST /api/usecases: the author comes from the session. */
export const publishUseCase = (input: NewUseCase) => apiFetch<UseCase>('/api/usecases', { method: 'POST', body: input });

/** docs/product.md#errors: 'Not authenticated' without a session, else the server's sentence, else 'Failed to publish to Green AI.' */
export function publishErrorMessage(err: unknown): string {
  if (!isApiError(err)) return USECASE_MSG.publishFailed;
  if (err.status === 401) return USECASE_MSG.notAuthenticated;
  // a JSON error body names its code; a proxy's page or a dropped connection does not
  return err.status >= 400 && err.code !== 'http_error' && err.message ? err.message : USECASE_MSG.publishFailed;
}
