import { useEffect, type ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_SUCCESS_DURATION_MS } from '@curio/core/limits';

/** docs/product.md#limits: at most TOAST_LIMIT toasts on screen; the oldest visible ones are dismissed first. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-center"
        toastOptions={{
          duration: TOAST_DURATION_MS,
          success: { duration: TOAST_SUCCESS_DURATION_MS },
          error: { duration: TOAST_DURATION_MS },
          loading: { duration: Infinity },
          style: { borderRadius: 'var(--r-md)', fontFamily: 'var(--font)', color: 'var(--c-text)' },
        }}
      />
      <ToastLimit />
    </QueryClientProvider>
  );
}
