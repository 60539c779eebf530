/**
 * API latency under load: `node bench/api/run.ts [--products 250] [--concurrency 50] [--requests 2000]
 * [--seconds 15]`. Seeds a temporary database (no images), serves the backend on 127.0.0.1 only, and
 * measures search (text and category listing with aggregations), stock list of 15 skus and
 * render-list of 50 skus with 50 concurrent workers. Prints p50/p95/p99 and throughput.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../../backend/app.ts';
import { migrate, openDatabase } from '../../backend/db/index.ts';
import { serveApp } from '../../backend/http/serve.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { parseBackendSettings } from '../../backend/settings.ts';
import { formatResult, runLoad, type LoadOptions } from './load.ts';

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
const load: LoadOptions = { concurrency: positive('concurrency', values.concurrency, 500), maxRequests: positive('requests', values.requests, 1_000_000), maxSeconds: positive('seconds', values.seconds, 600) };

const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const db = openDatabase(join(dir, 'bench.sqlite'));
migrate(db);
let t = performance.now();
await seedDatabase(db, { seed: 1, productsPerStore: products, mediaDir: join(dir, 'media'), images: false });
console.log(`seeded ${products} products per store in ${((performance.now() - t) / 1000).toFixed(1)} s`);

const settings = { ...parseBackendSettings({ MEDIA_DIR: join(dir, 'media'), IMAGE_CACHE_DIR: join(dir, 'cache') }), logLevel: 'silent' as const };
const app = createApp({ db, settings });
const server = await serveApp(app, 0, '127.0.0.1');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const skus = (db.prepare("SELECT sku FROM products WHERE store_code = 'pl' ORDER BY id").all() as { sku: string }[]).map((r) => r.sku);
const stockSkus = (db.prepare('SELECT sku FROM stock ORDER BY sku').all() as { sku: string }[]).map((r) => r.sku);
const words = ['krem', 'serum', 'szampon', 'emulsja', 'zel', 'balsam', 'kremm', 'fluid spf'];
const searchUrl = `${base}/api/catalog/vue_storefront_catalog_pl/product/_search`;
const post = (body: unknown) => fetch(searchUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const visible = [{ terms: { status: [0, 1] } }, { terms: { visibility: [2, 3, 4] } }];
const slice = <T>(list: readonly T[], i: number, n: number): T[] => Array.from({ length: Math.min(n, list.length) }, (_, k) => list[(i * n + k) % list.length] as T);

t = performance.now();
await post({ query: { bool: { must: [{ multi_match: { query: 'krem' } }] } }, size: 1 });
console.log(`first text search (loads documents, builds the index): ${(performance.now() - t).toFixed(0)} ms`);

const scenarios: [string, (i: number) => Promise<Response>][] = [
  ['search: text, 75 %, fuzzy, size 50', (i) => post({ query: { bool: { filter: visible, must: [{ multi_match: { query: words[i % words.length], fuzziness: 2, minimum_should_match: '75%', fields: ['name^4', 'sku^2', 'category.name^1'] } }] } }, min_score: 0.02, size: 50 })],
  ['search: category listing + aggs', (i) => post({ query: { bool: { filter: [...visible, { terms: { category_ids: [3 + (i % 8)] } }] } }, size: 50, sort: [{ updated_at: 'desc' }], aggs: { agg_terms_color: { terms: { field: 'color', size: 10 } }, agg_terms_seria: { terms: { field: 'seria', size: 10 } }, agg_range_price: { range: { field: 'price', ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] } } } })],
  ['stock list (15 skus)', (i) => fetch(`${base}/api/stock/list?skus=${encodeURIComponent(slice(stockSkus, i, 15).join(','))}`)],
  ['render-list (50 skus)', (i) => fetch(`${base}/api/product/render-list?skus=${encodeURIComponent(slice(skus, i, 50).join(','))}&currencyCode=PLN&storeId=4`)],
];

console.log(`${load.concurrency} workers, at most ${load.maxRequests} requests or ${load.maxSeconds} s per scenario, ${products} products per store`);
for (const [name, make] of scenarios) console.log(formatResult(await runLoad(name, make, load)));

server.close();
db.close();
rmSync(dir, { recursive: true, force: true });
