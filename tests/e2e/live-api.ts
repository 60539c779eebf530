/** Live API answers changed on their way to the browser: prices and stock that differ from the build's. */
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

/** A render-list answer: the real one with every price set to `price` (gross; net at 23 %). */
export async function repriced(route: Route, port: number, price: number): Promise<unknown> {
  const { response, body } = await realAnswer(route, port);
  const net = Math.round((price / 1.23) * 100) / 100;
  for (const item of (body as { result: { items: { price_info: Record<string, unknown> }[] } }).result.items) {
    Object.assign(item.price_info, {
      final_price: price,
      regular_price: price,
      special_price: null,
      minimal_price: price,
      max_price: price,
      extension_attributes: { tax_adjustments: { final_price: net, regular_price: net, special_price: null } },
    });
  }
  await route.fulfill({ response, json: body });
  return body;
}

/** A stock list answer: the real one with the given skus out of stock. */
export async function soldOut(route: Route, port: number, skus: ReadonlySet<string>): Promise<unknown> {
  const { response, body } = await realAnswer(route, port);
  for (const item of (body as { result: { sku?: string; qty: number; is_in_stock: boolean }[] }).result)
    if (item.sku !== undefined && skus.has(item.sku)) Object.assign(item, { qty: 0, is_in_stock: false });
  await route.fulfill({ response, json: body });
  return body;
}
