import { useAuth } from '../../../lib/use-auth';

/** Who is reading the feed: their id, and the name their posts and comments go out under. */
export interface Viewer {
  id: string;
  name: string | null;
}

/** The signed-in reader (null for a guest), whether Kids Lock keeps them out of the feed, and whether that is still being found out. */
export function useViewer(): { viewer: Viewer | null; kidsLocked: boolean; loading: boolean } {
  const { user, profile, fullName, kidsLocked, loading } = useAuth();
  return { viewer: user ? { id: user.id, name: fullName.trim() || profile?.username || null } : null, kidsLocked, loading };
}
