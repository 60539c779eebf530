/** Request size limits: URL length (414) and body size (413), answered in the REST envelope. */
import type { Context, MiddlewareHandler } from 'hono';
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

/**
 * 413 for a body over `max` bytes. A declared Content-Length is checked from the header alone, so the
 * body stays unread until the route reads it (Hono's bodyLimit reads `req.body`, which makes
 * @hono/node-server build a web Request and stream the body through it); a chunked body is counted
 * by Hono's bodyLimit as it arrives.
 */
export function bodySizeLimit(max: number = MAX_BODY_BYTES): MiddlewareHandler {
  // The unread body stays on the socket: close the connection so that it is not reused.
  const tooLarge = (c: Context) =>
    c.json({ code: 413, result: `Request body larger than ${max} bytes` }, 413, { Connection: 'close' });
  const counted = bodyLimit({ maxSize: max, onError: tooLarge });
  return async (c, next) => {
    if (c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number.parseInt(declared, 10) > max) return tooLarge(c);
    await next();
    return undefined;
  };
}
