import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { isNotDownloaded } from '../lib/offline-store';

const MAX_RETRIES = 2;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // a 4xx answer will not change on retry, nor will a download that is not there; network
        // and 5xx errors might
        retry: (failures, err) => failures < MAX_RETRIES && !(isApiError(err) && err.status >= 400 && err.status < 500) && !isNotDownloaded(err),
        refetchOnWindowFocus: false,
      },
    },
  });
}
