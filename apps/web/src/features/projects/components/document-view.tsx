import Box from '@mui/material/Box';
import type { CardPreview } from '@curio/core/project-cards';

/**
 * A rendered document. The HTML page comes from the server with every value escaped; the frame is
 * sandboxed as well, so nothing in it runs or reaches this page.
 */
export function DocumentView({ document, title, height = 520 }: { document: CardPreview; title: string; height?: number | string }) {
  if (document.target === 'html') {
    return (
      <Box
        component="iframe"
        title={title}
        sandbox=""
        srcDoc={document.content}
        sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: '#fff', display: 'block' }}
      />
    );
  }
  return (
    <Box
      component="pre"
      aria-label={title}
      sx={{ m: 0, p: 2, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: height, overflow: 'auto' }}
    >
      {document.content}
    </Box>
  );
}
