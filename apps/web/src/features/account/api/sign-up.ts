import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fullNameOf, type SignUpInput } from '@curio/core/account';
import { authCall } from '../../../lib/auth-client';
import { startSession } from '../session-cache';

/** The server recomputes the full name; better-auth's client still wants `name`. */
export const signUp = (input: SignUpInput) =>
  authCall((client) => client.signUp.email({ ...input, name: fullNameOf(input.first_name, input.last_name) }));

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => startSession(queryClient),
  });
}
