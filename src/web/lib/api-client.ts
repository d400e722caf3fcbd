// Calls the API with the session cookie and turns the error reply (docs/rules/errors.md, 'The error reply')
// into an ApiError that carries the server's Hungarian message.
import { ERROR_MESSAGES } from '../../domain/messages.ts';

export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: FieldError[] = [],
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}

export const NETWORK_ERROR_MESSAGE =
  'A szerver nem érhető el. Kérjük, ellenőrizze az internetkapcsolatát, és próbálja újra.';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // A reply that is not JSON shows its raw text (docs/rules/errors.md, 'Codes only the browser makes')
    if (!response.ok)
      throw new ApiError(
        response.status,
        'invalid_response',
        text.slice(0, 300) || ERROR_MESSAGES.internal_error,
      );
    throw new ApiError(response.status, 'invalid_response', ERROR_MESSAGES.internal_error);
  }
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/** The ApiError for a refused request from its status and parsed JSON body (also used by uploads). */
export function toApiError(status: number, body: unknown): ApiError {
  type ErrorShape = { code?: unknown; message?: unknown; fields?: unknown; details?: unknown };
  const error = (body as { error?: ErrorShape } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'unknown_error';
  const message = typeof error?.message === 'string' ? error.message : ERROR_MESSAGES.internal_error;
  const fields = Array.isArray(error?.fields) ? (error.fields as FieldError[]) : [];
  const details =
    typeof error?.details === 'object' && error.details !== null
      ? (error.details as Record<string, unknown>)
      : {};
  return new ApiError(status, code, message, fields, details);
}

/** The Hungarian text to show for any error thrown by a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return ERROR_MESSAGES.internal_error;
}
