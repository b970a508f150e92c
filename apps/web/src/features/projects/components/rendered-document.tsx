import { PROJECT_MSG } from '@curio/core/projects-messages';
import { errorMessage } from '../../../lib/api-client';
import { Alert, Text } from '../../../ui';
import { useRenderedMarkdown } from '../api/render-markdown';
import { useDebounced } from '../hooks/use-debounced';
import { DocumentView, UpdatingDocument } from './document-view';

/** Editing pauses this long before the text is rendered again. */
const RENDER_DELAY_MS = 600;

/** The edited document as it will look: the server's rendering of the markdown, never the text as HTML. */
export function RenderedDocument({ markdown, title, height }: { markdown: string; title: string; height: number | string }) {
  const settled = useDebounced(markdown, RENDER_DELAY_MS);
  const rendered = useRenderedMarkdown({ markdown: settled, title });

  if (!markdown.trim()) return <Text tone="secondary">There is nothing to show yet: write the document first.</Text>;
  return (
    <UpdatingDocument busy={rendered.isFetching || settled !== markdown} label="Updating the rendered document">
      {rendered.isError && <Alert severity="error">{errorMessage(rendered.error, PROJECT_MSG.previewFailed)}</Alert>}
      {rendered.data !== undefined && <DocumentView document={{ target: 'html', content: rendered.data }} title={`Rendered ${title}`} height={height} />}
    </UpdatingDocument>
  );
}
