import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast/headless';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { errorMessage } from '../../../lib/api-client';
import { signOut } from '../api/sign-out';
import { endSession } from '../session-cache';

/**
 * Sign out with the spec's toasts; only a successful sign-out goes to /login. Everything runs in the
 * hook's own callbacks, not in mutate()'s: those are dropped when the component that called goes
 * away, and ending the session removes the account menu that did.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      toast.success(ACCOUNT_MSG.logoutSuccess);
      await endSession(queryClient);
      void navigate('/login');
    },
    onError: (err) => toast.error(errorMessage(err, 'Logout failed')),
  });
  return { logout: () => mutation.mutate(), pending: mutation.isPending };
}
