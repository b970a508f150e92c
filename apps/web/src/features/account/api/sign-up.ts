import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fullNameOf, type SignUpInput } from '@curio/core/account';
import { authCall } from '../../../lib/auth-client';
import { readFlag, setFlag, STORAGE_KEYS } from '../../../lib/storage';
import { startSession } from '../session-cache';
import { markTourSeen } from './mark-tour-seen';

/** The server recomputes the full name; better-auth's client still wants `name`. */
const signUp = (input: SignUpInput) =>
  authCall((client) => client.signUp.email({ ...input, name: fullNameOf(input.first_name, input.last_name) }));

/**
 * A guest who took the welcome tour in this browser has taken it: the new account says so before
 * its profile is first read, so the same tour does not start again. A failed save is ignored, as
 * any tour save is; the tour then comes once more.
 */
async function signUpKeepingTour(input: SignUpInput) {
  const result = await signUp(input);
  if (result?.token && readFlag(STORAGE_KEYS.guestTourSeen)) {
    setFlag(STORAGE_KEYS.hasSeenTour);
    await markTourSeen().catch(() => undefined);
  }
  return result;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpKeepingTour,
    onSuccess: () => startSession(queryClient),
  });
}
