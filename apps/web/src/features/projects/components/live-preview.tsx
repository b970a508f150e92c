import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectCard } from '@curio/core/project-cards';
import { validateFormValues, valueAt } from '@curio/core/projects';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { errorMessage } from '../../../lib/api-client';
import { Alert, Text } from '../../../ui';
import { previewDocument } from '../api/preview-document';
import { useDebounced } from '../hooks/use-debounced';
import { DocumentView, UpdatingDocument } from './document-view';

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

  if (!format) return <Text tone="secondary">Pick a template to see its document here.</Text>;
  if (missing.length > 0) {
    return (
      <Text tone="secondary" role="status">
        The preview appears once the required fields are filled in ({missing.length} to go).
      </Text>
    );
  }
  return (
    <UpdatingDocument busy={preview.isFetching} label="Updating preview">
      {preview.isError && <Alert severity="error">{errorMessage(preview.error, PROJECT_MSG.previewFailed)}</Alert>}
      {preview.data && <DocumentView document={preview.data.preview} title="Live preview" height="calc(100vh - 260px)" />}
    </UpdatingDocument>
  );
}
