import type { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/error.ts';

/**
 * The one way the browser talks to the server. Responses are parsed with the same zod schemas the
 * server declares for its routes (shared/schemas), so a contract drift shows up at once.
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

export interface RequestOptions<T extends z.ZodType> {
  method?: Method;
  body?: unknown;
  schema: T;
  signal?: AbortSignal;
}

async function toError(response: Response): Promise<ApiRequestError> {
  const payload: unknown = await response.json().catch(() => undefined);
  const parsed = apiErrorSchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, requestId, fields } = parsed.data.error;
    return new ApiRequestError(response.status, code, message, requestId, fields);
  }
  return new ApiRequestError(response.status, 'UNEXPECTED_RESPONSE', `The server answered ${response.status}.`);
}

export async function apiRequest<T extends z.ZodType>(path: string, options: RequestOptions<T>): Promise<z.output<T>> {
  const { method = 'GET', body, schema, signal } = options;
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
export function apiUpload<T extends z.ZodType>(
  path: string,
  file: File,
  options: { schema: T; onProgress?: (fraction: number) => void },
): Promise<z.output<T>> {
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
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        resolve(options.schema.parse(payload));
        return;
      }
      const parsed = apiErrorSchema.safeParse(payload);
      reject(
        parsed.success
          ? new ApiRequestError(
              request.status,
              parsed.data.error.code,
              parsed.data.error.message,
              parsed.data.error.requestId,
            )
          : new ApiRequestError(request.status, 'UNEXPECTED_RESPONSE', `The server answered ${request.status}.`),
      );
    };
    const form = new FormData();
    form.append('photo', file);
    request.send(form);
  });
}
