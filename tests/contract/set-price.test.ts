/**
 * Bundle and grouped products are answered at the price their pages show (spec 000 §4, backend
 * catalog/pricing.ts): the sum of their parts' current gross prices times each part's qty, in search hits
 * and in render-list items, for guests and for a customer group with tier prices; a set whose parts sum to 0
 * keeps its own price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, fixtureDatabase } from '../unit/backend/fixtures.ts';
import { productHit, renderListPrice } from './helpers/prices.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const db = fixtureDatabase();
/** A copy of a fixture product under a new id and sku, with fields set (JSON values by path). */
const addProduct = (id: number, sku: string, from: string, fields: Record<string, unknown>): void => {
  const all = { id, sku, url_key: sku.toLowerCase(), ...fields };
  const args = Object.entries(all).flatMap(([path, value]) => [`$.${path}`, JSON.stringify(value)]);
  const sets = args.map((_, i) => (i % 2 === 0 ? '?' : 'json(?)')).join(', ');
  db.prepare(
    `INSERT INTO products (store_code, id, sku, type_id, url_path, status, visibility, updated_at, doc)
     SELECT store_code, ?, ?, ?, ?, ?, visibility, updated_at, json_set(doc, ${sets})
     FROM products WHERE sku = ?`,
  ).run(id, sku, String(fields['type_id'] ?? 'simple'), sku.toLowerCase(), Number(fields['status'] ?? 1), ...args, from);
};
const addSet = (id: number, sku: string, type_id: 'bundle' | 'grouped', links: Record<string, unknown>): void =>
  addProduct(id, sku, 'KR-001', { type_id, price: 999, special_price: 500, ...links });
const associated = (sku: string, qty?: number) => ({
  link_type: 'associated',
  linked_product_type: 'simple',
  linked_product_sku: sku,
  ...(qty === undefined ? {} : { qty }),
});
const option = (option_id: number, links: { sku: string; qty: number; is_default: boolean; price?: number }[]) => ({
  option_id,
  title: `Option ${option_id}`,
  type: 'radio',
  required: true,
  product_links: links.map((l, i) => ({ id: option_id * 10 + i, ...l })),
});
// KR-001 net 40; KR-002 net 60 with an active special price of 45; SZ-003 net 30; ZL-007 net 25 (VAT 23 %).
addSet(100, 'GR-100', 'grouped', { product_links: [associated('KR-001', 2), associated('KR-002')] });
addSet(101, 'BU-101', 'bundle', {
  bundle_options: [
    option(1, [
      { sku: 'SZ-003', qty: 1, is_default: false },
      { sku: 'ZL-007', qty: 3, is_default: true },
    ]),
    // A selection the store view does not hold counts at its link's own price.
    option(2, [{ sku: 'GONE-1', qty: 1, is_default: true, price: 10 }]),
  ],
});
addSet(102, 'GR-102', 'grouped', { product_links: [associated('GONE-2')] });
// A part of another tax class (no tax: class 0), and a disabled part (not sold: it counts at its link's price, none).
addProduct(104, 'UT-104', 'SZ-003', { tax_class_id: 0 });
addProduct(105, 'DS-105', 'ZL-007', { status: 2 });
addSet(103, 'GR-103', 'grouped', { product_links: [associated('KR-001'), associated('UT-104'), associated('DS-105')] });

/**
 * A part's net price for a customer group, worked out from its seeded pl row rather than asked of the
 * backend: the lowest of its price, the group's tier at quantity 1 (which it must have) and its special
 * price (the fixture's specials have no dates, so they are active).
 */
function groupNetPrice(sku: string, groupId: number): number {
  const row = db.prepare("SELECT doc FROM products WHERE store_code = 'pl' AND sku = ?").get(sku) as { doc: string };
  const doc = JSON.parse(row.doc) as {
    price: number;
    special_price: number | null;
    tier_prices: { customer_group_id: number; qty: number; value: number }[];
  };
  const tier = doc.tier_prices.find((t) => t.customer_group_id === groupId && t.qty === 1);
  if (!tier) throw new Error(`${sku} has no tier price for group ${groupId}`);
  return Math.min(doc.price, tier.value, doc.special_price ?? Number.POSITIVE_INFINITY);
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer(db, () => FIXTURE_NOW);
});
afterAll(() => server.close());

const hit = (sku: string, extra: Record<string, unknown> = {}) => productHit(server, sku, extra);
const renderList = (sku: string, query = '') => renderListPrice(server, sku, query);

describe('set prices: the sum of the parts (spec 000 §4)', () => {
  it("search: a grouped product's hit is priced at its associated products' current prices times their qty", async () => {
    const [a, b, set] = [await hit('KR-001'), await hit('KR-002'), await hit('GR-100')];
    // KR-001 at its price; KR-002 at its active special price, as its own page shows it.
    expect(a['price_incl_tax']).toBeCloseTo(40 * 1.23, 6);
    expect(b['price_incl_tax']).toBeCloseTo(45 * 1.23, 6);
    const sum = 2 * (a['price_incl_tax'] ?? 0) + (b['price_incl_tax'] ?? 0);
    expect(set['price_incl_tax']).toBeCloseTo(sum, 6);
    expect(set['final_price_incl_tax']).toBeCloseTo(sum, 6);
    expect(set['original_price_incl_tax']).toBeCloseTo(sum, 6);
    // The set's own special price (500) is not its price any more.
    expect(set['special_price_incl_tax'] ?? 0).toBe(0);
  });

  it("search: a bundle's hit sums its default selections, a part it does not hold at the link's price", async () => {
    const set = await hit('BU-101');
    // The link's own price is a gross amount, as the storefront counts it.
    expect(set['price_incl_tax']).toBeCloseTo(3 * 25 * 1.23 + 10, 6);
  });

  it('search: each part counts at its own gross price, whatever its tax class; a disabled part is not counted', async () => {
    const untaxed = await hit('UT-104');
    expect(untaxed['price_incl_tax']).toBeCloseTo(30, 6);
    const set = await hit('GR-103');
    expect(set['price_incl_tax']).toBeCloseTo(40 * 1.23 + 30, 6);
    expect(set['final_price_incl_tax']).toBeCloseTo(40 * 1.23 + 30, 6);
  });

  it('search: a set whose parts sum to 0 keeps its own price', async () => {
    const set = await hit('GR-102');
    expect(set['original_price_incl_tax']).toBeCloseTo(999 * 1.23, 6);
  });

  it("search: a customer group's set price sums its parts' tier prices", async () => {
    // From the seeded rows: KR-001 at its group tier (36); KR-002's tier (54) is above its active special price (45).
    const [a, b] = [groupNetPrice('KR-001', 1), groupNetPrice('KR-002', 1)];
    expect([a, b]).toEqual([36, 45]);
    const expected = 2 * a * 1.23 + b * 1.23;
    expect(expected).toBeLessThan(2 * 40 * 1.23 + 45 * 1.23);
    const set = await hit('GR-100', { groupId: 1 });
    expect(set['price_incl_tax']).toBeCloseTo(expected, 6);
    // The parts' own answers for the group agree with the sum.
    const parts =
      2 * (await hit('KR-001', { groupId: 1 }))['price_incl_tax']! + (await hit('KR-002', { groupId: 1 }))['price_incl_tax']!;
    expect(parts).toBeCloseTo(expected, 6);
  });

  it('render-list: the set is answered at the same sum, with no special price', async () => {
    const set = await hit('GR-100');
    const item = await renderList('GR-100');
    expect(item.final_price).toBeCloseTo(set['price_incl_tax'] ?? 0, 6);
    expect(item.regular_price).toBeCloseTo(set['price_incl_tax'] ?? 0, 6);
    expect(item.special_price).toBeNull();
    const tier = await renderList('GR-100', '&userGroupId=1');
    expect(tier.final_price).toBeCloseTo((await hit('GR-100', { groupId: 1 }))['price_incl_tax'] ?? 0, 6);
  });
});
