import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@curio/core/account';
import { authCall } from '../../../lib/auth-client';
import { startSession } from '../session-cache';

const signIn = (input: SignInInput) => authCall((client) => client.signIn.email(input));

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => startSession(queryClient),
  });
}
