import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchCatalog } from '../../../../src/api/catalog.ts';
import { requestJson } from '../../../../src/api/http.ts';
import { checkStock, listStock } from '../../../../src/api/stock.ts';
import { rawSearchResponseSchema } from '../../../../src/api/schemas/catalog.ts';

const networkDown: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
const request = { store: 'pl', type: 'product' as const, searchQuery: { text: 'krem', filters: [] }, size: 20, from: 40 };

afterEach(() => vi.unstubAllGlobals());

describe('API clients', () => {
  it('offline search: an empty result flagged offline and noresults', async () => {
    const r = await searchCatalog(request, {
      baseUrl: 'http://127.0.0.1:9',
      fetch: networkDown,
      offline: true,
      log: () => undefined,
    });
    expect(r).toEqual({
      items: [],
      total: 0,
      start: 40,
      perPage: 20,
      aggregations: {},
      suggestions: {},
      offline: true,
      noresults: true,
    });
  });

  it('navigator.onLine === false counts as offline without fetching', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const spy = vi.fn(networkDown);
    const r = await searchCatalog(request, { baseUrl: 'http://127.0.0.1:9', fetch: spy });
    expect(r.offline).toBe(true);
    expect(spy).not.toHaveBeenCalled();
  });

  it('an online failure is logged and the call rejected', async () => {
    const log = vi.fn();
    await expect(searchCatalog(request, { baseUrl: 'http://127.0.0.1:9', fetch: networkDown, log })).rejects.toThrow(TypeError);
    expect(log).toHaveBeenCalledOnce();
    const failing: typeof fetch = async () =>
      Response.json({ code: 400, result: 'Unsupported query clause "x"' }, { status: 400 });
    await expect(searchCatalog(request, { baseUrl: 'http://x.test', fetch: failing, log })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Unsupported query clause "x"',
    });
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('a request not answered within its timeout is logged and rejected (status 0, naming the url)', async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const logged: string[] = [];
    const started = Date.now();
    await expect(
      requestJson('http://127.0.0.1:9/x', rawSearchResponseSchema, {
        baseUrl: 'http://127.0.0.1:9',
        fetch: hang,
        timeoutMs: 50,
        log: (message) => logged.push(message),
      }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 0, message: 'Request to http://127.0.0.1:9/x timed out after 50 ms' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logged).toEqual(['Request to http://127.0.0.1:9/x timed out after 50 ms']);
  });

  it('a request its caller cancels is rejected without being logged: it is no failure', async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const logged: string[] = [];
    const controller = new AbortController();
    const pending = requestJson('http://127.0.0.1:9/x', rawSearchResponseSchema, {
      baseUrl: 'http://127.0.0.1:9',
      fetch: hang,
      signal: controller.signal,
      log: (message) => logged.push(message),
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(logged).toEqual([]);
  });

  it('a body that fails while it is read is logged and rejected', async () => {
    const broken: typeof fetch = () =>
      Promise.resolve({
        status: 200,
        ok: true,
        text: () => Promise.reject(new Error('connection reset')),
      } as unknown as Response);
    const logged: string[] = [];
    await expect(
      requestJson('http://127.0.0.1:9/y', rawSearchResponseSchema, {
        baseUrl: 'http://127.0.0.1:9',
        fetch: broken,
        log: (message) => logged.push(message),
      }),
    ).rejects.toThrow('connection reset');
    expect(logged).toEqual(['Request to http://127.0.0.1:9/y failed']);
  });

  it('the catalogue search gives up after the client timeout of spec 000 §9 (5000 ms)', { timeout: 15_000 }, async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const started = Date.now();
    await expect(searchCatalog(request, { baseUrl: 'http://127.0.0.1:9', fetch: hang, log: () => undefined })).rejects.toThrow(
      'timed out after 5000 ms',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  });

  it('reads the result code: an answer whose code is not 200 is a failure, even with HTTP 200 (spec 000 §7)', async () => {
    const answer =
      (code: number): typeof fetch =>
      () =>
        Promise.resolve(Response.json({ code, result: [{ sku: 'A', qty: 1, is_in_stock: true, product_id: 1 }] }));
    const opts = (code: number) => ({ baseUrl: 'http://127.0.0.1:9', fetch: answer(code), log: () => undefined });
    await expect(listStock(['A'], opts(200))).resolves.toHaveLength(1);
    await expect(listStock(['A'], opts(500))).rejects.toThrow(/Unexpected response/);
    expect(await checkStock('A', opts(503))).toEqual({});
  });

  it('an unregistered entity type is refused with its message', async () => {
    await expect(searchCatalog({ ...request, type: 'order' as never }, { baseUrl: 'http://x.test' })).rejects.toMatchObject({
      message: 'No entity type registered for order',
      key: 'error.noEntityType',
      params: { type: 'order' },
    });
  });

  it('a response of the wrong shape is rejected', async () => {
    const wrong: typeof fetch = async () => Response.json({ hits: 5 }, { status: 200 });
    await expect(
      requestJson('http://x.test/a', rawSearchResponseSchema, { baseUrl: 'http://x.test', fetch: wrong, log: () => undefined }),
    ).rejects.toThrow(/Unexpected response/);
  });

  it("a response that is not JSON fails with 'Error with response - bad content-type!' (spec 001 §5)", async () => {
    const log = vi.fn();
    const answers: Response[] = [
      new Response('<html>busy</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      // JSON text under another content type is refused too: the type decides.
      new Response('{"code":200,"result":[]}', { status: 200, headers: { 'content-type': 'text/plain' } }),
    ];
    for (const answer of answers)
      await expect(
        requestJson('http://x.test/a', rawSearchResponseSchema, { baseUrl: 'http://x.test', fetch: async () => answer, log }),
      ).rejects.toMatchObject({
        name: 'ApiError',
        status: answer.status,
        message: `Error with response - bad content-type! (status ${answer.status}) http://x.test/a`,
      });
    expect(log).toHaveBeenCalledTimes(2);
  });

  it("a response without a body fails with 'Unhandled error, wrong response format!' (spec 001 §5)", async () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    for (const answer of [
      new Response('', { status: 200, headers: json }),
      new Response('null', { status: 200, headers: json }),
      new Response('{"code":', { status: 500, headers: json }),
    ])
      await expect(
        requestJson('http://x.test/b', rawSearchResponseSchema, {
          baseUrl: 'http://x.test',
          fetch: async () => answer,
          log: () => undefined,
        }),
      ).rejects.toMatchObject({
        status: answer.status,
        message: `Unhandled error, wrong response format! (status ${answer.status}) http://x.test/b`,
      });
  });

  it('a failed stock check returns an empty object', async () => {
    expect(await checkStock('X', { baseUrl: 'http://127.0.0.1:9', fetch: networkDown, log: () => undefined })).toEqual({});
  });

  it('the client posts the domain DSL (text with min_score 0.02, default product filters)', async () => {
    let sent: unknown;
    const capture: typeof fetch = async (_url, init) => {
      sent = JSON.parse(String(init?.body));
      return Response.json({
        took: 1,
        timed_out: false,
        hits: { total: { value: 0, relation: 'eq' }, max_score: null, hits: [] },
      });
    };
    const r = await searchCatalog(request, { baseUrl: 'http://x.test', fetch: capture });
    expect(sent).toMatchObject({
      min_score: 0.02,
      from: 40,
      size: 20,
      query: { bool: { must: [{ multi_match: { query: 'krem' } }] } },
    });
    expect(r).toMatchObject({ items: [], total: 0, start: 40, perPage: 20, noresults: true });
  });
});
