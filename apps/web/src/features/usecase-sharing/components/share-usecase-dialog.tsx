import { useId, type FocusEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import IosShareIcon from '@mui/icons-material/IosShare';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import { COPY_SNACKBAR_MS, LINK_SNACKBAR_MS } from '@curio/core/limits';
import { USECASE_SHARE_MSG } from '@curio/core/usecase-messages';
import { copyWhenReady } from '../../../lib/clipboard';
import { shareLinkQueryOptions, useShareLink } from '../api/create-share-link';
import { copyableText, shareTargets, shareText, type ShareableUseCase } from '../share-targets';

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
  icon: ReactNode;
  /** null while the address is not ready, or when this service cannot take the use case */
  href: string | null;
}

/** One share service: a plain link, so it opens in a new tab and works from the keyboard. */
function ShareTarget({ label, icon, href }: TargetProps) {
  const external = href !== null && !href.startsWith('mailto:');
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={icon}
      disabled={href === null}
      {...(href === null ? {} : { component: 'a', href, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) })}
      sx={{ justifyContent: 'flex-start', borderColor: 'divider', width: '100%' }}
    >
      {label}
    </Button>
  );
}

/**
 * 'Share use case' (docs/routes.md#screens-and-web-routes): WhatsApp, X, Telegram, LinkedIn (published use cases only), an
 * e-mail client, web mail, copy link or text, and the system share sheet where there is one.
 * A published use case is shared by its link, made once and then reused from the query cache.
 */
export function ShareUseCaseDialog({ open, onClose, useCase }: ShareUseCaseDialogProps) {
  const titleId = useId();
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
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {USECASE_SHARE_MSG.dialogTitle}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {useCase.title.trim() || USECASE_SHARE_MSG.untitled}
        </Typography>

        {published && (
          <Box sx={{ mb: 2 }}>
            {link.isPending ? (
              <Skeleton variant="rounded" height={40} aria-label="Creating the link" />
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
              <TextField
                label="Share link"
                value={url ?? ''}
                size="small"
                slotProps={{ htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select() } }}
              />
            )}
          </Box>
        )}

        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <ShareTarget label="WhatsApp" icon={<WhatsAppIcon />} href={href(targets.whatsapp)} />
          <ShareTarget label="X" icon={<XIcon />} href={href(targets.x)} />
          <ShareTarget label="Telegram" icon={<TelegramIcon />} href={href(targets.telegram)} />
          <ShareTarget label="LinkedIn" icon={<LinkedInIcon />} href={targets.linkedin && href(targets.linkedin)} />
          <ShareTarget label="Email" icon={<EmailOutlinedIcon />} href={href(targets.email)} />
          <ShareTarget label="Gmail" icon={<AlternateEmailIcon />} href={href(targets.webmail)} />
          {published && (
            <Button variant="outlined" color="inherit" startIcon={<LinkRoundedIcon />} onClick={() => void copyLink()} sx={{ justifyContent: 'flex-start', borderColor: 'divider' }}>
              Copy link
            </Button>
          )}
          <Button variant="outlined" color="inherit" startIcon={<ContentCopyIcon />} onClick={() => void copyText()} sx={{ justifyContent: 'flex-start', borderColor: 'divider' }}>
            Copy text
          </Button>
          {canSystemShare && (
            <Button
              variant="contained"
              startIcon={<IosShareIcon />}
              onClick={() => void systemShare()}
              disabled={!ready}
              sx={{ gridColumn: '1 / -1' }}
            >
              More options
            </Button>
          )}
        </Box>
        {!published && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
            LinkedIn takes links only: it opens once the use case is published.
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
