import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { errorMessage } from '../../../lib/api-client';
import { useRenderedMarkdown } from '../api/render-markdown';
import { useDebounced } from '../hooks/use-debounced';
import { DocumentView } from './document-view';

/** Editing pauses this long before the text is rendered again. */
const RENDER_DELAY_MS = 600;

/** The edited document as it will look: the server's rendering of the markdown, never the text as HTML. */
export function RenderedDocument({ markdown, title, height }: { markdown: string; title: string; height: number | string }) {
  const settled = useDebounced(markdown, RENDER_DELAY_MS);
  const rendered = useRenderedMarkdown({ markdown: settled, title });

  if (!markdown.trim()) return <Typography color="text.secondary">There is nothing to show yet: write the document first.</Typography>;
  return (
    <Box sx={{ position: 'relative' }}>
      {(rendered.isFetching || settled !== markdown) && (
        <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, borderRadius: 1 }} aria-label="Updating the rendered document" />
      )}
      {rendered.isError && <Alert severity="error">{errorMessage(rendered.error, PROJECT_MSG.previewFailed)}</Alert>}
      {rendered.data !== undefined && <DocumentView document={{ target: 'html', content: rendered.data }} title={`Rendered ${title}`} height={height} />}
    </Box>
  );
}
