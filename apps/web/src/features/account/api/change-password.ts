import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@curio/core/account';
import { authCall } from '../../../lib/auth-client';

/** The server also ends the account's other sessions on a password change. */
const changePassword = (input: ChangePasswordInput) =>
  authCall((client) => client.changePassword({ ...input, revokeOtherSessions: true }));

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
