/**
 * Where `npm start` and `npm run serve` listen (scripts/server.ts): the address the sync reaches the server at
 * (`localUrl`, whatever HOST is), and a port already in use said in one line naming PORT, not a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { localUrl } from '../../../scripts/server.ts';

const serveScript = new URL('../../../scripts/serve.ts', import.meta.url).pathname;

describe('the address this machine reaches the server at', () => {
  it('is the loopback of a wildcard address, the address itself otherwise, an IPv6 one in brackets', () => {
    expect(localUrl('127.0.0.1', 4321)).toBe('http://127.0.0.1:4321');
    expect(localUrl('0.0.0.0', 4321)).toBe('http://127.0.0.1:4321');
    expect(localUrl('::', 4321)).toBe('http://[::1]:4321');
    expect(localUrl('::1', 80)).toBe('http://[::1]:80');
    expect(localUrl('192.168.1.20', 4321)).toBe('http://192.168.1.20:4321');
    expect(localUrl('localhost', 4321)).toBe('http://localhost:4321');
  });
});

describe('a port already in use', () => {
  it('ends the server with one line naming PORT', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as { port: number }).port;
    try {
      const result = spawnSync(process.execPath, [serveScript], {
        encoding: 'utf8',
        timeout: 30_000,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BACKEND_DB: ':memory:', LOG_LEVEL: 'silent' },
      });
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr.trim()).toBe(`[serve] port ${port} is in use (127.0.0.1:${port}): set PORT to a free one`);
    } finally {
      holder.close();
    }
  }, 40_000);
});
