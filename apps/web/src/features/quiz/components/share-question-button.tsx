import { useState } from 'react';
import toast from 'react-hot-toast';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import { SHARE_MSG } from '@curio/core/learning-messages';
import type { StudyMode } from '@curio/core/quiz-rules';
import { copyWhenReady } from '../../../lib/clipboard';
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
    <Stack direction="row" alignItems="center" spacing={1.5}>
      {shareCount !== null && (
        <Typography variant="body2" color="text.secondary" role="status">
          Shared {shareCount} {shareCount === 1 ? 'time' : 'times'}
        </Typography>
      )}
      <Button variant="outlined" size="small" startIcon={<LinkRoundedIcon />} onClick={() => void copyLink()} disabled={share.isPending}>
        Copy share link
      </Button>
    </Stack>
  );
}
