/**
 * Stopping the server of `npm start` (scripts/server.ts stopOnSignals): a socket a browser opened ahead, with no
 * request on it, holds a plain close() (the server then stops after its grace of 10 s); a second Ctrl-C stops it at
 * once, where it was ignored.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

const fixture = new URL('./fixtures/serve-and-wait.ts', import.meta.url).pathname;
let child: ChildProcess | undefined;
let socket: Socket | undefined;
afterEach(() => {
  socket?.destroy();
  child?.kill('SIGKILL');
});

/** The fixture's server listening, with an open socket on it that sent nothing. */
async function serverWithIdleSocket(): Promise<{ output: () => string; exited: Promise<number | null> }> {
  child = spawn(process.execPath, [fixture], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
  for (let waited = 0; !/listening \d+/.test(output) && waited < 20_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const port = Number(/listening (\d+)/.exec(output)?.[1]);
  expect(port, output).toBeGreaterThan(0);
  socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket?.once('connect', resolve));
  return { output: () => output, exited };
}

describe('stopping the server on a signal', () => {
  it('stops at once on a second signal', async () => {
    const server = await serverWithIdleSocket();
    child?.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 200));
    child?.kill('SIGINT');
    const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 3_000))]);
    expect(code, server.output()).toBe(130);
  }, 30_000);
});
