import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall } from '../../../lib/auth-client';
import { endSession } from '../session-cache';

export const signOut = () => authCall((client) => client.signOut());

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => endSession(queryClient),
  });
}
