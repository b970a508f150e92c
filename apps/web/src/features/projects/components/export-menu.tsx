import toast from 'react-hot-toast/headless';
import { mdiDownload } from '@mdi/js';
import type { ProjectCard } from '@curio/core/project-cards';
import { valueAt } from '@curio/core/projects';
import { EXPORT_TARGETS, type ExportTarget } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { errorMessage } from '../../../lib/api-client';
import { Button, Icon, Menu, MenuItem, Spinner } from '../../../ui';
import { type DownloadRequest, useDownloadDocument } from '../api/download-document';

export const EXPORT_LABELS: Record<ExportTarget, string> = { markdown: 'Markdown', html: 'HTML', pdf: 'PDF', docx: 'DOCX' };

/**
 * The file for a target: the generated text as it stands (edits included) once there is one,
 * otherwise the template rendered from the form.
 */
function downloadRequest(card: ProjectCard, target: ExportTarget): DownloadRequest | null {
  if (card.output && card.output.target !== 'html') {
    return { kind: 'export', body: { markdown: card.output.content, target, title: card.output.title || card.title } };
  }
  if (!card.template_key || !card.selected_format) return null;
  const values = Object.fromEntries(card.form_fields.flatMap((field) => {
    const value = valueAt(card.form_values, field.key);
    return value === undefined ? [] : [[field.key, value]];
  }));
  return { kind: 'render', templateKey: card.template_key, body: { format: card.selected_format, form_values: values, target } };
}

/** Export: Markdown, HTML, PDF or DOCX, each the file the server made, under the server's name. */
export function ExportMenu({ card, size = 'medium', fullWidth = false }: { card: ProjectCard; size?: 'small' | 'medium'; fullWidth?: boolean }) {
  const download = useDownloadDocument();
  const offered = card.selected_format ? (card.formats_config[card.selected_format]?.export_targets ?? []) : [];
  // an edited text can become any file; a rendered one only what its format offers
  const targets = card.output ? EXPORT_TARGETS : EXPORT_TARGETS.filter((target) => offered.includes(target));

  const choose = (target: ExportTarget) => {
    const request = downloadRequest(card, target);
    if (!request) return;
    download.mutate(request, {
      onSuccess: (filename) => toast.success(`Downloaded ${filename}`),
      onError: (err) => toast.error(errorMessage(err, PROJECT_MSG.requestFailed)),
    });
  };

  return (
    <Menu
      align="start"
      trigger={
        <Button
          variant="outlined"
          size={size}
          fullWidth={fullWidth}
          // busy, not disabled: a menu's button that is disabled as it closes leaves the menu unable to choose again
          startIcon={download.isPending ? <Spinner size={20} /> : <Icon path={mdiDownload} size="small" />}
          aria-busy={download.isPending || undefined}
          disabled={targets.length === 0 || !card.template_key}
        >
          Export
        </Button>
      }
    >
      {targets.map((target) => (
        <MenuItem key={target} onClick={() => choose(target)}>
          {EXPORT_LABELS[target]}
        </MenuItem>
      ))}
    </Menu>
  );
}
