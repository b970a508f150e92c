import { useState } from 'react';
import toast from 'react-hot-toast';
import Button from '@mui/material/Button';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import { SAVED_USECASE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import type { UseCaseProvenance } from '@curio/core/usecase-provenance';
import { errorMessage } from '../../../lib/api-client';
import { useSaveUseCase } from '../api/save-usecase';

/** docs/product.md#states-and-transitions: 'Save Use Case' becomes '✅ Use Case Saved' and stays disabled. */
export function SaveUseCaseButton({ keyword, content, provenance }: { keyword: string; content: string; provenance: UseCaseProvenance | null }) {
  const save = useSaveUseCase();
  const [saved, setSaved] = useState(false);

  const onClick = () =>
    save.mutate(
      { keyword, content, provenance },
      {
        onSuccess: () => setSaved(true),
        onError: (err) => toast.error(errorMessage(err, USECASE_PAGES_MSG.useCaseSaveFailed)),
      },
    );

  return (
    <Button
      variant={saved ? 'text' : 'contained'}
      size="small"
      startIcon={saved ? undefined : <BookmarkAddOutlinedIcon />}
      onClick={onClick}
      disabled={saved}
      loading={save.isPending}
      loadingPosition="start"
      // saved is a success, not an unavailable action
      sx={{ '&.Mui-disabled': { color: 'success.main' } }}
    >
      {saved ? SAVED_USECASE_MSG.saved : 'Save Use Case'}
    </Button>
  );
}
