/**
 * API latency under load: `node bench/api/run.ts [--products 250] [--concurrency 50] [--requests 20000]
 * [--seconds 20] [--warmup 5] [--cache both|on|off] [--db FILE]`. Seeds a temporary database (no images; or reuses
 * a seeded `--db`), starts the backend in a child process (`backend/main.ts`, 127.0.0.1 only) and drives
 * it with autocannon from this process: the scenarios of scenarios.ts with 50 keep-alive connections.
 * Each search scenario is measured with the output cache on and warm (the warm-up asks its distinct queries
 * before the measurement, as shoppers repeat popular searches) and with the cache off
 * (`OUTPUT_CACHE_MB=0`: every request computed). Before each measurement the scenario runs unmeasured for
 * `--warmup` seconds, so that the figures are the steady state of a running server, not its JIT compiling
 * (a run of 2000 requests at 10 000 products lasted half a second and its p95 was mostly warm-up). Prints the machine, then per scenario p50/p95/p99,
 * throughput, errors, response size and CPU per request of the server and of the load generator.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { config } from '../../src/config/index.ts';
import { migrate, openDatabase } from '../../backend/db/index.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { formatResult, runLoad, type Call, type LoadOptions, type LoadResult } from './load.ts';
import { describeMachine } from './machine.ts';
import { scenarios, type Scenario } from './scenarios.ts';
import { startServerProcess } from './server-process.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '250' },
    concurrency: { type: 'string', default: '50' },
    requests: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    cache: { type: 'string', default: 'both' },
    db: { type: 'string' },
  },
});
const positive = (name: string, raw: string | undefined, max: number): number => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be an integer between 1 and ${max}`);
  return n;
};
const products = positive('products', values.products, 20000);
const load: LoadOptions = {
  concurrency: positive('concurrency', values.concurrency, 500),
  maxRequests: positive('requests', values.requests, 1_000_000),
  maxSeconds: positive('seconds', values.seconds, 600),
};
const warmup: LoadOptions = { ...load, maxRequests: 1_000_000, maxSeconds: positive('warmup', values.warmup, 600) };
const modes = { both: ['on', 'off'], on: ['on'], off: ['off'] }[values.cache ?? 'both'] as ('on' | 'off')[] | undefined;
if (!modes) throw new Error('--cache must be both, on or off');

console.log(`machine: ${describeMachine()}`);
const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const dbFile = values.db ?? join(dir, 'bench.sqlite');
const db = openDatabase(dbFile);
migrate(db);
if (values.db === undefined) {
  const t = performance.now();
  await seedDatabase(db, { seed: 1, productsPerStore: products, mediaDir: join(dir, 'media'), images: false });
  console.log(`seeded ${products} products per store in ${((performance.now() - t) / 1000).toFixed(1)} s`);
} else console.log(`using the seeded database ${dbFile}`);
const skus = (db.prepare("SELECT sku FROM products WHERE store_code = 'pl' ORDER BY id").all() as { sku: string }[]).map(
  (r) => r.sku,
);
const stockSkus = (db.prepare('SELECT sku FROM stock ORDER BY sku').all() as { sku: string }[]).map((r) => r.sku);
db.close();

async function send(port: number, call: Call): Promise<Response> {
  const res = await fetch(`http://127.0.0.1:${port}${call.path}`, {
    method: call.method,
    ...(call.body === undefined ? {} : { body: call.body, headers: { 'content-type': 'application/json' } }),
  });
  await res.arrayBuffer();
  return res;
}

/** Starts a backend, waits until every store view is indexed, measures the scenarios, stops it. */
async function measure(mode: 'on' | 'off', list: readonly Scenario[]): Promise<LoadResult[]> {
  const t = performance.now();
  const server = await startServerProcess({
    BACKEND_DB: dbFile,
    MEDIA_DIR: join(dir, 'media'),
    IMAGE_CACHE_DIR: join(dir, 'cache'),
    LOG_LEVEL: 'warn',
    ...(mode === 'off' ? { OUTPUT_CACHE_MB: '0' } : {}),
  });
  console.log(
    `\noutput cache ${mode}: backend (pid ${server.child.pid}) answering after ${(performance.now() - t).toFixed(0)} ms`,
  );
  const results: LoadResult[] = [];
  try {
    // A text search on every store view returns once its index is built: measure the steady state.
    for (const view of config().storeViews)
      await send(server.port, {
        method: 'POST',
        path: `/api/catalog/${view.catalogIndex}/product/_search`,
        body: JSON.stringify({ query: { multi_match: { query: `warm ${mode}` } }, size: 1 }),
      });
    console.log(`every store view loaded and indexed ${((performance.now() - t) / 1000).toFixed(1)} s after the spawn`);
    for (const s of list) {
      // The warm-up asks every distinct query of the scenario (with the cache on, it fills the cache: the
      // measurement's X-Cache HIT share says so).
      const target = { port: server.port, serverCpuMs: server.cpuMs };
      const warm = await runLoad('warm-up', target, s.call, warmup);
      const note = ` after a warm-up of ${warm.requests} requests in ${warm.seconds.toFixed(1)} s`;
      const result = await runLoad(`${s.name}${s.cached ? `, cache ${mode}` : ''}`, target, s.call, load);
      console.log(formatResult(result) + note);
      results.push(result);
    }
    const rss = server.rssMiB();
    if (rss !== undefined) console.log(`backend resident memory after the run: ${rss.toFixed(0)} MiB`);
  } finally {
    await server.stop();
  }
  return results;
}

try {
  console.log(
    `${load.concurrency} connections, at most ${load.maxRequests} requests or ${load.maxSeconds} s per scenario after ${warmup.maxSeconds} s of warm-up, ${values.db === undefined ? `${products} products per store` : `the catalogue of ${dbFile}`}`,
  );
  const all = scenarios(skus, stockSkus);
  const results: LoadResult[] = [];
  for (const mode of modes) results.push(...(await measure(mode, mode === 'on' ? all : all.filter((s) => s.cached))));
  console.log('\n| scenario | req/s | p50 | p95 | p99 | errors | response | server CPU/req | load CPU/req |');
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: |');
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.errors} | ${(r.bytes / 1024).toFixed(1)} KB | ${r.serverCpuMs?.toFixed(2) ?? '?'} ms | ${r.clientCpuMs.toFixed(2)} ms |`,
    );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
