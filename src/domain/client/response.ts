/** Response checks of the HTTP client (spec 001 §5 "Further rules"). */
import { keyed, type KeyedMessage } from './messages.ts';

export type ResponseCheck = { readonly ok: true; readonly body: unknown } | ({ readonly ok: false } & KeyedMessage);

/** Whether a content type is JSON (`application/json`, `application/problem+json`, with parameters). */
export function isJsonContentType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const mime = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mime === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mime);
}

/** A response that is not JSON fails with a bad content-type; one without a body with a wrong format. */
export function checkResponse(response: {
  readonly contentType: string | null | undefined;
  readonly body: unknown;
}): ResponseCheck {
  if (!isJsonContentType(response.contentType)) return { ok: false, ...keyed('response.badContentType') };
  if (response.body === undefined || response.body === null || response.body === '')
    return { ok: false, ...keyed('response.wrongFormat') };
  return { ok: true, body: response.body };
}
