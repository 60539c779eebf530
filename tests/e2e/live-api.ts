/** Live API answers changed on their way to the browser: prices and stock that differ from the build's, search hits on special. */
import type { Route } from 'playwright-core';

/** The real answer of the test server (on `port`) to an intercepted API request. */
async function realAnswer(route: Route, port: number): Promise<{ response: Awaited<ReturnType<Route['fetch']>>; body: unknown }> {
  const target = new URL(route.request().url());
  target.port = String(port);
  const response = await route.fetch({ url: target.toString() });
  return { response, body: await response.json() };
}

/** A render-list answer as the server gives it; returns the ids of the products it prices. */
export async function pricedIds(route: Route, port: number): Promise<number[]> {
  const { response, body } = await realAnswer(route, port);
  await route.fulfill({ response, json: body });
  return (body as { result: { items: { id: number }[] } }).result.items.map((item) => item.id);
}

/** A render-list answer: the real one with every price set to the given gross amounts (net at 23 %). */
async function withPrices(
  route: Route,
  port: number,
  gross: { final: number; regular: number; special: number | null },
): Promise<unknown> {
  const { response, body } = await realAnswer(route, port);
  const net = (amount: number) => Math.round((amount / 1.23) * 100) / 100;
  for (const item of (body as { result: { items: { price_info: Record<string, unknown> }[] } }).result.items) {
    Object.assign(item.price_info, {
      final_price: gross.final,
      regular_price: gross.regular,
      special_price: gross.special,
      minimal_price: gross.final,
      max_price: gross.regular,
      extension_attributes: {
        tax_adjustments: {
          final_price: net(gross.final),
          regular_price: net(gross.regular),
          special_price: gross.special === null ? null : net(gross.special),
        },
      },
    });
  }
  await route.fulfill({ response, json: body });
  return body;
}

/** A render-list answer: the real one with every price set to `price` (gross; net at 23 %), none special. */
export function repriced(route: Route, port: number, price: number): Promise<unknown> {
  return withPrices(route, port, { final: price, regular: price, special: null });
}

/** A render-list answer: the real one with every product on sale at `special` instead of `regular` (gross). */
export function onSale(route: Route, port: number, special: number, regular: number): Promise<unknown> {
  return withPrices(route, port, { final: special, regular, special });
}

/** A stock list answer: the real one with the given skus out of stock. */
export async function soldOut(route: Route, port: number, skus: ReadonlySet<string>): Promise<unknown> {
  const { response, body } = await realAnswer(route, port);
  for (const item of (body as { result: { sku?: string; qty: number; is_in_stock: boolean }[] }).result)
    if (item.sku !== undefined && skus.has(item.sku)) Object.assign(item, { qty: 0, is_in_stock: false });
  await route.fulfill({ response, json: body });
  return body;
}

/**
 * A catalogue search answer: the real one with every hit but a configurable one on special (a special price, and
 * a regular price above the price) and no configurable one on special, so that each card on special asks the
 * price history of its own sku (a configurable card's would be its cheapest variant's).
 */
export async function searchOnSpecial(route: Route, port: number): Promise<unknown> {
  const { response, body } = await realAnswer(route, port);
  type Hit = { type_id: string; price_incl_tax: number };
  for (const { _source: hit } of (body as { hits?: { hits: { _source: Hit }[] } }).hits?.hits ?? []) {
    const special = hit.type_id !== 'configurable';
    Object.assign(hit, {
      special_price: special ? 1 : 0,
      special_price_incl_tax: special ? hit.price_incl_tax : 0,
      original_price_incl_tax: special ? hit.price_incl_tax + 10 : hit.price_incl_tax,
    });
  }
  await route.fulfill({ response, json: body });
  return body;
}

/**
 * A catalogue search answer: the real one with its first hit's gross price written as text; returns that hit's sku
 * and the answer's total (undefined for an answer without hits).
 */
export async function searchWithBadPrice(route: Route, port: number): Promise<{ sku: string; total: number } | undefined> {
  const { response, body } = await realAnswer(route, port);
  const hits = (body as { hits?: { total: number | { value: number }; hits: { _source: Record<string, unknown> }[] } }).hits;
  const first = hits?.hits[0]?._source;
  if (first) first['price_incl_tax'] = '12,99';
  await route.fulfill({ response, json: body });
  if (hits === undefined || first === undefined) return undefined;
  return { sku: String(first['sku']), total: typeof hits.total === 'number' ? hits.total : hits.total.value };
}
