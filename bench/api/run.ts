/**
 * API latency under load: `node bench/api/run.ts [--products 250] [--concurrency 50] [--requests 2000]
 * [--seconds 15]`. Seeds a temporary database (no images), starts the backend in a child process
 * (`backend/main.ts`, 127.0.0.1 only) and measures from this process, so the load generator never
 * shares the server's event loop: search (text, and a category listing with aggregations), stock
 * list of 15 skus and render-list of 50 skus, with 50 concurrent keep-alive clients. Prints the
 * machine, then p50/p95/p99, throughput and response size per scenario.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { config } from '../../src/config/index.ts';
import { migrate, openDatabase } from '../../backend/db/index.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { formatResult, httpClient, runLoad, type Call, type LoadOptions } from './load.ts';
import { describeMachine } from './machine.ts';
import { startServerProcess } from './server-process.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '250' },
    concurrency: { type: 'string', default: '50' },
    requests: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '15' },
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

console.log(`machine: ${describeMachine()}`);
const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const dbFile = join(dir, 'bench.sqlite');
const db = openDatabase(dbFile);
migrate(db);
let t = performance.now();
await seedDatabase(db, { seed: 1, productsPerStore: products, mediaDir: join(dir, 'media'), images: false });
console.log(`seeded ${products} products per store in ${((performance.now() - t) / 1000).toFixed(1)} s`);
const skus = (db.prepare("SELECT sku FROM products WHERE store_code = 'pl' ORDER BY id").all() as { sku: string }[]).map(
  (r) => r.sku,
);
const stockSkus = (db.prepare('SELECT sku FROM stock ORDER BY sku').all() as { sku: string }[]).map((r) => r.sku);
db.close();

t = performance.now();
const started = t;
const server = await startServerProcess({
  BACKEND_DB: dbFile,
  MEDIA_DIR: join(dir, 'media'),
  IMAGE_CACHE_DIR: join(dir, 'cache'),
  LOG_LEVEL: 'warn',
});
console.log(`backend (pid ${server.child.pid}) answering after ${(performance.now() - t).toFixed(0)} ms`);
const client = httpClient(server.port, load.concurrency);

try {
  const words = ['krem', 'serum', 'szampon', 'emulsja', 'zel', 'balsam', 'kremm', 'fluid spf'];
  const searchPath = '/api/catalog/vue_storefront_catalog_pl/product/_search';
  const post = (body: unknown): Call => ({ method: 'POST', path: searchPath, body: JSON.stringify(body) });
  const visible = [{ terms: { status: [0, 1] } }, { terms: { visibility: [2, 3, 4] } }];
  const slice = <T>(list: readonly T[], i: number, n: number): T[] =>
    Array.from({ length: Math.min(n, list.length) }, (_, k) => list[(i * n + k) % list.length] as T);

  t = performance.now();
  await client.send(post({ query: { bool: { must: [{ multi_match: { query: 'krem' } }] } }, size: 1 }));
  console.log(
    `first text search right after start (waits for the background warm-up if still running): ${(performance.now() - t).toFixed(0)} ms`,
  );
  // Measure the steady state: a text search on every store view returns once its index is built.
  for (const view of config().storeViews)
    await client.send({
      ...post({ query: { multi_match: { query: 'krem' } }, size: 1 }),
      path: `/api/catalog/${view.catalogIndex}/product/_search`,
    });
  console.log(
    `every store view's catalogue loaded and indexed ${((performance.now() - started) / 1000).toFixed(1)} s after the backend was spawned`,
  );

  const scenarios: [string, (i: number) => Call][] = [
    [
      'search: text, 75 %, fuzzy, size 50',
      (i) =>
        post({
          query: {
            bool: {
              filter: visible,
              must: [
                {
                  multi_match: {
                    query: words[i % words.length],
                    fuzziness: 2,
                    minimum_should_match: '75%',
                    fields: ['name^4', 'sku^2', 'category.name^1'],
                  },
                },
              ],
            },
          },
          min_score: 0.02,
          size: 50,
        }),
    ],
    [
      'search: category listing + aggs, size 50',
      (i) =>
        post({
          query: { bool: { filter: [...visible, { terms: { category_ids: [3 + (i % 8)] } }] } },
          size: 50,
          sort: [{ updated_at: 'desc' }],
          aggs: {
            agg_terms_color: { terms: { field: 'color', size: 10 } },
            agg_terms_seria: { terms: { field: 'seria', size: 10 } },
            agg_range_price: {
              range: {
                field: 'price',
                ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }],
              },
            },
          },
        }),
    ],
    [
      'stock list (15 skus)',
      (i) => ({ method: 'GET', path: `/api/stock/list?skus=${encodeURIComponent(slice(stockSkus, i, 15).join(','))}` }),
    ],
    [
      'render-list (50 skus)',
      (i) => ({
        method: 'GET',
        path: `/api/product/render-list?skus=${encodeURIComponent(slice(skus, i, 50).join(','))}&currencyCode=PLN&storeId=4`,
      }),
    ],
  ];

  console.log(
    `${load.concurrency} workers, at most ${load.maxRequests} requests or ${load.maxSeconds} s per scenario, ${products} products per store`,
  );
  for (const [name, make] of scenarios) console.log(formatResult(await runLoad(name, client.send, make, load)));
  const rss = server.rssMiB();
  if (rss !== undefined) console.log(`backend resident memory after the run: ${rss.toFixed(0)} MiB`);
} finally {
  client.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
