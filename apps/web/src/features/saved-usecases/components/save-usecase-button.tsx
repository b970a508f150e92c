import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { mdiBookmarkPlusOutline } from '@mdi/js';
import { SAVED_USECASE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import type { UseCaseProvenance } from '@curio/core/usecase-provenance';
import { errorMessage } from '../../../lib/api-client';
import { Button, Icon } from '../../../ui';
import { useSaveUseCase } from '../api/save-usecase';
import css from './save-usecase-button.module.css';

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
      startIcon={saved ? undefined : <Icon path={mdiBookmarkPlusOutline} size="small" />}
      onClick={onClick}
      disabled={saved}
      loading={save.isPending}
      className={saved ? css.saved : undefined}
    >
      {saved ? SAVED_USECASE_MSG.saved : 'Save Use Case'}
    </Button>
  );
}
