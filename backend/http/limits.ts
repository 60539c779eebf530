/** Request size limits: URL length (414) and body size (413), answered in the REST envelope. */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const MAX_URL_LENGTH = 8 * 1024;
export const MAX_BODY_BYTES = 1024 * 1024;

export function urlLengthLimit(max: number = MAX_URL_LENGTH): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.length + url.search.length > max) {
      return c.json({ code: 414, result: `URL longer than ${max} bytes` }, 414);
    }
    await next();
    return undefined;
  };
}

export function bodySizeLimit(max: number = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize: max,
    // The unread body stays on the socket: close the connection so that it is not reused.
    onError: (c) => c.json({ code: 413, result: `Request body larger than ${max} bytes` }, 413, { Connection: 'close' }),
  });
}
