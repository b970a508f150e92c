import { useMutation } from '@tanstack/react-query';
import { authCall } from '../../../lib/auth-client';

/** Mails a reset link that opens /reset-password?token=… in this app. */
const requestPasswordReset = (email: string) =>
  authCall((client) => client.requestPasswordReset({ email, redirectTo: `${window.location.origin}/reset-password` }));

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
