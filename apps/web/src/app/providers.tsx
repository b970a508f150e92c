import type { ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_SUCCESS_DURATION_MS } from '@curio/core/limits';
import { Toaster } from '../ui';

/** How long each kind of toast stays (docs/product.md#limits). */
const TOASTS = {
  duration: TOAST_DURATION_MS,
  success: { duration: TOAST_SUCCESS_DURATION_MS },
  error: { duration: TOAST_DURATION_MS },
  loading: { duration: Infinity },
};

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* docs/product.md#limits: at most TOAST_LIMIT toasts on screen; the oldest visible ones are dismissed first */}
      <Toaster options={TOASTS} limit={TOAST_LIMIT} />
    </QueryClientProvider>
  );
}
