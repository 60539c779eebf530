/**
 * HTTP errors of the backend. Routes throw them; the app's error handler turns them into the
 * REST envelope `{code, result}` (or a bare `{error}` body for the content service).
 */
import type { ZodError } from 'zod';

export class HttpError extends Error {
  readonly status: number;
  /** Body shape: the REST envelope or the content service's `{error}`. */
  readonly shape: 'envelope' | 'error';
  constructor(status: number, message: string, shape: 'envelope' | 'error' = 'envelope') {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.shape = shape;
  }
}

export function badRequest(message: string, shape: 'envelope' | 'error' = 'envelope'): HttpError {
  return new HttpError(400, message, shape);
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

/** One readable line from a zod error: `field.path: message; ...` (at most 3 issues). */
export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      if (issue.code === 'unrecognized_keys') {
        return `${path ? `${path}: ` : ''}unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
      }
      const message =
        issue.code === 'invalid_key' || issue.code === 'invalid_element'
          ? `${issue.message}: ${issue.issues[0]?.message ?? ''}`
          : issue.message;
      return path ? `${path}: ${message}` : message;
    })
    .join('; ');
}
