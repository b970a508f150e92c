import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { errorMessage } from '../../../lib/api-client';
import { useSignOut } from '../api/sign-out';

/** Sign out with the spec's toasts; only a successful sign-out goes to /login (spec §8). */
export function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(ACCOUNT_MSG.logoutSuccess);
        void navigate('/login');
      },
      onError: (err) => toast.error(errorMessage(err, 'Logout failed')),
    });
  return { logout, pending: signOut.isPending };
}
