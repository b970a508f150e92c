import { useMutation } from '@tanstack/react-query';
import { authCall } from '../../../lib/auth-client';

const resetPassword = (input: { newPassword: string; token: string }) =>
  authCall((client) => client.resetPassword(input));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
