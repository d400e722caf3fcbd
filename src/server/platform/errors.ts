import { z } from 'zod';
import { ERROR_MESSAGES, type ErrorCode } from '../../domain/messages.ts';

export interface FieldError {
  path: string;
  message: string;
}

/** A refusal the user can understand: code, HTTP status and a Hungarian message (docs/rules/errors.md). */
export class AppError extends Error {
  readonly code: string;
  readonly statusCode: number;
  readonly fields: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Facts the screen needs beside the message (e.g. attempts left before a lockout). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: string,
    statusCode: number,
    message: string,
    options: {
      fields?: FieldError[];
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
    this.fields = options.fields;
    this.headers = options.headers;
    this.details = options.details;
  }

  static of(
    code: ErrorCode,
    statusCode: number,
    options?: { fields?: FieldError[]; headers?: Record<string, string>; cause?: unknown },
  ) {
    return new AppError(code, statusCode, ERROR_MESSAGES[code], options);
  }
}

export const unauthorized = () => AppError.of('unauthorized', 401);
export const forbidden = () => AppError.of('forbidden', 403);
export const notFound = (message: string = ERROR_MESSAGES.not_found) =>
  new AppError('not_found', 404, message);

/**
 * Every refusal's body (docs/rules/errors.md), written by the error handler in app.ts; the OpenAPI document
 * names it `Error` (platform/openapi.ts).
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
    requestId: z.string(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
