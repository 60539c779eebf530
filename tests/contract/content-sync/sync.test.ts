import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../../backend/db/index.ts';
import { seedDatabase, type SeedReport } from '../../../backend/seed/index.ts';
import { skusOnSale } from '../../../content-sync/lowest-prices.ts';
import type { Product } from '../../../src/domain/catalog/index.ts';
import { isPartLoadable, linkedProductsToPreload } from '../../../src/domain/product/links.ts';
import { isProductVisible } from '../../../src/domain/product/visibility.ts';
import { openSnapshot } from '../../../content-sync/snapshot.ts';
import { syncAll, type SyncOptions, type SyncReport } from '../../../content-sync/sync.ts';
import { CONTENT_TOKEN, startServer, type TestServer } from '../helpers/server.ts';

/** A fetch that answers the requests whose URL holds a key of `failures` with that error (status, body), the rest as usual. */
function failingOn(failures: Record<string, [number, unknown]>): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const hit = Object.entries(failures).find(([part]) => url.includes(part));
    return hit ? new Response(JSON.stringify(hit[1][1]), { status: hit[1][0] }) : fetch(input, init);
  };
}

const db = openDatabase(':memory:');
migrate(db);
let seed: SeedReport;
let server: TestServer;
const outDir = mkdtempSync(join(tmpdir(), 'content-sync-'));
let lines: string[] = [];
let first: SyncReport;

function run(extra: Partial<SyncOptions> = {}): Promise<SyncReport> {
  lines = [];
  return syncAll({
    apiUrl: server.baseUrl,
    contentToken: CONTENT_TOKEN,
    outDir,
    log: (level, m) => lines.push(`${level} ${m}`),
    ...extra,
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesUnder(join(dir, d.name)) : [join(dir, d.name)],
  );
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  seed = await seedDatabase(db, {
    seed: 7,
    productsPerStore: 20,
    mediaDir: mkdtempSync(join(tmpdir(), 'sync-media-')),
    images: false,
  });
  server = await startServer(db);
  first = await run();
});
afterAll(async () => server.close());

describe('content-sync against the reference backend', () => {
  it('syncs every visible product of each store view and no invisible one', () => {
    const snap = openSnapshot(outDir);
    expect(snap.stores()).toEqual([...seed.stores].sort());
    for (const store of seed.stores) {
      const rows = db.prepare('SELECT sku, status, visibility FROM products WHERE store_code = ?').all(store) as {
        sku: string;
        status: number;
        visibility: number;
      }[];
      const visible = rows
        .filter((r) => [0, 1].includes(r.status) && [2, 3, 4].includes(r.visibility))
        .map((r) => r.sku)
        .sort();
      expect(visible.length).toBeGreaterThan(0);
      expect(visible.length).toBeLessThan(rows.length);
      expect(
        snap
          .products(store)
          .map((p) => p.sku)
          .sort(),
      ).toEqual(visible);
      expect(first.stores.find((s) => s.store === store)?.products).toBe(visible.length);
    }
    const bundle = snap.products('pl').find((p) => p.type_id === 'bundle');
    expect(bundle?.bundle_options.length).toBeGreaterThan(0);
    expect(snap.products('pl').some((p) => p.configurable_children.length > 0)).toBe(true);
    expect(snap.products('pl').some((p) => p.type_id === 'grouped' && p.product_links.length > 0)).toBe(true);
  });

  it('keeps the 30-day lowest price of every sku on sale on its product, as the prices API answers it', async () => {
    let checked = 0;
    for (const p of openSnapshot(outDir).products('pl')) {
      const kept = (p as { lowest_prices?: Record<string, number> }).lowest_prices ?? {};
      for (const sku of skusOnSale(p)) {
        const res = await fetch(`${server.baseUrl}/api/product/price-history?sku=${encodeURIComponent(sku)}&storeId=4`);
        const body = (await res.json()) as { result: { lowest: number | null } };
        expect(kept[sku], sku).toBe(body.result.lowest ?? undefined);
        checked++;
      }
      for (const sku of Object.keys(kept)) expect(skusOnSale(p), sku).toContain(sku);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('writes the active category tree, the needs subtree, attributes, tax rules and content in the store language', () => {
    const snap = openSnapshot(outDir);
    const tree = snap.categories('pl');
    expect(tree.map((c) => c.position)).toEqual([...tree.map((c) => c.position)].sort((a, b) => a - b));
    expect(tree.every((c) => c.is_active && c.parent_id === 2)).toBe(true);
    expect(snap.needs('pl')?.children_data.length).toBeGreaterThan(0);
    expect(tree.some((c) => c.id === snap.needs('pl')?.id)).toBe(false);
    expect(snap.attributes('pl').length).toBeGreaterThan(0);
    expect(snap.taxRules('pl').length).toBeGreaterThan(0);
    const enLines = snap.content('en', 'lines') as Record<string, unknown>[];
    expect(enLines.length).toBeGreaterThan(0);
    expect(enLines.every((l) => l['lang'] === 'en')).toBe(true);
    expect(snap.content('en', 'experts')).toEqual([]);
    expect(snap.content('en', 'blog_teaser')).toBeNull();
    expect((snap.content('pl', 'experts') as unknown[]).length).toBe(1);
    const offers = snap.content('pl', 'special_offers') as Record<string, unknown>[];
    expect(offers.map((o) => o['_id'])).toContain('offer-expired');
  });

  it('drops the planted invalid content and warns naming each entry', () => {
    const dropped = seed.planted.filter((p) =>
      ['hero-no-window', 'empty-title', 'expert-no-image', 'box-empty-id', 'post-duplicate-slug', 'terms-duplicate'].includes(
        p.id,
      ),
    );
    expect(dropped).toHaveLength(6);
    const snap = openSnapshot(outDir);
    for (const p of dropped) {
      const ids = (snap.content('pl', p.kind as 'boxes') as Record<string, unknown>[]).map((e) => e['_id']);
      expect(ids, p.id).not.toContain(p.id);
      expect(
        first.stores[0]?.dropped.some((d) => d.section === p.kind && d.id === p.id),
        p.id,
      ).toBe(true);
    }
    const ids = (snap.content('pl', 'blog_posts') as Record<string, unknown>[]).map((e) => e['_id']);
    expect(ids).toContain('post-1');
    expect(ids).not.toContain('post-draft');
  });

  it('a second run with nothing changed writes nothing and says so', async () => {
    const manifest = join(outDir, 'pl', 'manifest.json');
    const before = statSync(manifest).mtimeMs;
    const again = await run();
    expect(again.changed).toBe(false);
    expect(again.stores.every((s) => s.written.length === 0 && s.deleted.length === 0 && !s.manifestWritten)).toBe(true);
    expect(statSync(manifest).mtimeMs).toBe(before);
    expect(lines).toContain('info [sync] nothing changed in 7 store views');
    expect(lines.filter((l) => /^info \[sync\] \w+: .*nothing changed$/.test(l))).toHaveLength(7);
  });

  it('never writes or prints the content token', () => {
    for (const file of filesUnder(outDir)) expect(readFileSync(file, 'utf8').includes(CONTENT_TOKEN), file).toBe(false);
    expect(lines.some((l) => l.includes(CONTENT_TOKEN))).toBe(false);
  });

  it('a changed product rewrites only its file and the manifest', async () => {
    const sku = openSnapshot(outDir).products('pl')[0]?.sku ?? '';
    db.prepare(
      "UPDATE products SET doc = json_set(doc, '$.name', 'Renamed in the test') WHERE store_code = 'pl' AND sku = ?",
    ).run(sku);
    const report = await run({ stores: ['pl', 'en'] });
    const pl = report.stores.find((s) => s.store === 'pl');
    expect(pl?.written).toEqual([`products/${sku}`]);
    expect(pl?.manifestWritten).toBe(true);
    expect(report.stores.find((s) => s.store === 'en')?.written).toEqual([]);
    expect(openSnapshot(outDir).product('pl', sku)?.name).toBe('Renamed in the test');
    const parts = pl?.parts ? `${pl.parts} linked part${pl.parts === 1 ? '' : 's'} (0 changed), ` : '';
    expect(lines).toContain(
      'info [sync] pl: ' +
        `${pl?.products} products (1 changed), ${parts}30 content sections (0 changed), 6 dropped; 1 file written, 0 deleted`,
    );
  });

  it('a failing collection is logged and its section left empty while the rest syncs', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-412-'));
    const failing = failingOn({ '/api/collections/get/special_offers': [412, { error: 'Collection not found' }] });
    const report = await run({ outDir: out, stores: ['pl'], fetch: failing });
    expect(report.stores[0]?.failed).toEqual([{ section: 'special_offers', message: 'Collection not found' }]);
    expect(lines).toContain('error [sync] pl: special_offers could not be fetched, left empty: Collection not found');
    const snap = openSnapshot(out);
    expect(snap.content('pl', 'special_offers')).toEqual([]);
    expect((snap.content('pl', 'blog_posts') as unknown[]).length).toBeGreaterThan(0);
    expect(snap.products('pl').length).toBe(first.stores[0]?.products);
  });

  it('a section that fails on a later run keeps its previous snapshot instead of emptying it', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-keep-'));
    await run({ outDir: out, stores: ['pl'] });
    const before = openSnapshot(out);
    const products = before.products('pl').length;
    const offers = (before.content('pl', 'special_offers') as unknown[]).length;
    expect(products).toBeGreaterThan(0);
    expect(offers).toBeGreaterThan(0);
    const failing = failingOn({
      '/api/collections/get/special_offers': [412, { error: 'Collection not found' }],
      '/product/_search': [500, { code: 500, result: 'Internal server error' }],
    });
    const report = await run({ outDir: out, stores: ['pl'], fetch: failing });
    expect(report.stores[0]?.failed.map((f) => f.section).sort()).toEqual(['products', 'special_offers']);
    expect(report.stores[0]?.deleted).toEqual([]);
    expect(lines).toContain(
      'error [sync] pl: special_offers could not be fetched, kept the previous snapshot: Collection not found',
    );
    expect(lines.some((l) => l.startsWith('error [sync] pl: products could not be fetched, kept the previous snapshot'))).toBe(
      true,
    );
    const after = openSnapshot(out);
    expect(after.products('pl').length).toBe(products);
    expect((after.content('pl', 'special_offers') as unknown[]).length).toBe(offers);
  });

  it('a failed mega_menu keeps the needs split of the previous snapshot (categories and needs unchanged)', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-megamenu-'));
    await run({ outDir: out, stores: ['pl'] });
    const file = (name: string) => readFileSync(join(out, 'pl', `${name}.json`), 'utf8');
    const before = { categories: file('categories'), needs: file('needs'), menu: file('content/mega_menu') };
    const needsRoot = openSnapshot(out).needs('pl');
    expect(needsRoot).not.toBeNull();
    const failing = failingOn({ '/api/collections/get/mega_menu': [500, { error: 'Internal server error' }] });
    const report = await run({ outDir: out, stores: ['pl'], fetch: failing });
    expect(report.stores[0]?.failed.map((f) => f.section)).toEqual(['mega_menu']);
    expect(report.stores[0]?.written).toEqual([]);
    expect(report.stores[0]?.deleted).toEqual([]);
    expect({ categories: file('categories'), needs: file('needs'), menu: file('content/mega_menu') }).toEqual(before);
    const after = openSnapshot(out);
    expect(after.needs('pl')?.id).toBe(needsRoot?.id);
    expect(after.categories('pl').some((c) => c.id === needsRoot?.id)).toBe(false);
  });

  it('a mega_menu failing on a first sync leaves categories and needs empty (the split is unknown), never merged', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-megamenu-first-'));
    const failing = failingOn({ '/api/collections/get/mega_menu': [500, { error: 'Internal server error' }] });
    const report = await run({ outDir: out, stores: ['pl'], fetch: failing });
    expect(report.stores[0]?.failed.map((f) => f.section)).toEqual(['mega_menu', 'categories']);
    expect(lines).toContain(
      'error [sync] pl: categories could not be fetched, left empty: the needs root is unknown: mega_menu could not be fetched',
    );
    const snap = openSnapshot(out);
    expect(snap.categories('pl')).toEqual([]);
    expect(snap.needs('pl')).toBeNull();
    expect(snap.products('pl').length).toBe(first.stores[0]?.products);
  });

  it("redacts the token from failure messages in every URL encoding (URLSearchParams escapes ~ ! ' ( ) and spaces)", async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-redact-'));
    const token = "abc~def!ghi'(x) y";
    const forms = [token, encodeURIComponent(token), new URLSearchParams({ t: token }).toString().slice(2)];
    expect(new Set(forms).size).toBe(3);
    // The server knows its own token: swap it in, and answer one collection with a body that is not JSON,
    // so that the client's error message names the URL (token included).
    const swapping: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.searchParams.has('token')) url.searchParams.set('token', CONTENT_TOKEN);
      if (url.pathname.endsWith('/api/collections/get/special_offers')) return new Response('<html>oops</html>', { status: 200 });
      return fetch(url, init);
    };
    const report = await run({ outDir: out, stores: ['pl'], fetch: swapping, contentToken: token });
    const failure = report.stores[0]?.failed.find((f) => f.section === 'special_offers');
    expect(failure?.message).toMatch(/^Response of http:.*\/api\/collections\/get\/special_offers\?token=\*\*\* is not JSON$/);
    const printed = [...lines, JSON.stringify(report)].join('\n');
    expect(printed).toContain('special_offers could not be fetched');
    for (const form of forms) expect(printed.includes(form), form).toBe(false);
    for (const f of filesUnder(out)) for (const form of forms) expect(readFileSync(f, 'utf8').includes(form), f).toBe(false);
  });

  it('syncs the enabled parts a bundle or grouped product links to that are not visible individually, as parts only', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-parts-'));
    const linked = (doc: Product): string[] => linkedProductsToPreload(doc).map((l) => l.sku);
    const rows = () =>
      (db.prepare("SELECT sku, doc FROM products WHERE store_code = 'pl'").all() as { sku: string; doc: string }[]).map(
        (r) => JSON.parse(r.doc) as Product,
      );
    const bundle = rows().find((p) => isProductVisible(p) && p.type_id === 'bundle' && linked(p).length > 0);
    const hide = linked(bundle as Product).find((sku) => rows().some((p) => p.sku === sku && isProductVisible(p)));
    expect(hide).toBeDefined();
    const setVisibility = (visibility: number) =>
      db
        .prepare("UPDATE products SET visibility = ?, doc = json_set(doc, '$.visibility', ?) WHERE store_code = 'pl' AND sku = ?")
        .run(visibility, visibility, hide ?? '');
    setVisibility(1);
    try {
      const report = await run({ outDir: out, stores: ['pl'] });
      const all = rows();
      const visible = all.filter(isProductVisible);
      const held = new Set(visible.map((p) => p.sku));
      const expected = [...new Set(visible.flatMap(linked))]
        .filter((sku) => !held.has(sku) && all.some((p) => p.sku === sku && isPartLoadable(p)))
        .sort();
      expect(expected).toContain(hide);
      const snap = openSnapshot(out);
      expect(snap.parts('pl').map((p) => p.sku)).toEqual(expected);
      expect(snap.part('pl', hide ?? '')?.visibility).toBe(1);
      expect(snap.product('pl', hide ?? '')).toBeUndefined();
      expect(snap.products('pl').some((p) => p.sku === hide)).toBe(false);
      expect(report.stores[0]?.parts).toBe(expected.length);
      expect(lines.some((l) => l.includes(`${expected.length} linked part`))).toBe(true);
      const disabled = [...new Set(visible.flatMap(linked))].filter((sku) => !held.has(sku) && !expected.includes(sku));
      for (const sku of disabled)
        expect(lines.some((l) => l.includes('linked parts not in the catalogue') && l.includes(sku))).toBe(true);
    } finally {
      setVisibility(4);
    }
    const restored = await run({ outDir: out, stores: ['pl'] });
    expect(restored.stores[0]?.written).toContain(`products/${hide}`);
    expect(restored.stores[0]?.deleted).toContain(`parts/${hide}`);
    expect(openSnapshot(out).part('pl', hide ?? '')).toBeUndefined();
  });

  it(
    'a request that hangs times out: its section fails and keeps its previous snapshot, the rest syncs',
    { timeout: 15_000 },
    async () => {
      const out = mkdtempSync(join(tmpdir(), 'content-sync-hang-'));
      await run({ outDir: out, stores: ['pl'] });
      const offers = openSnapshot(out).content('pl', 'special_offers');
      const hanging: typeof fetch = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('/api/collections/get/special_offers')) return new Promise<Response>(() => undefined);
        return fetch(input, init);
      };
      const report = await run({ outDir: out, stores: ['pl'], fetch: hanging, timeoutMs: 300 });
      const failure = report.stores[0]?.failed;
      expect(failure).toEqual([
        {
          section: 'special_offers',
          message: `Request to ${server.baseUrl}/api/collections/get/special_offers?token=*** timed out after 300 ms`,
        },
      ]);
      expect(lines).toContain(
        `error [sync] pl: special_offers could not be fetched, kept the previous snapshot: ${failure?.[0]?.message ?? ''}`,
      );
      expect(openSnapshot(out).content('pl', 'special_offers')).toEqual(offers);
      expect(report.stores[0]?.written).toEqual([]);
    },
  );

  it(
    'an API that accepts connections and never answers fails the sync as unreachable, naming the URL',
    { timeout: 15_000 },
    async () => {
      const sockets = new Set<Socket>();
      const hung = createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
      const port = (hung.address() as { port: number }).port;
      try {
        const apiUrl = `http://127.0.0.1:${port}`;
        await expect(
          run({ apiUrl, outDir: mkdtempSync(join(tmpdir(), 'cs-hung-')), stores: ['pl'], timeoutMs: 300 }),
        ).rejects.toThrow(
          new RegExp(
            `^Cannot reach the catalogue API at ${apiUrl.replace(/\./g, '\\.')}: POST ${apiUrl.replace(/\./g, '\\.')}/api/catalog/\\S+ timed out after 300 ms$`,
          ),
        );
      } finally {
        for (const socket of sockets) socket.destroy();
        await new Promise<void>((resolve) => hung.close(() => resolve()));
      }
    },
  );

  it('an unreachable API fails the sync with a clear message', async () => {
    const port = await closedPort();
    await expect(run({ apiUrl: `http://127.0.0.1:${port}`, outDir: mkdtempSync(join(tmpdir(), 'cs-down-')) })).rejects.toThrow(
      new RegExp(`^Cannot reach the catalogue API at http://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`),
    );
  });

  it('the CLI exits non-zero with the clear message when the API is unreachable', async () => {
    const port = await closedPort();
    const node = join(process.cwd(), 'node_modules', '.bin', 'node');
    const result = await promisify(execFile)(
      node,
      ['content-sync/cli.ts', '--stores', 'pl', '--out', mkdtempSync(join(tmpdir(), 'cs-cli-'))],
      {
        env: { ...process.env, API_URL: `http://127.0.0.1:${port}`, CONTENT_TOKEN: 'cli-secret-token' },
      },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Cannot reach the catalogue API at http://127.0.0.1:${port}: `);
    expect(result.stderr).not.toContain('cli-secret-token');
  });
});
