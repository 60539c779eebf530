/** A fake live API for the live island's unit tests: answers each call through a function and records the calls. */
import type { PriceSyncItem } from '../../../../src/domain/catalog/types.ts';
import type { LiveApi } from '../../../../src/islands/live/fetch.ts';

export interface Call {
  readonly path: string;
  readonly query: URLSearchParams;
}

/** A fake fetch answering each path through `answer`, recording the calls. */
export function fakeApi(answer: (call: Call) => { status: number; body: unknown }): { api: LiveApi; calls: Call[] } {
  const calls: Call[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const call = { path: url.pathname, query: url.searchParams };
    calls.push(call);
    const { status, body } = answer(call);
    return Response.json(body, { status });
  }) as typeof globalThis.fetch;
  const api: LiveApi = { baseUrl: 'https://shop.test', storeId: 4, currency: 'PLN', groupId: 0, fetch, log: () => undefined };
  return { api, calls };
}

/** A render-list item for product `id` priced at these gross amounts, its net ones at 23 % (a Polish store view). */
export function priceItem(id: number, gross: { final: number; regular: number; special?: number | null }): PriceSyncItem {
  const net = (n: number) => Math.round((n / 1.23) * 100) / 100;
  return {
    id,
    name: 'Cream',
    type: 'simple',
    price_info: {
      final_price: gross.final,
      regular_price: gross.regular,
      special_price: gross.special ?? null,
      minimal_price: gross.final,
      max_price: gross.final,
      extension_attributes: {
        tax_adjustments: {
          final_price: net(gross.final),
          regular_price: net(gross.regular),
          special_price: gross.special ? net(gross.special) : null,
        },
      },
    },
  };
}
