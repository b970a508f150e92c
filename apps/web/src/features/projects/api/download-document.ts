import { useMutation } from '@tanstack/react-query';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import type { ExportBody, ExportTarget, RenderBody } from '@curio/core/projects-api';
import { ApiError } from '../../../lib/api-client';

export type DownloadRequest =
  /** the template's document made from the form values: POST /api/templates/{key}/render */
  | { kind: 'render'; templateKey: string; body: RenderBody & { target: ExportTarget } }
  /** text the learner edited: POST /api/projects/export */
  | { kind: 'export'; body: ExportBody };

const FALLBACK_EXTENSION: Record<ExportTarget, string> = { markdown: 'md', html: 'html', pdf: 'pdf', docx: 'docx' };

/** The name the server gave the file (RFC 6266: filename* wins over filename). */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(disposition) ?? /filename\s*=\s*([^;]+)/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

async function failure(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    const message = typeof body.message === 'string' && body.message ? body.message : typeof body.error === 'string' ? body.error : PROJECT_MSG.requestFailed;
    return new ApiError(response.status, typeof body.error === 'string' ? body.error : 'http_error', message);
  } catch {
    return new ApiError(response.status, 'http_error', PROJECT_MSG.requestFailed);
  }
}

/** Asks the server for the file; answers its bytes and the name the server chose. */
export async function fetchDocumentFile(request: DownloadRequest): Promise<{ blob: Blob; filename: string }> {
  const path = request.kind === 'render' ? `/api/templates/${encodeURIComponent(request.templateKey)}/render` : '/api/projects/export';
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error');
  }
  if (!response.ok) throw await failure(response);
  const filename = fileNameFrom(response.headers.get('content-disposition')) ?? `document.${FALLBACK_EXTENSION[request.body.target]}`;
  return { blob: await response.blob(), filename };
}

/** Hands a file to the browser's downloads under its name. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the bytes once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const downloadDocument = async (request: DownloadRequest) => {
  const { blob, filename } = await fetchDocumentFile(request);
  saveFile(blob, filename);
  return filename;
};

export const useDownloadDocument = () => useMutation({ mutationFn: downloadDocument });
