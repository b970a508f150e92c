import { lazy, Suspense, useState } from 'react';
import { mdiShareVariantOutline } from '@mdi/js';
import { useAuth } from '../../lib/use-auth';
import { Button, Icon } from '../../ui';

// the dialog loads on the first Share, not with the page
const ShareUseCaseDialog = lazy(async () => ({
  default: (await import('../../features/usecase-sharing/components/share-usecase-dialog')).ShareUseCaseDialog,
}));

/** What the share dialog needs; `id` only once the use case is published. */
export interface ShareableUseCase {
  id?: string;
  title: string;
  content: string;
}

/** The share dialog for any screen: `share(useCase)` opens it; it stays mounted to animate out. */
export function useShareDialog() {
  const [state, setState] = useState<{ useCase: ShareableUseCase; open: boolean } | null>(null);
  const dialog = state && (
    <Suspense fallback={null}>
      <ShareUseCaseDialog open={state.open} onClose={() => setState({ ...state, open: false })} useCase={state.useCase} />
    </Suspense>
  );
  return { share: (useCase: ShareableUseCase) => setState({ useCase, open: true }), dialog };
}

/** A Share button opening the 'Share use case' dialog; none for a Kids Lock learner, whose work stays theirs (decision 021). */
export function UseCaseShareButton({ useCase }: { useCase: ShareableUseCase }) {
  const { share, dialog } = useShareDialog();
  const { kidsLocked } = useAuth();
  if (kidsLocked) return null;
  return (
    <>
      <Button size="small" startIcon={<Icon path={mdiShareVariantOutline} size="small" />} onClick={() => share(useCase)}>
        Share
      </Button>
      {dialog}
    </>
  );
}
