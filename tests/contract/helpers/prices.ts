/** The priced answers of the Polish store view for one sku: its search hit and its render-list item. */
import { expect } from 'vitest';
import type { TestServer } from './server.ts';

/** The `_source` of the product hit of `sku` (a POST search; `extra` adds e.g. `groupId`); throws when none. */
export async function productHit(
  server: TestServer,
  sku: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, number>> {
  const body = { ...extra, query: { bool: { filter: [{ term: { sku } }] } } };
  const res = await fetch(`${server.baseUrl}/api/catalog/vue_storefront_catalog_pl/product/_search`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  const json = (await res.json()) as { hits: { hits: { _source: Record<string, number> }[] } };
  const found = json.hits.hits[0]?._source;
  if (!found) throw new Error(`no hit for ${sku}`);
  return found;
}

export interface RenderListPrice {
  readonly final_price: number;
  readonly regular_price: number;
  readonly special_price: number | null;
  readonly extension_attributes: { readonly tax_adjustments: { readonly final_price: number } };
}

/** The `price_info` of the render-list item of `sku` (PLN, store 4; `query` adds e.g. `&userGroupId=1`). */
export async function renderListPrice(server: TestServer, sku: string, query = ''): Promise<RenderListPrice> {
  const res = await fetch(`${server.baseUrl}/api/product/render-list?skus=${sku}&currencyCode=PLN&storeId=4${query}`);
  expect(res.status).toBe(200);
  const json = (await res.json()) as { result: { items: { price_info: RenderListPrice }[] } };
  const item = json.result.items[0]?.price_info;
  if (!item) throw new Error(`no render-list item for ${sku}`);
  return item;
}
