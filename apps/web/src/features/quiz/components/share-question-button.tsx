import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { mdiLink } from '@mdi/js';
import { SHARE_MSG } from '@curio/core/learning-messages';
import type { StudyMode } from '@curio/core/quiz-rules';
import { copyWhenReady } from '../../../lib/clipboard';
import { Button, Icon, Stack, Text } from '../../../ui';
import { useShareQuestion } from '../api/share-question';

interface Props {
  questionId: number;
  category: string;
  mode: StudyMode;
}

/** Copies the question's link and shows how often it has been shared (docs/product.md#what-is-stored shared_links). */
export function ShareQuestionButton({ questionId, category, mode }: Props) {
  const share = useShareQuestion();
  const [shareCount, setShareCount] = useState<number | null>(null);

  const copyLink = async () => {
    const link = share.mutateAsync({ questionId, category, mode });
    let linkFailed = false;
    link.then(
      ({ share_count }) => setShareCount(share_count),
      () => {
        linkFailed = true;
      },
    );
    try {
      await copyWhenReady(link.then(({ url }) => url));
      toast.success(SHARE_MSG.linkCopied);
    } catch {
      toast.error(linkFailed ? SHARE_MSG.shareFailed : SHARE_MSG.copyFailed);
    }
  };

  return (
    <Stack direction="row" align="center" gap={1.5}>
      {shareCount !== null && (
        <Text variant="body2" tone="secondary" role="status">
          Shared {shareCount} {shareCount === 1 ? 'time' : 'times'}
        </Text>
      )}
      <Button variant="outlined" size="small" startIcon={<Icon path={mdiLink} size="small" />} onClick={() => void copyLink()} disabled={share.isPending}>
        Copy share link
      </Button>
    </Stack>
  );
}
