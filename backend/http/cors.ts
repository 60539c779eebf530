/**
 * CORS for the APIs, as Hono's `cors` middleware answers it (allowed origins echoed, `Vary: Origin`,
 * preflights answered 204 with the methods, the asked headers and a max age), but with the headers
 * written onto the finished response's own header list. Hono's middleware adds `Vary` with
 * `c.header()` after the handler, which turns @hono/node-server's lightweight response into a web
 * Response and copies and streams its body: on a search answer of 126 KB that was about an eighth of
 * the server's CPU per request.
 */
import type { Context, MiddlewareHandler } from 'hono';

export interface CorsOptions {
  readonly origins: readonly string[];
  readonly methods: readonly string[];
  readonly maxAgeSeconds: number;
}

function withHeaders(c: Context, write: (headers: Headers) => void): void {
  try {
    write(c.res.headers);
  } catch {
    // Immutable headers (a response passed through from fetch): copy the response once.
    c.res = new Response(c.res.body, c.res);
    write(c.res.headers);
  }
}

export function apiCors(options: CorsOptions): MiddlewareHandler {
  const methods = options.methods.join(',');
  return async (c, next) => {
    const origin = c.req.header('origin') ?? '';
    const allowed = options.origins.includes(origin) ? origin : undefined;
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ Vary: 'Origin', 'Access-Control-Max-Age': String(options.maxAgeSeconds) });
      if (allowed) headers.set('Access-Control-Allow-Origin', allowed);
      if (methods) headers.set('Access-Control-Allow-Methods', methods);
      const asked = c.req.header('Access-Control-Request-Headers');
      if (asked) {
        headers.set(
          'Access-Control-Allow-Headers',
          asked
            .split(',')
            .map((h) => h.trim())
            .join(','),
        );
        headers.append('Vary', 'Access-Control-Request-Headers');
      }
      return new Response(null, { status: 204, statusText: 'No Content', headers });
    }
    await next();
    withHeaders(c, (headers) => {
      if (allowed) headers.set('Access-Control-Allow-Origin', allowed);
      headers.append('Vary', 'Origin');
    });
    return undefined;
  };
}
