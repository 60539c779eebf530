/**
 * The backend under test in its own process (`node backend/main.ts`), so the load generator never
 * shares its event loop: a free port on 127.0.0.1, readiness polling, and a bounded shutdown.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../backend/main.ts', import.meta.url));

export interface ServerProcess {
  readonly port: number;
  readonly child: ChildProcess;
  /** The resident memory of the backend in MiB, where /proc tells it (Linux). */
  rssMiB(): number | undefined;
  /** The backend's CPU time so far (user + system) in ms, where /proc tells it (Linux). */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

function rssOf(pid: number | undefined): number | undefined {
  try {
    const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? undefined : Number(kib) / 1024;
  } catch {
    return undefined;
  }
}

/** utime + stime of /proc/{pid}/stat in ms (clock ticks of 10 ms on Linux). */
function cpuOf(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitReady(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the backend exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/stock/list?skus=none`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the backend did not answer on port ${port} within ${timeoutMs} ms`);
}

/** Starts the backend over `env` (BACKEND_DB, MEDIA_DIR, …) on 127.0.0.1 and waits until it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, BACKEND_HOST: '127.0.0.1', BACKEND_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitReady(port, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, child, rssMiB: () => rssOf(child.pid), cpuMs: () => cpuOf(child.pid), stop };
}
