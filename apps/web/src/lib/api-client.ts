/** An API failure carrying the HTTP status and the server's `{ error, message }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;

/** The server's message when it sent one, otherwise the screen's own fallback text. */
export function errorMessage(err: unknown, fallback: string): string {
  return isApiError(err) && err.message ? err.message : fallback;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** bytes sent as they are (a file to import) instead of a JSON body */
  bytes?: Blob;
  signal?: AbortSignal;
}

async function readError(response: Response): Promise<ApiError> {
  let code = 'http_error';
  let message = response.statusText || `Request failed (${response.status})`;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { error, message: text } = body as Record<string, unknown>;
      if (typeof error === 'string') code = error;
      if (typeof text === 'string' && text) message = text;
    }
  } catch {
    // not JSON (a proxy's HTML error page, for instance): keep the status text
  }
  return new ApiError(response.status, code, message);
}

/** JSON over fetch with the session cookie; throws ApiError for any non-2xx answer. */
export async function apiFetch<T>(path: string, { method = 'GET', body, bytes, signal }: RequestOptions = {}): Promise<T> {
  const content: { headers: Record<string, string>; body?: BodyInit } = bytes
    ? { headers: { 'content-type': 'application/octet-stream' }, body: bytes }
    : body === undefined
      ? { headers: {} }
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...content.headers },
      ...(content.body === undefined ? {} : { body: content.body }),
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, 'network_error', 'Network error');
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
