import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { deleteDownload, offlineLearner, readDownload, saveDownload, subscribeDownloads } from './offline-store';

/**
 * "Download for offline" for one key of the signed-in learner: when it was saved (null: not
 * downloaded; undefined: not read yet), and the actions. `fetchData` reads through the same API
 * routes the screens use, so the server's rules (Kids Lock among them) decide what is kept.
 */
export function useDownload<T>(key: string, fetchData: () => Promise<T>) {
  const [savedAt, setSavedAt] = useState<{ key: string; at: string | null } | null>(null);

  useEffect(() => {
    let active = true;
    const read = () => {
      const learner = offlineLearner();
      if (!learner) return setSavedAt({ key, at: null });
      void readDownload(learner, key).then((saved) => active && setSavedAt({ key, at: saved?.saved_at ?? null }));
    };
    read();
    const unsubscribe = subscribeDownloads(read);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [key]);

  const download = useMutation({
    mutationFn: async () => {
      const learner = offlineLearner();
      if (!learner) throw new Error('Sign in to download.');
      await saveDownload(learner, key, await fetchData());
    },
  });
  const remove = () => {
    const learner = offlineLearner();
    if (learner) void deleteDownload(learner, key);
  };

  return {
    savedAt: savedAt?.key === key ? savedAt.at : undefined,
    busy: download.isPending,
    failed: download.isError,
    download: () => download.mutate(),
    remove,
  };
}
