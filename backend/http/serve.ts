/**
 * Serving the app over Node's HTTP server. Requests that cannot even be turned into a Request
 * (a raw backslash in the path, a bad Host header) get a 400 envelope with the reason instead of an
 * empty body, and so do requests Node's HTTP parser refuses (`Content-Length: abc`, a raw space in
 * the path); anything else that escapes the app is a 500 envelope.
 */
import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Hono } from 'hono';

export function requestErrorResponse(error: unknown): Response {
  const bad = error instanceof RequestError;
  const body = { code: bad ? 400 : 500, result: bad ? `Bad request: ${error.message}` : 'Internal server error' };
  return new Response(JSON.stringify(body), { status: body.code, headers: { 'content-type': 'application/json' } });
}

/** The parser's errors that Node's own answer gives a status other than 400. */
const PARSE_ERROR_ANSWERS: ReadonlyMap<string, { status: number; result: string }> = new Map([
  ['HPE_HEADER_OVERFLOW', { status: 431, result: 'Request headers too large' }],
  ['HPE_CHUNK_EXTENSIONS_OVERFLOW', { status: 413, result: 'Chunk extensions too large' }],
  ['ERR_HTTP_REQUEST_TIMEOUT', { status: 408, result: 'Request timed out' }],
]);

/**
 * Node's `clientError`: the envelope in place of Node's empty answer, written (as Node writes its own) only when
 * nothing has been written on the socket yet; the connection is closed either way.
 */
export function answerClientError(error: Error & { code?: string; reason?: string }, socket: Socket): void {
  if (!socket.writable || socket.bytesWritten > 0) {
    socket.destroy();
    return;
  }
  const { status, result } = PARSE_ERROR_ANSWERS.get(error.code ?? '') ?? {
    status: 400,
    result: `Bad request: the request cannot be parsed (${error.reason ?? error.message})`,
  };
  const body = JSON.stringify({ code: status, result });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}

/** Starts serving; resolves with the server once it listens (port 0 picks a free port). */
export function serveApp(app: Hono, port: number, hostname: string): Promise<Server> {
  const server = createServer(getRequestListener(app.fetch, { hostname, errorHandler: requestErrorResponse }));
  server.on('clientError', answerClientError);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
