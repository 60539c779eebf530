/**
 * Tax rules are paged by the default search page size (spec 000 §9 "Default search page size 50"; the size
 * the backend gives a tax-rule search without one), not by the product list's page size. Both are 50, so the
 * constants are set apart here to tell them apart.
 */
import { describe, expect, it, vi } from 'vitest';
import { fetchTaxRules } from '../../../content-sync/catalog-fetch.ts';
import type * as Config from '../../../src/config/index.ts';

vi.mock('../../../src/config/index.ts', async (original) => {
  const config = await original<typeof Config>();
  return {
    ...config,
    SEARCH: { ...config.SEARCH, defaultPageSize: 7 },
    LISTS: { ...config.LISTS, productPageSize: 13 },
  };
});

describe('tax rule reading', () => {
  it('tax rules are paged by the default search page size', async () => {
    const sizes: unknown[] = [];
    const fetcher: typeof fetch = async (_input, init) => {
      sizes.push((JSON.parse(String(init?.body)) as { size?: unknown }).size);
      return Response.json({ took: 1, timed_out: false, hits: { total: 0, max_score: null, hits: [] } });
    };
    await fetchTaxRules({ baseUrl: 'http://api.test', store: 'tax-paging', fetch: fetcher });
    expect(sizes).toEqual([7]);
  });
});
