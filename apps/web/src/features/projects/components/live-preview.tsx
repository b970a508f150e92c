import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ProjectCard } from '@curio/core/project-cards';
import { validateFormValues, valueAt } from '@curio/core/projects';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { errorMessage } from '../../../lib/api-client';
import { previewDocument } from '../api/preview-document';
import { useDebounced } from '../hooks/use-debounced';
import { DocumentView } from './document-view';

/** Typing pauses this long before the preview is asked for again. */
const LIVE_PREVIEW_DELAY_MS = 500;

/** The document as it stands, rendered by the server while the learner types (desktop). */
export function LivePreview({ card }: { card: ProjectCard }) {
  const format = card.selected_format ? card.formats_config[card.selected_format] : undefined;
  const values = Object.fromEntries(card.form_fields.flatMap((field) => {
    const value = valueAt(card.form_values, field.key);
    return value === undefined ? [] : [[field.key, value]];
  }));
  const missing = Object.values(validateFormValues(card.form_fields, card.form_values));
  const request = useDebounced(
    card.template_id && format && missing.length === 0
      ? { templateId: card.template_id, body: { format: format.key, form_values: values, target: format.export_targets.includes('html') ? ('html' as const) : ('markdown' as const) } }
      : null,
    LIVE_PREVIEW_DELAY_MS,
  );
  const preview = useQuery({
    queryKey: ['projects', 'live-preview', request],
    queryFn: ({ signal }) => previewDocument(request!.templateId, request!.body, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

  if (!format) return <Typography color="text.secondary">Pick a template to see its document here.</Typography>;
  if (missing.length > 0) {
    return (
      <Typography color="text.secondary" role="status">
        The preview appears once the required fields are filled in ({missing.length} to go).
      </Typography>
    );
  }
  return (
    <Box sx={{ position: 'relative' }}>
      {preview.isFetching && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, borderRadius: 1 }} aria-label="Updating preview" />}
      {preview.isError && <Alert severity="error">{errorMessage(preview.error, PROJECT_MSG.previewFailed)}</Alert>}
      {preview.data && <DocumentView document={preview.data.preview} title="Live preview" height="calc(100vh - 260px)" />}
    </Box>
  );
}
