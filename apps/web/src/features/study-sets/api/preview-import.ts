import { useMutation } from '@tanstack/react-query';
import type { ImportReply } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { importSearch, type ImportChoice } from '../import-query';

interface PreviewRequest {
  choice: ImportChoice;
  /** the file's bytes, or the pasted text as UTF-8 */
  bytes: Blob;
}

/** What the server understood of a file, with the lines it could not read; nothing is added to a set until it is saved. */
const previewImport = ({ choice, bytes }: PreviewRequest) =>
  apiFetch<ImportReply>(`/api/sets/import?${importSearch(choice)}`, { method: 'POST', bytes });

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
