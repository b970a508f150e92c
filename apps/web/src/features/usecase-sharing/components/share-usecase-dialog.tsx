import type { FocusEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { mdiAlphaX, mdiAt, mdiContentCopy, mdiEmailOutline, mdiExportVariant, mdiLinkedin, mdiLinkVariant, mdiSend, mdiWhatsapp } from '@mdi/js';
import { COPY_SNACKBAR_MS, LINK_SNACKBAR_MS } from '@curio/core/limits';
import { USECASE_SHARE_MSG } from '@curio/core/usecase-messages';
import { copyWhenReady } from '../../../lib/clipboard';
import { Alert, Button, ButtonLink, Dialog, Icon, Skeleton, Text, TextField } from '../../../ui';
import { shareLinkQueryOptions, useShareLink } from '../api/create-share-link';
import { copyableText, shareTargets, shareText, type ShareableUseCase } from '../share-targets';
import css from './share-usecase-dialog.module.css';

export interface ShareUseCaseDialogProps {
  open: boolean;
  onClose: () => void;
  /** `id` is set once the use case is published: then it is shared by its link */
  useCase: ShareableUseCase;
}

// docs/product.md#limits: the link snackbar shows about 1.6 s, the copy snackbar 3 s
const linkCopied = () => toast.success(USECASE_SHARE_MSG.linkCopied, { duration: LINK_SNACKBAR_MS });
const textCopied = () => toast.success(USECASE_SHARE_MSG.textCopied, { duration: COPY_SNACKBAR_MS });

const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

interface TargetProps {
  label: string;
  /** the service's icon, from @mdi/js */
  icon: string;
  /** null while the address is not ready, or when this service cannot take the use case */
  href: string | null;
}

/** One share service: a plain link, so it opens in a new tab and works from the keyboard. */
function ShareTarget({ label, icon, href }: TargetProps) {
  const look = { variant: 'outlined', color: 'inherit', startIcon: <Icon path={icon} size="small" />, className: css.target } as const;
  if (href === null) {
    return (
      <Button {...look} disabled>
        {label}
      </Button>
    );
  }
  const external = !href.startsWith('mailto:');
  return (
    <ButtonLink {...look} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
    </ButtonLink>
  );
}

/**
 * 'Share use case' (docs/routes.md#screens-and-web-routes): WhatsApp, X, Telegram, LinkedIn (published use cases only), an
 * e-mail client, web mail, copy link or text, and the system share sheet where there is one.
 * A published use case is shared by its link, made once and then reused from the query cache.
 */
export function ShareUseCaseDialog({ open, onClose, useCase }: ShareUseCaseDialogProps) {
  const queryClient = useQueryClient();
  const published = Boolean(useCase.id);
  const link = useShareLink(useCase.id, open);
  const url = link.data ?? null;
  // a published use case waits for its link; if the link fails, the text still goes on its own
  const waiting = published && link.isPending;
  const text = copyableText(useCase);
  const targets = shareTargets(useCase, url);
  const ready = !waiting && (text !== '' || url !== null);
  const href = (address: string) => (ready ? address : null);
  const canSystemShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copyLink = async () => {
    if (!useCase.id) return;
    const linkPromise = queryClient.fetchQuery(shareLinkQueryOptions(useCase.id));
    try {
      await copyWhenReady(linkPromise);
      linkCopied();
    } catch {
      // the link's own failure says what went wrong; otherwise the clipboard refused
      toast.error(await linkPromise.then(() => USECASE_SHARE_MSG.copyFailed, (err: unknown) => errorText(err, USECASE_SHARE_MSG.shareFailed)));
    }
  };

  const copyText = async () => {
    if (!text) {
      toast.error(USECASE_SHARE_MSG.nothingToCopy);
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      textCopied();
    } catch {
      toast.error(USECASE_SHARE_MSG.copyFailed);
    }
  };

  const systemShare = async () => {
    try {
      await navigator.share({ title: useCase.title, text: shareText(useCase, url), ...(url ? { url } : {}) });
    } catch (err) {
      // closing the share sheet is not a failure
      if (err instanceof DOMException && err.name === 'AbortError') return;
      toast.error(USECASE_SHARE_MSG.shareFailed);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} size="xs" title={USECASE_SHARE_MSG.dialogTitle} actions={<Button onClick={onClose}>Close</Button>}>
      <Text tone="secondary" className={css.title}>
        {useCase.title.trim() || USECASE_SHARE_MSG.untitled}
      </Text>

      {published && (
        <div className={css.link}>
          {link.isPending ? (
            <div role="status" aria-label="Creating the link">
              <Skeleton variant="rounded" height={40} />
            </div>
          ) : link.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void link.refetch()}>
                  Try again
                </Button>
              }
            >
              {errorText(link.error, USECASE_SHARE_MSG.shareFailed)}
            </Alert>
          ) : (
            <TextField label="Share link" value={url ?? ''} size="small" readOnly onFocus={(e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => e.target.select()} />
          )}
        </div>
      )}

      <div className={css.targets}>
        <ShareTarget label="WhatsApp" icon={mdiWhatsapp} href={href(targets.whatsapp)} />
        <ShareTarget label="X" icon={mdiAlphaX} href={href(targets.x)} />
        <ShareTarget label="Telegram" icon={mdiSend} href={href(targets.telegram)} />
        <ShareTarget label="LinkedIn" icon={mdiLinkedin} href={targets.linkedin && href(targets.linkedin)} />
        <ShareTarget label="Email" icon={mdiEmailOutline} href={href(targets.email)} />
        <ShareTarget label="Gmail" icon={mdiAt} href={href(targets.webmail)} />
        {published && (
          <Button variant="outlined" color="inherit" startIcon={<Icon path={mdiLinkVariant} size="small" />} onClick={() => void copyLink()} className={css.target}>
            Copy link
          </Button>
        )}
        <Button variant="outlined" color="inherit" startIcon={<Icon path={mdiContentCopy} size="small" />} onClick={() => void copyText()} className={css.target}>
          Copy text
        </Button>
        {canSystemShare && (
          <Button variant="contained" startIcon={<Icon path={mdiExportVariant} size="small" />} onClick={() => void systemShare()} disabled={!ready} className={css.systemShare}>
            More options
          </Button>
        )}
      </div>
      {!published && (
        <Text variant="caption" tone="secondary" className={css.note}>
          LinkedIn takes links only: it opens once the use case is published.
        </Text>
      )}
    </Dialog>
  );
}
