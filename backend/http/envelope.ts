/** The REST envelope `{code, result, meta?}` with the HTTP status equal to `code` (CONTRACTS.md). */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function envelope(c: Context, result: unknown, code: ContentfulStatusCode = 200, meta?: unknown): Response {
  const body: Record<string, unknown> = { code, result };
  if (meta !== undefined) body['meta'] = meta;
  return c.json(body, code);
}
