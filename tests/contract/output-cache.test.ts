import type { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE } from '../../src/config/index.ts';
import { FIXTURE_NOW, fixtureDatabase } from '../unit/backend/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const PATH = '/api/catalog/vue_storefront_catalog_pl/product/_search';
const bySku = (sku: string) => ({ query: { bool: { filter: [{ term: { sku } }] } }, size: 5 });

let clock = FIXTURE_NOW;
const servers: TestServer[] = [];
afterEach(async () => {
  clock = FIXTURE_NOW;
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(db: DatabaseSync = fixtureDatabase(), env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startServer(db, () => clock, env);
  servers.push(server);
  return server;
}

interface Answer {
  readonly status: number;
  readonly cache: string | null;
  readonly body: string;
}

async function post(server: TestServer, body: unknown, path = PATH): Promise<Answer> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, cache: res.headers.get('x-cache'), body: await res.text() };
}

async function get(server: TestServer, body: unknown): Promise<Answer> {
  const res = await fetch(`${server.baseUrl}${PATH}?request=${encodeURIComponent(JSON.stringify(body))}`);
  return { status: res.status, cache: res.headers.get('x-cache'), body: await res.text() };
}

const withoutTook = (a: Answer) => ({ ...(JSON.parse(a.body) as Record<string, unknown>), took: undefined });
const firstSource = (a: Answer) =>
  (JSON.parse(a.body) as { hits: { hits: { _source: Record<string, unknown> }[] } }).hits.hits[0]?._source ?? {};

describe('output cache of the catalogue search', () => {
  it('a repeated search is a HIT with an identical body', async () => {
    const server = await serve();
    const first = await post(server, bySku('KR-001'));
    const second = await post(server, bySku('KR-001'));
    expect([first.status, first.cache, second.status, second.cache]).toEqual([200, 'MISS', 200, 'HIT']);
    expect(second.body).toBe(first.body);
  });

  it('a GET with request= and a POST of the same query share one entry', async () => {
    const server = await serve();
    const viaPost = await post(server, bySku('SZ-003'));
    const viaGet = await get(server, bySku('SZ-003'));
    expect([viaPost.cache, viaGet.cache]).toEqual(['MISS', 'HIT']);
    expect(viaGet.body).toBe(viaPost.body);
  });

  it('a catalogue change drops the entries: the next search is computed from the new catalogue', async () => {
    const db = fixtureDatabase();
    const server = await serve(db);
    await post(server, bySku('KR-001'));
    expect((await post(server, bySku('KR-001'))).cache).toBe('HIT');
    db.prepare("UPDATE products SET doc = json_set(doc, '$.name', 'Krem nowy') WHERE store_code = 'pl' AND sku = 'KR-001'").run();
    const after = await post(server, bySku('KR-001'));
    expect(after.cache).toBe('MISS');
    expect(firstSource(after)['name']).toBe('Krem nowy');
  });

  it('an entry expires at the next special-price boundary, and prices after it are computed anew', async () => {
    const db = fixtureDatabase();
    // KR-002's special price (45 net, below 60) starts counting at 13:00:30 on the fixture's day.
    db.prepare(
      "UPDATE products SET doc = json_set(doc, '$.special_from_date', '2026-11-15 13:00:30') WHERE sku = 'KR-002'",
    ).run();
    const server = await serve(db);
    clock = new Date('2026-11-15T13:00:10Z');
    const before = await post(server, bySku('KR-002'));
    expect(before.cache).toBe('MISS');
    expect(firstSource(before)['special_price_incl_tax']).toBe(0);
    clock = new Date('2026-11-15T13:00:29.999Z');
    expect((await post(server, bySku('KR-002'))).cache).toBe('HIT');
    clock = new Date('2026-11-15T13:00:30Z');
    const after = await post(server, bySku('KR-002'));
    expect(after.cache).toBe('MISS');
    expect(firstSource(after)['special_price_incl_tax']).toBeCloseTo(45 * 1.23, 6);
    expect(firstSource(after)['price_incl_tax']).toBeCloseTo(45 * 1.23, 6);
  });

  it('an entry expires at the TTL (spec 000 §9: 86400 s)', async () => {
    const server = await serve();
    expect((await post(server, bySku('KR-001'))).cache).toBe('MISS');
    const ttlMs = CACHE.outputCacheTtlSeconds * 1000;
    clock = new Date(FIXTURE_NOW.getTime() + ttlMs - 1);
    expect((await post(server, bySku('KR-001'))).cache).toBe('HIT');
    clock = new Date(FIXTURE_NOW.getTime() + ttlMs);
    expect((await post(server, bySku('KR-001'))).cache).toBe('MISS');
  });

  it('errors are never cached: a refused query is refused again, without X-Cache', async () => {
    const server = await serve();
    const unsupported = { query: { bool: { filter: [] } }, highlight: {} };
    const unsearchable = { query: { multi_match: { query: 'krem', fields: ['color'] } } };
    for (const body of [unsupported, unsearchable, unsupported, unsearchable]) {
      const answer = await post(server, body);
      expect([answer.status, answer.cache]).toEqual([400, null]);
    }
  });

  it('OUTPUT_CACHE_MB=0 switches the cache off: every answer is computed', async () => {
    const server = await serve(fixtureDatabase(), { OUTPUT_CACHE_MB: '0' });
    const first = await post(server, bySku('KR-001'));
    const second = await post(server, bySku('KR-001'));
    expect([first.cache, second.cache]).toEqual(['MISS', 'MISS']);
    expect(withoutTook(second)).toEqual(withoutTook(first));
  });
});
