/**
 * The one way the browser talks to the server. Responses are parsed with the same zod schemas the
 * server declares for its routes (shared/schemas), so a contract drift shows up at once.
 *
 * This module does not import zod itself: the landing page loads it and stays within its bundle
 * budget without the schema library (ADR 0013). The error schema is loaded when an error arrives.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId?: string,
    readonly fields?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A zod schema, or anything else that checks an answer and returns it typed. */
export interface ResponseParser<T> {
  parse(payload: unknown): T;
}

export interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  schema: ResponseParser<T>;
  signal?: AbortSignal;
  /** The request outlives the page (a draft saved as the member leaves it, issue 44). */
  keepalive?: boolean;
}

async function toError(response: Response): Promise<ApiRequestError> {
  const payload: unknown = await response.json().catch(() => undefined);
  const { apiErrorSchema } = await import('#shared/schemas/error.ts');
  const parsed = apiErrorSchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, requestId, fields } = parsed.data.error;
    return new ApiRequestError(response.status, code, message, requestId, fields);
  }
  return new ApiRequestError(response.status, 'UNEXPECTED_RESPONSE', `The server answered ${response.status}.`);
}

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', body, schema, signal, keepalive } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(
      0,
      'NETWORK_ERROR',
      'We could not reach the server. Please check your connection and try again.',
    );
  }
  if (!response.ok) throw await toError(response);
  const payload: unknown = response.status === 204 ? undefined : await response.json();
  return schema.parse(payload);
}

/**
 * A file upload (multipart, field "photo") with progress: fetch cannot report upload progress,
 * so this one request uses XMLHttpRequest. Same errors as apiRequest.
 */
export function apiUpload<T>(
  path: string,
  file: File,
  options: { schema: ResponseParser<T>; onProgress?: (fraction: number) => void },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(
        new ApiRequestError(
          0,
          'NETWORK_ERROR',
          'We could not reach the server. Please check your connection and try again.',
        ),
      );
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        try {
          resolve(options.schema.parse(JSON.parse(request.responseText)));
        } catch (error) {
          reject(error);
        }
        return;
      }
      const response = new Response(request.responseText, { status: request.status });
      void toError(response).then(reject, reject);
    };
    const form = new FormData();
    form.append('photo', file);
    request.send(form);
  });
}
