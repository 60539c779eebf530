/** The server process: `node backend/main.ts` starts, logs one JSON line per request, stops on SIGTERM. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const node = join(process.cwd(), 'node_modules/.bin/node');
const dir = mkdtempSync(join(tmpdir(), 'backend-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function run(env: Record<string, string>) {
  const child = spawn(node, ['backend/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out, errors: () => err };
}

describe('backend/main.ts', () => {
  it('a bad setting exits naming the variable', async () => {
    const p = run({ BACKEND_PORT: 'eighty' });
    expect(await p.exited).not.toBe(0);
    expect(p.errors()).toMatch(/BACKEND_PORT/);
  });

  it('serves, logs one JSON line per request and shuts down gracefully on SIGTERM', async () => {
    const port = await freePort();
    const p = run({ BACKEND_PORT: String(port), BACKEND_DB: join(dir, 'db.sqlite'), LOG_LEVEL: 'info' });
    for (let i = 0; i < 100 && !p.output().includes('listening'); i += 1) await new Promise((r) => setTimeout(r, 100));
    const res = await fetch(`http://127.0.0.1:${port}/api/stock/list?skus=A`);
    expect(await res.json()).toEqual({ code: 200, result: [] });
    await new Promise((r) => setTimeout(r, 100));
    const line = p
      .output()
      .split('\n')
      .map((l) => (l.startsWith('{') ? (JSON.parse(l) as Record<string, unknown>) : {}))
      .find((l) => l['msg'] === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/api/stock/list', status: 200 });
    expect(line?.['ms']).toBeTypeOf('number');
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.output()).toMatch(/shutting down/);
  });
});
