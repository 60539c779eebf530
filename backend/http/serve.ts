/**
 * Serving the app over Node's HTTP server. Requests that cannot even be turned into a Request
 * (a raw backslash in the path, a bad Host header) get a 400 envelope with the reason instead of an
 * empty body; anything else that escapes the app is a 500 envelope.
 */
import { createServer, type Server } from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Hono } from 'hono';

export function requestErrorResponse(error: unknown): Response {
  const bad = error instanceof RequestError;
  const body = { code: bad ? 400 : 500, result: bad ? `Bad request: ${error.message}` : 'Internal server error' };
  return new Response(JSON.stringify(body), { status: body.code, headers: { 'content-type': 'application/json' } });
}

/** Starts serving; resolves with the server once it listens (port 0 picks a free port). */
export function serveApp(app: Hono, port: number, hostname: string): Promise<Server> {
  const server = createServer(getRequestListener(app.fetch, { hostname, errorHandler: requestErrorResponse }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
