import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/api/schemas/envelope.ts';
import { FIXTURE_NOW, fixtureDatabase } from '../unit/backend/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(fixtureDatabase(), () => FIXTURE_NOW);
});
afterAll(() => server.close());

/** Writes `request` on a raw socket (no client checks it) and resolves with all the server answered until it closed. */
function sendRaw(request: string): Promise<string> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

describe('a request Node cannot parse', () => {
  it.each([
    ['a Content-Length that is no number', 'POST /api/url/map HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{"url":"x"}'],
    ['a raw space in the path', 'GET /api/stock/check?sku=a b HTTP/1.1\r\nHost: x\r\n\r\n'],
  ])('%s gets a 400 envelope with the reason, as JSON, and the connection closed', async (_, request) => {
    const answer = await sendRaw(request);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/\r\nContent-Type: application\/json\r\n/i);
    expect(head).toMatch(/\r\nConnection: close(\r\n|$)/i);
    const envelope = errorEnvelopeSchema.parse(JSON.parse(body));
    expect(envelope.code).toBe(400);
    expect(envelope.result).toMatch(/^Bad request: the request cannot be parsed \(.+\)$/);
  });

  it('headers over Node’s limit get 431 in the envelope', async () => {
    const answer = await sendRaw(`GET /geo HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual({ code: 431, result: 'Request headers too large' });
  });
});
