import { describe, expect, it } from 'vitest';
import {
  apiBaseUrl,
  askLowest,
  fetchLowest,
  fetchPrices,
  fetchStock,
  LOWEST_AT_ONCE,
} from '../../../../src/islands/live/fetch.ts';
import { fakeApi, priceItem } from './fake-api.ts';

describe('apiBaseUrl', () => {
  it('is the page origin for an empty attribute, else the attribute', () => {
    expect(apiBaseUrl('', 'https://shop.test')).toBe('https://shop.test');
    expect(apiBaseUrl(undefined, 'https://shop.test')).toBe('https://shop.test');
    expect(apiBaseUrl(' https://api.cdn.test ', 'https://shop.test')).toBe('https://api.cdn.test');
  });
});

describe('fetchPrices', () => {
  it('sends one render-list call per batch with the store, currency and group, and keys items by id', async () => {
    const { api, calls } = fakeApi(({ query }) => ({
      status: 200,
      body: {
        code: 200,
        result: {
          items: (query.get('skus') ?? '')
            .split(',')
            .map((s, i) => priceItem(Number(s.slice(2)) || i, { final: 10, regular: 10 })),
        },
      },
    }));
    const items = await fetchPrices([['S-1', 'S-2'], ['S-3']], api);
    expect(calls.map((c) => c.path)).toEqual(['/api/product/render-list', '/api/product/render-list']);
    expect(calls[0]?.query.get('skus')).toBe('S-1,S-2');
    expect(calls[0]?.query.get('currencyCode')).toBe('PLN');
    expect(calls[0]?.query.get('storeId')).toBe('4');
    expect(calls[0]?.query.get('userGroupId')).toBe('0');
    expect([...items.keys()].sort()).toEqual([1, 2, 3]);
  });

  it("asks render-list for a group's prices only with a group (price tiers enabled): else for the prices the page was built with", async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { code: 200, result: { items: [] } } }));
    const { groupId: _none, ...withoutGroup } = api;
    await fetchPrices([['S-1']], withoutGroup);
    expect(calls[0]?.query.has('userGroupId')).toBe(false);
    await fetchPrices([['S-1']], { ...api, groupId: 1 });
    expect(calls[1]?.query.get('userGroupId')).toBe('1');
  });

  it('drops a failed batch and keeps the others', async () => {
    const { api } = fakeApi(({ query }) =>
      query.get('skus') === 'S-1'
        ? { status: 500, body: { code: 500, result: 'boom' } }
        : { status: 200, body: { code: 200, result: { items: [priceItem(2, { final: 10, regular: 10 })] } } },
    );
    const items = await fetchPrices([['S-1'], ['S-2']], api);
    expect([...items.keys()]).toEqual([2]);
  });
});

describe('fetchStock', () => {
  it('calls the stock list once per batch and marks only answered skus as checked', async () => {
    const { api, calls } = fakeApi(({ query }) =>
      query.get('skus') === 'B'
        ? { status: 500, body: { code: 500, result: 'down' } }
        : { status: 200, body: { code: 200, result: [{ sku: 'A1', product_id: 1, qty: 2, is_in_stock: true }] } },
    );
    const lookup = await fetchStock([['A1', 'A2'], ['B']], api);
    expect(calls.map((c) => `${c.path}?${c.query.get('skus')}`)).toEqual(['/api/stock/list?A1,A2', '/api/stock/list?B']);
    expect([...lookup.checked]).toEqual(['A1', 'A2']);
    expect(lookup.found.get('A1')?.qty).toBe(2);
    expect(lookup.found.has('B')).toBe(false);
  });

  it('reads an item that names no sku, as spec 000 §7 gives them, by its product id', async () => {
    const { api } = fakeApi(() => ({
      status: 200,
      body: {
        code: 200,
        result: [
          { product_id: 11, qty: 0, is_in_stock: false },
          { product_id: 12, qty: 4, is_in_stock: true },
          { product_id: 99, qty: 1, is_in_stock: true },
        ],
      },
    }));
    const lookup = await fetchStock(
      [['C-1', 'C-2']],
      api,
      new Map([
        [11, 'C-1'],
        [12, 'C-2'],
      ]),
    );
    expect(lookup.found.get('C-1')).toMatchObject({ qty: 0, is_in_stock: false });
    expect(lookup.found.get('C-2')).toMatchObject({ qty: 4, is_in_stock: true });
    expect(lookup.found.size).toBe(2);
    // Without the ids, such items name nothing: the skus are checked and not found.
    expect((await fetchStock([['C-1', 'C-2']], api)).found.size).toBe(0);
  });
});

describe('fetchLowest', () => {
  it('answers the lowest price of the history, undefined when there is none or the call fails', async () => {
    const history = (lowest: number | null) => ({
      status: 200,
      body: { code: 200, result: { sku: 'A', storeId: 4, currency: 'PLN', days: 30, lowest, history: [] } },
    });
    expect(await fetchLowest('A', fakeApi(() => history(31.5)).api)).toBe(31.5);
    expect(await fetchLowest('A', fakeApi(() => history(null)).api)).toBeUndefined();
    expect(await fetchLowest('A', fakeApi(() => ({ status: 503, body: { code: 503, result: 'x' } })).api)).toBeUndefined();
  });
});

describe('askLowest', () => {
  it(`asks ${LOWEST_AT_ONCE} at a time and hands on every answer, unknown ones too`, async () => {
    const skus = Array.from({ length: LOWEST_AT_ONCE + 2 }, (_, i) => `S${i}`);
    let open = 0;
    let most = 0;
    const answers: [string, number | undefined][] = [];
    await askLowest(
      skus,
      async (sku) => {
        most = Math.max(most, ++open);
        await new Promise((resolve) => setTimeout(resolve, 1));
        open--;
        return sku === 'S1' ? undefined : 9.99;
      },
      (sku, amount) => answers.push([sku, amount]),
    );
    expect(most).toBe(LOWEST_AT_ONCE);
    expect(answers.map(([sku]) => sku)).toEqual(skus);
    expect(answers[1]).toEqual(['S1', undefined]);
  });

  it('skips a sku no longer wanted when its turn comes, and fills its chunk with the next ones', async () => {
    // Three chunks' worth: the wanted ones after the first chunk span two fixed chunks, and fill one.
    const skus = Array.from({ length: LOWEST_AT_ONCE * 3 }, (_, i) => `S${i}`);
    const asked: string[][] = [];
    let chunk: string[] = [];
    // After the first chunk, the even skus' cards are gone (a new search replaced them).
    const gone = new Set<string>();
    await askLowest(
      skus,
      async (sku) => {
        chunk.push(sku);
        await Promise.resolve();
        return 1;
      },
      () => {
        if (chunk.length > 0) asked.push(chunk);
        chunk = [];
        for (const sku of skus) if (Number(sku.slice(1)) % 2 === 0) gone.add(sku);
      },
      (sku) => !gone.has(sku),
    );
    const odd = skus.slice(LOWEST_AT_ONCE).filter((sku) => Number(sku.slice(1)) % 2 === 1);
    expect(odd).toHaveLength(LOWEST_AT_ONCE);
    expect(asked).toEqual([skus.slice(0, LOWEST_AT_ONCE), odd]);
  });
});
