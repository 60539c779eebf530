/**
 * A small load generator: N concurrent workers, bounded by request count and time, over keep-alive
 * HTTP connections to 127.0.0.1 only; latency percentiles, throughput and mean response size.
 */
import { Agent, request } from 'node:http';

export interface LoadResult {
  readonly name: string;
  readonly requests: number;
  readonly errors: number;
  readonly seconds: number;
  readonly rps: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** Mean response body size in bytes. */
  readonly bytes: number;
}

export interface LoadOptions {
  readonly concurrency: number;
  readonly maxRequests: number;
  readonly maxSeconds: number;
}

export interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/** An HTTP client for one server on 127.0.0.1: resolves with the status and the body size. */
export function httpClient(
  port: number,
  concurrency: number,
): { send(call: Call): Promise<{ status: number; bytes: number }>; close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  return {
    send: (call) =>
      new Promise((resolve, reject) => {
        const headers =
          call.body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(call.body) };
        const req = request({ host: '127.0.0.1', port, path: call.path, method: call.method, agent, headers }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(call.body);
      }),
    close: () => agent.destroy(),
  };
}

/** Sends `makeCall(i)` from `concurrency` workers until the count or the time is used up. */
export async function runLoad(
  name: string,
  send: (call: Call) => Promise<{ status: number; bytes: number }>,
  makeCall: (i: number) => Call,
  opts: LoadOptions,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + opts.maxSeconds * 1000;
  const worker = async (): Promise<void> => {
    while (next < opts.maxRequests && performance.now() < deadline) {
      const call = makeCall(next++);
      const t = performance.now();
      try {
        const res = await send(call);
        bytes += res.bytes;
        if (res.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const n = latencies.length;
  return {
    name,
    requests: n,
    errors,
    seconds,
    rps: n / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    bytes: n === 0 ? 0 : bytes / n,
  };
}

export function formatResult(r: LoadResult): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
  const kb = `${(r.bytes / 1024).toFixed(0)} KB`.padStart(7);
  return `${r.name.padEnd(36)} ${String(r.requests).padStart(6)} req ${String(r.errors).padStart(4)} err ${r.rps.toFixed(0).padStart(6)} req/s  p50${ms(r.p50)}  p95${ms(r.p95)}  p99${ms(r.p99)} ${kb}/resp`;
}
