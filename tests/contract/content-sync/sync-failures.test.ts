/** content-sync when things fail: failing sections keep or empty their snapshot, the mega-menu split, the token redacted, timeouts, an unreachable API. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openSnapshot } from '../../../content-sync/snapshot.ts';
import { CONTENT_TOKEN } from '../helpers/server.ts';
import { filesUnder } from '../../helpers/files.ts';
import { closedPort, failingOn, syncFixture } from './fixture.ts';

const fx = syncFixture();

describe('content-sync when the API fails', () => {
  it('a failing collection is logged and its section left empty while the rest syncs', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-412-'));
    const failing = failingOn({ '/api/collections/get/special_offers': [412, { error: 'Collection not found' }] });
    const report = await fx.run({ outDir: out, stores: ['pl'], fetch: failing });
    expect(report.stores[0]?.failed).toEqual([{ section: 'special_offers', message: 'Collection not found' }]);
    expect(fx.lines).toContain(
      'error [sync] pl: special_offers: Failed to load. Original error: Collection not found (left empty)',
    );
    const snap = openSnapshot(out);
    expect(snap.content('pl', 'special_offers')).toEqual([]);
    expect((snap.content('pl', 'blog_posts') as unknown[]).length).toBeGreaterThan(0);
    expect(snap.products('pl').length).toBe(fx.first.stores[0]?.products);
  });

  it('a section that fails on a later run keeps its previous snapshot instead of emptying it', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-keep-'));
    await fx.run({ outDir: out, stores: ['pl'] });
    const before = openSnapshot(out);
    const products = before.products('pl').length;
    const offers = (before.content('pl', 'special_offers') as unknown[]).length;
    expect(products).toBeGreaterThan(0);
    expect(offers).toBeGreaterThan(0);
    const failing = failingOn({
      '/api/collections/get/special_offers': [412, { error: 'Collection not found' }],
      '/product/_search': [500, { code: 500, result: 'Internal server error' }],
    });
    const report = await fx.run({ outDir: out, stores: ['pl'], fetch: failing });
    expect(report.stores[0]?.failed.map((f) => f.section).sort()).toEqual(['products', 'special_offers']);
    expect(report.stores[0]?.deleted).toEqual([]);
    expect(fx.lines).toContain(
      'error [sync] pl: special_offers: Failed to load. Original error: Collection not found (kept the previous snapshot)',
    );
    expect(
      fx.lines.some(
        (l) =>
          l.startsWith('error [sync] pl: products: Failed to load. Original error: ') &&
          l.endsWith(' (kept the previous snapshot)'),
      ),
    ).toBe(true);
    const after = openSnapshot(out);
    expect(after.products('pl').length).toBe(products);
    expect((after.content('pl', 'special_offers') as unknown[]).length).toBe(offers);
  });

  it('a failed lines fetch is reported as failed only, not also as an empty lines list dropped', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-lines-'));
    const failing = failingOn({ '/api/collections/get/lines': [500, { error: 'Internal server error' }] });
    const report = await fx.run({ outDir: out, stores: ['pl'], fetch: failing });
    expect(report.stores[0]?.failed).toEqual([{ section: 'lines', message: 'Internal server error' }]);
    expect(report.stores[0]?.dropped.filter((d) => d.section === 'lines')).toEqual([]);
    expect(fx.lines.filter((l) => l.includes('dropped lines'))).toEqual([]);
    expect(fx.lines).toContain('error [sync] pl: lines: Failed to load. Original error: Internal server error (left empty)');
    const planted = fx.first.stores.find((r) => r.store === 'pl')?.dropped.length ?? 0;
    expect(report.stores[0]?.dropped).toHaveLength(planted);
    expect(fx.lines.find((l) => l.startsWith('info [sync] pl: '))).toContain(`, 1 failed, ${planted} dropped;`);
  });

  it('when the products fetch fails, the progress line counts the previous products kept, not 0', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-count-kept-'));
    await fx.run({ outDir: out, stores: ['pl'] });
    const products = openSnapshot(out).products('pl').length;
    expect(products).toBeGreaterThan(0);
    const failing = failingOn({ '/product/_search': [500, { code: 500, result: 'Internal server error' }] });
    const report = await fx.run({ outDir: out, stores: ['pl'], fetch: failing });
    expect(report.stores[0]?.products).toBe(products);
    expect(fx.lines.find((l) => l.startsWith('info [sync] pl: '))).toMatch(
      new RegExp(`^info \\[sync\\] pl: ${products} products \\(0 changed\\), .*1 failed(, \\d+ dropped)?; nothing changed$`),
    );
  });

  it('a product refused for holding the content token is not counted among the products synced', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-token-product-'));
    let victim = '';
    const leaking: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/product/_search') || victim !== '') return response;
      const body = (await response.json()) as { hits: { hits: { _source: Record<string, unknown> }[] } };
      const product = body.hits.hits[0]?._source;
      if (product) {
        victim = String(product['sku']);
        product['description'] = `<img src="/api/cockpit/image?token=${CONTENT_TOKEN}&src=a.jpg">`;
      }
      return Response.json(body, { status: response.status });
    };
    const report = await fx.run({ outDir: out, stores: ['pl'], fetch: leaking });
    const synced = openSnapshot(out).products('pl');
    expect(victim).not.toBe('');
    expect(synced.map((p) => p.sku)).not.toContain(victim);
    expect(report.stores[0]?.products).toBe(synced.length);
    expect(fx.lines.find((l) => l.startsWith('info [sync] pl: '))).toMatch(
      new RegExp(`^info \\[sync\\] pl: ${synced.length} products `),
    );
  });

  it('a failed mega_menu keeps the needs split of the previous snapshot (categories and needs unchanged)', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-megamenu-'));
    await fx.run({ outDir: out, stores: ['pl'] });
    const file = (name: string) => readFileSync(join(out, 'pl', `${name}.json`), 'utf8');
    const before = { categories: file('categories'), needs: file('needs'), menu: file('content/mega_menu') };
    const needsRoot = openSnapshot(out).needs('pl');
    expect(needsRoot).not.toBeNull();
    const failing = failingOn({ '/api/collections/get/mega_menu': [500, { error: 'Internal server error' }] });
    const report = await fx.run({ outDir: out, stores: ['pl'], fetch: failing });
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
    const report = await fx.run({ outDir: out, stores: ['pl'], fetch: failing });
    expect(report.stores[0]?.failed.map((f) => f.section)).toEqual(['mega_menu', 'categories']);
    expect(fx.lines).toContain(
      'error [sync] pl: categories: Failed to load. Original error: the needs root is unknown: mega_menu could not be fetched (left empty)',
    );
    const snap = openSnapshot(out);
    expect(snap.categories('pl')).toEqual([]);
    expect(snap.needs('pl')).toBeNull();
    expect(snap.products('pl').length).toBe(fx.first.stores[0]?.products);
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
    const report = await fx.run({ outDir: out, stores: ['pl'], fetch: swapping, contentToken: token });
    const failure = report.stores[0]?.failed.find((f) => f.section === 'special_offers');
    expect(failure?.message).toMatch(
      /^Error with response - bad content-type! \(status 200\) http:.*\/api\/collections\/get\/special_offers\?token=\*\*\*$/,
    );
    const printed = [...fx.lines, JSON.stringify(report)].join('\n');
    expect(printed).toContain('special_offers: Failed to load. Original error: Error with response - bad content-type!');
    expect(printed).toContain('/api/collections/get/special_offers?token=*** (left empty)');
    for (const form of forms) expect(printed.includes(form), form).toBe(false);
    for (const f of filesUnder(out)) for (const form of forms) expect(readFileSync(f, 'utf8').includes(form), f).toBe(false);
  });

  it(
    'a request that hangs times out: its section fails and keeps its previous snapshot, the rest syncs',
    { timeout: 15_000 },
    async () => {
      const out = mkdtempSync(join(tmpdir(), 'content-sync-hang-'));
      await fx.run({ outDir: out, stores: ['pl'] });
      const offers = openSnapshot(out).content('pl', 'special_offers');
      const hanging: typeof fetch = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('/api/collections/get/special_offers')) return new Promise<Response>(() => undefined);
        return fetch(input, init);
      };
      const report = await fx.run({ outDir: out, stores: ['pl'], fetch: hanging, timeoutMs: 300 });
      const failure = report.stores[0]?.failed;
      expect(failure).toEqual([
        {
          section: 'special_offers',
          message: `Request to ${fx.server.baseUrl}/api/collections/get/special_offers?token=*** timed out after 300 ms`,
        },
      ]);
      expect(fx.lines).toContain(
        `error [sync] pl: special_offers: Failed to load. Original error: ${failure?.[0]?.message ?? ''} (kept the previous snapshot)`,
      );
      expect(openSnapshot(out).content('pl', 'special_offers')).toEqual(offers);
      expect(report.stores[0]?.written).toEqual([]);
    },
  );

  it('a connection reset that persists on one content path fails that section only (previous kept), the rest syncs', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-reset-'));
    await fx.run({ outDir: out, stores: ['pl'] });
    const pharmacies = openSnapshot(out).content('pl', 'pharmacies');
    const sent: string[] = [];
    const resetting: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/api/collections/get/pharmacies')) return fetch(input, init);
      sent.push(url);
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
    };
    const report = await fx.run({ outDir: out, stores: ['pl'], fetch: resetting });
    expect(sent).toHaveLength(2);
    const message = `Request to ${fx.server.baseUrl}/api/collections/get/pharmacies?token=*** lost its connection: UND_ERR_SOCKET other side closed`;
    expect(report.stores[0]?.failed).toEqual([{ section: 'pharmacies', message }]);
    expect(fx.lines).toContain(
      `error [sync] pl: pharmacies: Failed to load. Original error: ${message} (kept the previous snapshot)`,
    );
    expect(openSnapshot(out).content('pl', 'pharmacies')).toEqual(pharmacies);
    expect(report.stores[0]?.written).toEqual([]);
  });

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
          fx.run({ apiUrl, outDir: mkdtempSync(join(tmpdir(), 'cs-hung-')), stores: ['pl'], timeoutMs: 300 }),
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

  it('a post holding the content token is left out, named, and the rest of the blog is written', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-token-item-'));
    const image = `/api/cockpit/image?token=${CONTENT_TOKEN}&src=post.jpg`;
    let victim = '';
    const leaking: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/api/collections/get/blog_posts')) return response;
      const body = (await response.json()) as { entries: { _id: string; preview?: Record<string, unknown> }[] };
      const post = body.entries[0];
      if (post) {
        victim = post._id;
        post.preview = { ...post.preview, image };
      }
      return Response.json(body, { status: response.status });
    };
    const report = await fx.run({ outDir: out, stores: ['pl'], fetch: leaking });
    const posts = openSnapshot(out).content('pl', 'blog_posts') as { _id: string }[];
    const clean = openSnapshot(fx.outDir).content('pl', 'blog_posts') as { _id: string }[];
    expect(victim).not.toBe('');
    expect(posts.map((p) => p._id)).toEqual(clean.map((p) => p._id).filter((id) => id !== victim));
    expect(fx.lines).toContain(`error [sync] pl: entry content/blog_posts: item ${victim} holds the content token: left out`);
    for (const f of filesUnder(out)) expect(readFileSync(f, 'utf8').includes(CONTENT_TOKEN), f).toBe(false);
    expect(report.stores[0]?.failed).toEqual([]);
  });

  it('a content token the content service refuses (401) fails the sync with a clear message, writing nothing', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-bad-token-'));
    await expect(fx.run({ outDir: out, stores: ['pl'], contentToken: 'not-the-token' })).rejects.toThrow(
      /^The content service refused the content token \(401\) for \S+: check CONTENT_TOKEN\. Original error: /,
    );
    expect(filesUnder(out).filter((f) => !f.endsWith('.lock'))).toEqual([]);
  });

  it('an unreachable API fails the sync with a clear message', async () => {
    const port = await closedPort();
    await expect(fx.run({ apiUrl: `http://127.0.0.1:${port}`, outDir: mkdtempSync(join(tmpdir(), 'cs-down-')) })).rejects.toThrow(
      new RegExp(`^Cannot reach the catalogue API at http://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`),
    );
  });

  it('an API_URL that answers but is not the API (404 to every request) fails the sync naming the URL, the store view and the first error, writing nothing', async () => {
    const out = mkdtempSync(join(tmpdir(), 'cs-not-the-api-'));
    const apiUrl = `${fx.server.baseUrl}/oops`;
    await expect(fx.run({ apiUrl, outDir: out, stores: ['pl'] })).rejects.toThrow(
      new RegExp(
        `^The API at ${apiUrl.replace(/\./g, '\\.')} answered every request of store view pl with an error: nothing of store view pl was written .*` +
          `Check that API_URL is the API's address .* First error: categories: `,
      ),
    );
    expect(filesUnder(out).filter((f) => !f.endsWith('.lock'))).toEqual([]);
  });

  it('a gateway answering 500 to every request fails the sync and leaves the previous snapshot whole', async () => {
    const out = mkdtempSync(join(tmpdir(), 'cs-gateway-500-'));
    await fx.run({ outDir: out, stores: ['pl'] });
    const before = filesUnder(out).map((f) => [f, readFileSync(f, 'utf8')]);
    const down: typeof fetch = async () => Response.json({ error: 'Bad gateway' }, { status: 500 });
    await expect(fx.run({ outDir: out, stores: ['pl'], fetch: down })).rejects.toThrow(
      /^The API at \S+ answered every request of store view pl with an error: .* First error: categories: Bad gateway$/,
    );
    expect(filesUnder(out).map((f) => [f, readFileSync(f, 'utf8')])).toEqual(before);
  });

  it('the category tree or the products failing on a first sync fails the sync: a storefront without its catalogue is not a partial outage', async () => {
    for (const [path, section] of [
      ['/category/_search', 'categories'],
      ['/product/_search', 'products'],
    ] as const) {
      const out = mkdtempSync(join(tmpdir(), 'cs-no-catalogue-'));
      const failing = failingOn({ [path]: [500, { code: 500, result: 'Internal server error' }] });
      await expect(fx.run({ outDir: out, stores: ['pl'], fetch: failing }), section).rejects.toThrow(
        new RegExp(`with no previous snapshot to keep: .* First error: ${section}: Internal server error$`),
      );
      expect(
        filesUnder(out).filter((f) => !f.endsWith('.lock')),
        section,
      ).toEqual([]);
    }
  });

  it('the CLI exits 1 with the clear message when the API answers every request with an error', async () => {
    const node = join(process.cwd(), 'node_modules', '.bin', 'node');
    const apiUrl = `${fx.server.baseUrl}/oops`;
    const result = await promisify(execFile)(
      node,
      ['content-sync/cli.ts', '--stores', 'pl', '--out', mkdtempSync(join(tmpdir(), 'cs-cli-404-'))],
      { env: { ...process.env, API_URL: apiUrl, CONTENT_TOKEN: CONTENT_TOKEN } },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`[sync] failed: The API at ${apiUrl} answered every request of store view pl with an error`);
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
