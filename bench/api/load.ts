/** A small load generator: N concurrent workers, bounded by request count and time; latency percentiles. */

export interface LoadResult {
  readonly name: string;
  readonly requests: number;
  readonly errors: number;
  readonly seconds: number;
  readonly rps: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
}

export interface LoadOptions {
  readonly concurrency: number;
  readonly maxRequests: number;
  readonly maxSeconds: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/** Runs `makeRequest(i)` from `concurrency` workers until the count or the time is used up. */
export async function runLoad(name: string, makeRequest: (i: number) => Promise<Response>, opts: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + opts.maxSeconds * 1000;
  const worker = async (): Promise<void> => {
    while (next < opts.maxRequests && performance.now() < deadline) {
      const i = next++;
      const t = performance.now();
      try {
        const res = await makeRequest(i);
        await res.arrayBuffer();
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
  return { name, requests: latencies.length, errors, seconds, rps: latencies.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

export function formatResult(r: LoadResult): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
  return `${r.name.padEnd(34)} ${String(r.requests).padStart(6)} req ${String(r.errors).padStart(4)} err ${r.rps.toFixed(0).padStart(6)} req/s  p50${ms(r.p50)}  p95${ms(r.p95)}  p99${ms(r.p99)}`;
}
