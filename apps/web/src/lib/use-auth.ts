import { isKidsLocked } from '@curio/core/kids-lock';
import { useMe } from './me';

/** Who is signed in, read from /api/me. `loading` is true only until the first answer. */
export function useAuth() {
  const { data, isPending, error, refetch } = useMe();
  const user = data?.user ?? null;
  const profile = data?.profile ?? null;
  return {
    user,
    profile,
    age: data?.age ?? null,
    /** Kids Lock (decision 021): kid-friendly categories only, and no social side */
    kidsLocked: isKidsLocked(data?.age),
    isAdmin: data?.is_admin ?? false,
    fullName: profile?.full_name || user?.user_metadata.full_name || '',
    avatar: profile?.avatar_url || user?.user_metadata.avatar_url || null,
    loading: isPending,
    error,
    retry: refetch,
  };
}

export type AuthState = ReturnType<typeof useAuth>;
