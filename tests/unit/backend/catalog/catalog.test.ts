import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../../../backend/db/index.ts';
import { groupTierPrice } from '../../../../backend/catalog/pricing.ts';
import { priceInfoItem } from '../../../../backend/catalog/price-info.ts';
import { trackCatalogVersion } from '../../../../backend/catalog/version.ts';
import { publishedAt } from '../../../../backend/routes/content.ts';
import { normaliseUrlPath, mapUrl } from '../../../../backend/routes/url-map.ts';
import { readStock } from '../../../../backend/routes/stock.ts';
import { fixtureDatabase, insertCatalog } from '../fixtures.ts';

describe('catalogue helpers', () => {
  it('a customer group tier price at qty 1 applies only below the price', () => {
    const tiers = [
      { customer_group_id: 1, qty: 1, value: 30 },
      { customer_group_id: 1, qty: 5, value: 20 },
      { customer_group_id: 2, qty: 1, value: 10 },
    ];
    expect(groupTierPrice(tiers, 1, 40)).toBe(30);
    expect(groupTierPrice(tiers, 1, 25)).toBeUndefined();
    expect(groupTierPrice(tiers, 3, 40)).toBeUndefined();
  });

  it('render-list item: gross in price_info, net in tax_adjustments, min and max over enabled children', () => {
    const item = priceInfoItem(
      {
        id: 9,
        name: 'X',
        price: 100,
        price_incl_tax: 123,
        original_price: 120,
        original_price_incl_tax: 147.6,
        special_price: 100,
        special_price_incl_tax: 123,
        configurable_children: [
          { status: 1, price: 50, price_incl_tax: 61.5 },
          { status: 2, price: 10, price_incl_tax: 12.3 },
          { status: 1, price: 80, price_incl_tax: 98.4 },
        ],
      },
      'fallback',
      'configurable',
    );
    expect(item.price_info).toMatchObject({
      final_price: 123,
      regular_price: 147.6,
      special_price: 123,
      minimal_price: 61.5,
      max_price: 98.4,
    });
    expect(item.price_info.extension_attributes.tax_adjustments).toEqual({
      final_price: 100,
      regular_price: 120,
      special_price: 100,
    });
  });

  it('render-list item of a configurable: min and max over the variants in stock, when any is (pricedChildren)', () => {
    const out = { qty: 0, is_in_stock: false };
    const doc = (children: object[]) =>
      priceInfoItem({ id: 9, price: 100, price_incl_tax: 123, configurable_children: children }, 'x', 'configurable').price_info;
    const inStock = { status: 1, price: 80, price_incl_tax: 98.4, stock: { qty: 2, is_in_stock: true } };
    expect(doc([{ status: 1, price: 50, price_incl_tax: 61.5, stock: out }, inStock])).toMatchObject({
      minimal_price: 98.4,
      max_price: 98.4,
    });
    expect(
      doc([
        { status: 1, price: 50, price_incl_tax: 61.5, stock: out },
        { ...inStock, stock: out },
      ]),
    ).toMatchObject({
      minimal_price: 61.5,
      max_price: 98.4,
    });
  });

  it('url paths are normalised: query, hash, slashes and the store code stripped', () => {
    expect(normaliseUrlPath('/en/products/face/?a=1#x', 'en')).toBe('products/face');
    expect(normaliseUrlPath('https://shop.test/produkt/x/', 'pl')).toBe('produkt/x');
    expect(normaliseUrlPath('/english/x', 'en')).toBe('english/x');
  });

  it('url map prefers products, then categories, then CMS pages', () => {
    const db = fixtureDatabase();
    expect(mapUrl(db, 'pl', 'produkty/twarz')).toMatchObject({ type: 'category', id: 10 });
    expect(mapUrl(db, 'pl', 'strona/regulamin')).toMatchObject({ type: 'cms_page', slug: 'regulamin' });
    expect(mapUrl(db, 'pl', '')).toBeNull();
  });

  it('stock rows keep the order asked, drop unknown skus and duplicates', () => {
    const db = fixtureDatabase();
    expect(readStock(db, ['SZ-003', 'X', 'KR-001', 'SZ-003']).map((r) => r.sku)).toEqual(['SZ-003', 'KR-001']);
  });

  it('a content entry published by flag takes its modification time as publish time', () => {
    expect(publishedAt(1, 1700000000)).toBe(1700000000);
    expect(publishedAt(1690000000, 1700000000)).toBe(1690000000);
  });

  it('the catalogue version changes on writes to catalogue tables only, and on bump', () => {
    const db = fixtureDatabase();
    const version = trackCatalogVersion(db);
    const v0 = version.current();
    db.prepare("UPDATE stock SET qty = 1 WHERE sku = 'KR-001'").run();
    expect(version.current()).toBe(v0);
    db.prepare("DELETE FROM tax_rules WHERE store_code = 'en'").run();
    const v1 = version.current();
    expect(v1).not.toBe(v0);
    version.bump();
    expect(version.current()).not.toBe(v1);
  });

  it('the catalogue version sees writes through its own connection at once, whatever the tracker', () => {
    const db = fixtureDatabase();
    let t = 0;
    const version = trackCatalogVersion(db, { clock: () => t });
    const other = trackCatalogVersion(db, { clock: () => t });
    const [v0, o0] = [version.current(), other.current()];
    db.prepare("UPDATE products SET status = 2 WHERE sku = 'KR-001'").run();
    const v1 = version.current();
    expect(v1).not.toBe(v0);
    expect(other.current()).not.toBe(o0);
    t += 1;
    db.prepare('UPDATE categories SET position = 9 WHERE id = 10').run();
    expect(version.current()).not.toBe(v1);
  });

  it("the catalogue version sees another process's write within the refresh interval", () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-version-'));
    try {
      const file = join(dir, 'catalog.sqlite');
      const db = openDatabase(file);
      migrate(db);
      insertCatalog(db);
      let t = 0;
      const version = trackCatalogVersion(db, { clock: () => t, refreshMs: 1000 });
      const v0 = version.current();
      const writer = openDatabase(file);
      writer.prepare("UPDATE products SET status = 2 WHERE sku = 'KR-001'").run();
      writer.close();
      t = 999;
      expect(version.current()).toBe(v0);
      t = 1000;
      const v1 = version.current();
      expect(v1).not.toBe(v0);
      t = 5000;
      expect(version.current()).toBe(v1);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
