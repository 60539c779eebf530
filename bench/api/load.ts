/**
 * Load with autocannon: N keep-alive connections (pipelining 1) to one server on 127.0.0.1, bounded by
 * request count and time; latency percentiles from every response's time, throughput, errors (non-2xx,
 * connection errors and timeouts), mean response size, and the CPU time the load generator (this
 * process) and the server spent per request.
 */
import autocannon from 'autocannon';

export interface LoadResult {
  readonly name: string;
  readonly requests: number;
  readonly errors: number;
  readonly seconds: number;
  readonly rps: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** Mean response size in bytes (status line, headers and body). */
  readonly bytes: number;
  /** Answers that said `X-Cache: HIT`. */
  readonly cacheHits: number;
  /** CPU time of this process (the load generator) per request, ms. */
  readonly clientCpuMs: number;
  /** CPU time of the server process per request, ms, when known. */
  readonly serverCpuMs?: number;
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

export interface Target {
  readonly port: number;
  /** The server's CPU time so far in ms (user + system), when it can be read. */
  readonly serverCpuMs?: () => number | undefined;
}

/** The nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Sends `makeCall(i)` (i = 0, 1, 2, … across all connections) until the count or the time is used up. */
export async function runLoad(
  name: string,
  target: Target,
  makeCall: (i: number) => Call,
  opts: LoadOptions,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let bytes = 0;
  let hits = 0;
  const serverBefore = target.serverCpuMs?.();
  const clientBefore = cpuMs();
  const options: autocannon.Options = {
    url: `http://127.0.0.1:${target.port}`,
    connections: opts.concurrency,
    pipelining: 1,
    amount: opts.maxRequests,
    timeout: 60,
    requests: [
      {
        onResponse: (_status, _body, _context, headers) => {
          if (headers?.['x-cache'] === 'HIT') hits += 1;
        },
        setupRequest: (req) => {
          const call = makeCall(next++);
          return call.body === undefined
            ? { ...req, method: call.method, path: call.path }
            : { ...req, method: call.method, path: call.path, body: call.body, headers: { 'content-type': 'application/json' } };
        },
      },
    ],
  };
  let timer: NodeJS.Timeout | undefined;
  // Throughput from our own clock, first request to last answer: autocannon's `duration` counts whole ticks of
  // its one-second timer, so a run of 5000 requests that took 1.1 s would count as 2 s.
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, done: autocannon.Result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, _status, resBytes, responseTime) => {
      latencies.push(responseTime);
      bytes += resBytes;
      lastAnswer = performance.now();
    });
    timer = setTimeout(() => instance.stop(), opts.maxSeconds * 1000);
  });
  clearTimeout(timer);
  const clientCpu = cpuMs() - clientBefore;
  const serverAfter = target.serverCpuMs?.();
  const n = latencies.length;
  const sorted = latencies.sort((a, b) => a - b);
  const perRequest = (ms: number) => (n === 0 ? 0 : ms / n);
  return {
    name,
    requests: n,
    errors: result.errors + result.timeouts + result.non2xx,
    seconds: (lastAnswer - started) / 1000,
    rps: n === 0 ? 0 : n / ((lastAnswer - started) / 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    bytes: perRequest(bytes),
    cacheHits: hits,
    clientCpuMs: perRequest(clientCpu),
    ...(serverBefore === undefined || serverAfter === undefined ? {} : { serverCpuMs: perRequest(serverAfter - serverBefore) }),
  };
}

export function formatResult(r: LoadResult): string {
  const ms = (n: number) => ` ${n.toFixed(1)} ms`.padStart(11);
  const kb = `${(r.bytes / 1024).toFixed(1)} KB`.padStart(9);
  const server = r.serverCpuMs === undefined ? '' : `  server CPU ${r.serverCpuMs.toFixed(2)} ms/req`;
  const hits = r.cacheHits === 0 ? '' : `  X-Cache HIT ${((100 * r.cacheHits) / Math.max(1, r.requests)).toFixed(1)} %`;
  return (
    `${r.name.padEnd(44)} ${String(r.requests).padStart(6)} req ${String(r.errors).padStart(4)} err ` +
    `${r.rps.toFixed(0).padStart(6)} req/s  p50${ms(r.p50)}  p95${ms(r.p95)}  p99${ms(r.p99)} ${kb}/resp` +
    `  load CPU ${r.clientCpuMs.toFixed(2)} ms/req${server}${hits}`
  );
}
