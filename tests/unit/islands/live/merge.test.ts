import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceItem } from './fake-api.ts';
import { makeChild, makeProduct } from '../../domain/catalog/fixtures.ts';
import { productStockStatus } from '../../../../src/domain/product/stock.ts';
import type { Product } from '../../../../src/domain/catalog/index.ts';
import { liveTarget } from '../../../../src/islands/live/target.ts';
import {
  hasLiveAnswer,
  livePriceView,
  liveStockStatus,
  needsLateLowest,
  priceTexts,
  showsAsBuilt,
  staticPriceView,
  targetPriceView,
} from '../../../../src/islands/live/merge.ts';
import type { PriceTarget, StockTarget } from '../../../../src/islands/live/read.ts';

const NOW = new Date('2026-06-15T12:00:00Z');

const plain: PriceTarget = { id: 1, sku: 'A', price: 49.99, original: 49.99 };
const onSale: PriceTarget = {
  id: 2,
  sku: 'B',
  price: 39.99,
  original: 49.99,
  special: 39.99,
  window: { from: '2026-06-01', to: '2026-06-30' },
};

describe('livePriceView', () => {
  it('takes the gross prices of the render-list item', () => {
    expect(livePriceView(plain, priceItem(1, { final: 59.99, regular: 59.99 }), NOW)).toEqual({
      price: 59.99,
      original: 59.99,
      special: false,
    });
  });

  it('shows an active special price with the regular one', () => {
    expect(livePriceView(onSale, priceItem(2, { final: 35.99, regular: 49.99, special: 35.99 }), NOW)).toEqual({
      price: 35.99,
      original: 49.99,
      special: true,
    });
  });

  it('takes the special price render-list gives now over the window the page was built with', () => {
    const later = new Date('2026-07-01T08:00:00Z');
    // The promotion was extended after the build: the API still gives it, past the built window's end.
    expect(livePriceView(onSale, priceItem(2, { final: 39.99, regular: 49.99, special: 39.99 }), later)).toEqual({
      price: 39.99,
      original: 49.99,
      special: true,
    });
    // It has ended: the API gives no special price any more, inside the built window too.
    expect(livePriceView(onSale, priceItem(2, { final: 49.99, regular: 49.99 }), NOW)).toEqual({
      price: 49.99,
      original: 49.99,
      special: false,
    });
    // A promotion that started after the build, on a product built without one.
    expect(livePriceView(plain, priceItem(1, { final: 44.99, regular: 49.99, special: 44.99 }), NOW)).toEqual({
      price: 44.99,
      original: 49.99,
      special: true,
    });
  });

  it('is no answer when the final or the regular price is not above 0: the static price stays', () => {
    for (const item of [
      priceItem(2, { final: 0, regular: 49.99 }),
      priceItem(2, { final: 0, regular: 49.99, special: 0 }),
      priceItem(2, { final: 39.99, regular: 0 }),
      priceItem(2, { final: -1, regular: 49.99 }),
    ])
      expect(livePriceView(onSale, item, NOW)).toEqual(staticPriceView(onSale, NOW));
    expect(livePriceView(plain, priceItem(1, { final: 0, regular: 0 }), NOW)).toEqual({
      price: 49.99,
      original: 49.99,
      special: false,
    });
  });

  it('zeroes a special price not below the regular one (price sync rule)', () => {
    const view = livePriceView(plain, priceItem(1, { final: 49.99, regular: 49.99, special: 49.99 }), NOW);
    expect(view).toEqual({ price: 49.99, original: 49.99, special: false });
  });

  it("shows a configurable product's reduced final price against its regular price", () => {
    const view = livePriceView(plain, priceItem(1, { final: 47.19, regular: 58.99 }), NOW);
    expect(view).toEqual({ price: 47.19, original: 58.99, special: true });
  });

  it('keeps the static price without an item', () => {
    expect(livePriceView(onSale, undefined, NOW)).toEqual({ price: 39.99, original: 49.99, special: true });
    expect(livePriceView(plain, undefined, NOW)).toEqual({ price: 49.99, original: 49.99, special: false });
  });
});

describe('staticPriceView', () => {
  it('falls back to the regular price once the static special window has ended', () => {
    expect(staticPriceView(onSale, new Date('2026-07-02T00:00:00Z'))).toEqual({ price: 49.99, original: 49.99, special: false });
    expect(staticPriceView({ ...onSale, window: { from: '2026-06-20', to: '' } }, NOW).special).toBe(false);
  });
});

describe('targetPriceView', () => {
  const set: PriceTarget = {
    id: 9,
    sku: 'SET',
    price: 59.98,
    original: 59.98,
    parts: [
      { sku: 'A', qty: 2, id: 1, price: 19.99 },
      { sku: 'B', qty: 1, id: 2, price: 20 },
      { sku: 'gone', qty: 1, price: 0 },
    ],
  };

  it('is the live price of a target without parts', () => {
    const items = new Map([[1, priceItem(1, { final: 44.99, regular: 49.99, special: 44.99 })]]);
    expect(targetPriceView(plain, items, NOW)).toEqual(livePriceView(plain, items.get(1), NOW));
  });

  it("sums the parts' live prices times their qty (a special price of a part counts while active)", () => {
    const items = new Map([
      [1, priceItem(1, { final: 17.99, regular: 19.99, special: 17.99 })],
      [2, priceItem(2, { final: 21, regular: 21 })],
      [9, priceItem(9, { final: 99, regular: 99 })],
    ]);
    expect(targetPriceView(set, items, NOW)).toEqual({ price: 2 * 17.99 + 21, original: 2 * 17.99 + 21, special: false });
  });

  it('counts a part without an answer at the price the page was built with', () => {
    const items = new Map([[2, priceItem(2, { final: 25, regular: 25 })]]);
    expect(targetPriceView(set, items, NOW).price).toBeCloseTo(2 * 19.99 + 25);
    expect(showsAsBuilt(set, targetPriceView(set, new Map(), NOW))).toBe(true);
  });

  it("counts a part without an answer at its regular price once its special price's window has ended, as its own page does", () => {
    const onSpecial: PriceTarget = {
      ...set,
      parts: [
        { sku: 'A', qty: 2, id: 1, price: 15, special: { regular: 19.99, from: '', to: '2026-06-30 00:00:00' } },
        { sku: 'B', qty: 1, id: 2, price: 20 },
      ],
    };
    // Within the window: as built.
    expect(targetPriceView(onSpecial, new Map(), NOW).price).toBeCloseTo(2 * 15 + 20);
    // After it, with no render-list answer: the part's regular price.
    const after = new Date('2026-07-02T12:00:00Z');
    expect(targetPriceView(onSpecial, new Map(), after)).toEqual({
      price: 2 * 19.99 + 20,
      original: 2 * 19.99 + 20,
      special: false,
    });
    // A render-list answer for the part is its live price, whatever the window.
    const items = new Map([[1, priceItem(1, { final: 14, regular: 19.99, special: 14 })]]);
    expect(targetPriceView(onSpecial, items, after).price).toBeCloseTo(2 * 14 + 20);
  });

  it('falls back to the own live price when the parts sum to 0', () => {
    const free: PriceTarget = { ...set, parts: [{ sku: 'gone', qty: 1, price: 0 }] };
    const items = new Map([[9, priceItem(9, { final: 99, regular: 99 })]]);
    expect(targetPriceView(free, items, NOW)).toEqual({ price: 99, original: 99, special: false });
  });
});

describe('hasLiveAnswer', () => {
  const set: PriceTarget = {
    id: 9,
    sku: 'SET',
    price: 20,
    original: 20,
    parts: [
      { sku: 'A', qty: 1, id: 1, price: 10 },
      { sku: 'gone', qty: 1, price: 10 },
    ],
  };
  const item = (id: number) => [id, priceItem(id, { final: 10, regular: 10 })] as const;

  it("is true when render-list answered the target's own product", () => {
    expect(hasLiveAnswer(plain, new Map([item(1)]))).toBe(true);
    expect(hasLiveAnswer(set, new Map([item(9)]))).toBe(true);
  });

  it('is true when it answered one of its parts', () => {
    expect(hasLiveAnswer(set, new Map([item(1)]))).toBe(true);
  });

  it('is false for an answer without them (a failed call is an empty one)', () => {
    expect(hasLiveAnswer(plain, new Map())).toBe(false);
    expect(hasLiveAnswer(plain, new Map([item(2)]))).toBe(false);
    // A part without a product id is never answered.
    expect(hasLiveAnswer(set, new Map([item(2)]))).toBe(false);
  });
});

describe('showsAsBuilt', () => {
  it('is true when the live price equals the built one to the cent', () => {
    expect(showsAsBuilt(plain, livePriceView(plain, priceItem(1, { final: 49.99, regular: 49.99 }), NOW))).toBe(true);
    expect(showsAsBuilt(plain, { price: 49.990000001, original: 49.99, special: false })).toBe(true);
    expect(showsAsBuilt(onSale, { price: 39.99, original: 49.99, special: true }, { shown: undefined })).toBe(true);
  });

  it('is false when an amount, the special state or the shown lowest price differs', () => {
    expect(showsAsBuilt(plain, { price: 44.99, original: 49.99, special: true })).toBe(false);
    expect(showsAsBuilt(plain, { price: 49.99, original: 52, special: false })).toBe(false);
    expect(showsAsBuilt(onSale, { price: 49.99, original: 49.99, special: false })).toBe(false);
    expect(showsAsBuilt({ ...onSale, lowest: 35 }, { price: 39.99, original: 49.99, special: true }, { shown: 33 })).toBe(false);
    expect(showsAsBuilt({ ...onSale, lowest: 35 }, { price: 39.99, original: 49.99, special: true }, { shown: 35 })).toBe(true);
    expect(showsAsBuilt({ ...onSale, lowest: 35 }, { price: 39.99, original: 49.99, special: true }, { shown: undefined })).toBe(
      false,
    );
    expect(showsAsBuilt(onSale, { price: 39.99, original: 49.99, special: true }, { shown: 35 })).toBe(false);
  });

  it('compares the shown lowest price to the cent, as the amounts', () => {
    const built = { ...onSale, lowest: 24.5877 };
    expect(showsAsBuilt(built, { price: 39.99, original: 49.99, special: true }, { shown: 19.99 * 1.23 })).toBe(true);
    expect(showsAsBuilt(built, { price: 39.99, original: 49.99, special: true }, { shown: 24.6 })).toBe(false);
  });
});

describe('priceTexts and needsLateLowest', () => {
  it('formats as the static page does', () => {
    const texts = priceTexts({ price: 35.99, original: 49.99, special: true }, { locale: 'pl-PL', currency: 'PLN' });
    expect(texts.now.text.replace(/\s/g, ' ')).toBe('35,99 zł');
    expect(texts.was.text.replace(/\s/g, ' ')).toBe('49,99 zł');
    // with the mobile faces (spec 001 §9: 0 decimals on mobile)
    expect(texts.now.mobile.replace(/\s/g, ' ')).toBe('36 zł');
    expect(texts.was.mobile.replace(/\s/g, ' ')).toBe('50 zł');
    expect(priceTexts({ price: 12, original: 12, special: false }, { locale: 'en-US', currency: 'USD' })).toEqual({
      now: { text: '$12.00', mobile: '$12' },
      was: { text: '', mobile: '' },
      special: false,
    });
  });

  it('needsLateLowest: a price on sale live with no note and no built amount asks its history; others do not', () => {
    const sale = { price: 30, original: 40, special: true };
    expect(needsLateLowest(sale, false, undefined)).toBe(true);
    expect(needsLateLowest(sale, true, undefined)).toBe(false);
    expect(needsLateLowest(sale, false, 28.5)).toBe(false);
    expect(needsLateLowest({ price: 40, original: 40, special: false }, false, undefined)).toBe(false);
  });
});

describe('liveStockStatus', () => {
  const simple: StockTarget = { sku: 'A', skus: ['A'], rule: 'qty', stock: 'ok' };
  const configurable: StockTarget = { sku: 'C', skus: ['C-1', 'C-2'], rule: 'qty', stock: 'ok' };
  const stock = (sku: string, qty: number, inStock = true) => ({ sku, product_id: 1, qty, is_in_stock: inStock });
  const lookup = (items: ReturnType<typeof stock>[], checked: string[]) => ({
    found: new Map(items.map((i) => [i.sku, i])),
    checked: new Set(checked),
  });

  it('is volatile with stock sync off', () => {
    expect(liveStockStatus(simple, lookup([], []), false)).toBe('volatile');
  });

  it('applies the stock rule to a checked sku', () => {
    expect(liveStockStatus(simple, lookup([stock('A', 3)], ['A']), true)).toBe('ok');
    expect(liveStockStatus(simple, lookup([stock('A', 0)], ['A']), true)).toBe('out_of_stock');
    expect(liveStockStatus(simple, lookup([stock('A', 5, false)], ['A']), true)).toBe('out_of_stock');
    expect(liveStockStatus(simple, lookup([], ['A']), true)).toBe('out_of_stock');
  });

  it('keeps the static state when the check failed', () => {
    expect(liveStockStatus(simple, lookup([], []), true)).toBeUndefined();
    expect(liveStockStatus(configurable, lookup([stock('C-1', 0)], ['C-1']), true)).toBeUndefined();
  });

  it('counts a configurable product in stock when one variant is', () => {
    expect(liveStockStatus(configurable, lookup([stock('C-2', 1)], ['C-2']), true)).toBe('ok');
    expect(liveStockStatus(configurable, lookup([stock('C-1', 0), stock('C-2', 0)], ['C-1', 'C-2']), true)).toBe('out_of_stock');
  });

  it('reads the in-stock flag for grouped and bundle products', () => {
    const flag: StockTarget = { ...simple, rule: 'flag' };
    expect(liveStockStatus(flag, lookup([stock('A', 0)], ['A']), true)).toBe('ok');
    expect(liveStockStatus(flag, lookup([stock('A', 0, false)], ['A']), true)).toBe('out_of_stock');
  });
});

describe('liveStockStatus and productStockStatus (property)', () => {
  const stockOf = fc.record({ qty: fc.integer({ min: -1, max: 2 }), is_in_stock: fc.boolean(), manage_stock: fc.constant(true) });
  const child = fc.record({ sku: fc.constantFrom('V-1', 'V-2', 'V-3'), status: fc.integer({ min: 0, max: 3 }), stock: stockOf });
  const product = fc
    .record({
      type_id: fc.constantFrom<Product['type_id']>('simple', 'configurable', 'grouped', 'bundle', 'downloadable'),
      stock: stockOf,
      children: fc.uniqueArray(child, { selector: (c) => c.sku, maxLength: 3 }),
    })
    .map(({ type_id, stock, children }) =>
      makeProduct({ sku: 'P', type_id, stock, configurable_children: children.map((c) => makeChild(c)) }),
    );

  it("agree when the stock list answers every sku with the product's own stock data", () => {
    fc.assert(
      fc.property(product, fc.boolean(), (p, stockSync) => {
        const t = liveTarget(p);
        const items = [p, ...p.configurable_children].map((e) => ({ ...e.stock!, sku: e.sku, product_id: 1 }));
        const lookup = { found: new Map(items.map((i) => [i.sku, i])), checked: new Set(t.stockSkus) };
        const target: StockTarget = { sku: p.sku, skus: t.stockSkus, rule: t.stockRule, stock: 'ok' };
        expect(liveStockStatus(target, lookup, stockSync)).toBe(productStockStatus(p, stockSync));
      }),
    );
  });
});
