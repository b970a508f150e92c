import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchDocumentFile } from './download-document';

/**
 * Edited markdown as the server renders it: the standalone HTML page of POST /api/projects/export,
 * every character of the text escaped (raw HTML is off there), for a sandboxed frame.
 */
async function renderMarkdown(markdown: string, title: string): Promise<string> {
  const { blob } = await fetchDocumentFile({ kind: 'export', body: { markdown, target: 'html', title } });
  return blob.text();
}

export const useRenderedMarkdown = (document: { markdown: string; title: string } | null) =>
  useQuery({
    queryKey: ['projects', 'rendered', document],
    queryFn: () => renderMarkdown(document!.markdown, document!.title),
    enabled: document !== null && document.markdown.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
