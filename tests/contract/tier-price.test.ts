/**
 * Tier prices by customer group: `groupId` in the search body and `userGroupId` in render-list change
 * the price of a product with a tier for that group, and only for that group — also for documents that
 * already carry `original_*` price fields (which the tax calculation reads as its net source).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, fixtureDatabase } from '../unit/backend/fixtures.ts';
import { productHit, renderListPrice } from './helpers/prices.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const db = fixtureDatabase();
// KR-001 (net 40, tier 36 for group 1) as a platform document that went through a tax calculation.
db.prepare(
  "UPDATE products SET doc = json_set(doc, '$.original_price', 40, '$.original_final_price', 40, '$.original_special_price', 0, '$.final_price', 49.2) WHERE sku = 'KR-001'",
).run();
let server: TestServer;
beforeAll(async () => {
  server = await startServer(db, () => FIXTURE_NOW);
});
afterAll(() => server.close());

describe.each(['KR-001', 'SZ-003'])('tier price of group 1 for %s (net price p, tier 0.9 p, VAT 23 %)', (sku) => {
  const net = sku === 'KR-001' ? 40 : 30;

  it('search: groupId 1 prices the hit at the tier, with tax, also as its final price', async () => {
    const src = await productHit(server, sku, { groupId: 1 });
    expect(src['price']).toBeCloseTo(net * 0.9, 6);
    expect(src['price_incl_tax']).toBeCloseTo(net * 0.9 * 1.23, 6);
    expect(src['final_price_incl_tax']).toBeCloseTo(net * 0.9 * 1.23, 6);
  });

  it.each([{}, { groupId: 0 }, { groupId: 2 }])('search: %j keeps the regular price', async (group) => {
    const src = await productHit(server, sku, group);
    expect(src['price']).toBeCloseTo(net, 6);
    expect(src['price_incl_tax']).toBeCloseTo(net * 1.23, 6);
  });

  it('render-list: userGroupId 1 gives the tier price, other groups the regular price', async () => {
    const tier = await renderListPrice(server, sku, '&userGroupId=1');
    expect(tier.final_price).toBeCloseTo(net * 0.9 * 1.23, 6);
    expect(tier.extension_attributes.tax_adjustments.final_price).toBeCloseTo(net * 0.9, 6);
    for (const other of ['', '&userGroupId=0', '&userGroupId=2']) {
      expect((await renderListPrice(server, sku, other)).final_price).toBeCloseTo(net * 1.23, 6);
    }
  });
});
