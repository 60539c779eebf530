import { describe, expect, it } from 'vitest';
import { analyticsItems, indexItems, itemsValue, roundMoney, toAnalyticsItem } from '../../../../src/domain/analytics/index.ts';

describe('roundMoney', () => {
  it('money is rounded to 2 decimals', () => {
    expect(roundMoney(10.456)).toBe(10.46);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-2.345)).toBe(-2.35);
    expect(roundMoney(3)).toBe(3);
  });
  it('a non-finite amount becomes 0', () => {
    expect(roundMoney(Number.NaN)).toBe(0);
    expect(roundMoney(Infinity)).toBe(0);
  });
});

describe('indexItems', () => {
  it('item index is 1-based: shifted by 1 when the first index is 0', () => {
    expect(indexItems([{ index: 0 }, { index: 1 }, { index: 2 }]).map((i) => i.index)).toEqual([1, 2, 3]);
  });
  it('keeps 1-based indices as they are', () => {
    expect(indexItems([{ index: 1 }, { index: 5 }]).map((i) => i.index)).toEqual([1, 5]);
  });
  it('items without an index take their 1-based position', () => {
    expect(indexItems([{}, {}, { index: 7 }]).map((i) => i.index)).toEqual([1, 2, 7]);
    expect(indexItems([])).toEqual([]);
  });
});

describe('toAnalyticsItem', () => {
  const base = { id: 1, sku: 'A', name: 'Cream', price: 19.999, index: 1 };
  it('resolves quantity from quantity, then qty, then 1', () => {
    expect(toAnalyticsItem({ ...base, quantity: 2, qty: 5 }).quantity).toBe(2);
    expect(toAnalyticsItem({ ...base, qty: 5 }).quantity).toBe(5);
    expect(toAnalyticsItem(base).quantity).toBe(1);
    expect(toAnalyticsItem({ ...base, qty: 5 })).not.toHaveProperty('qty');
  });
  it('rounds price and discount and keeps the other item fields', () => {
    const kept = { ean: '590', brand: 'B', category: 'Face', category5: 'x', listId: 'l', url: '/p', image: '/i.jpg' };
    const item = toAnalyticsItem({ ...base, discount: 2.499, ...kept });
    expect(item).toMatchObject({ price: 20, discount: 2.5, ...kept });
  });
});

describe('analyticsItems', () => {
  it('indexes a list 1-based and resolves each item’s quantity and money', () => {
    const items = analyticsItems([
      { id: 1, sku: 'a', name: 'a', price: 10.456, index: 0, qty: 2 },
      { id: 2, sku: 'b', name: 'b', price: 5 },
    ]);
    expect(items.map(({ index, quantity, price }) => ({ index, quantity, price }))).toEqual([
      { index: 1, quantity: 2, price: 10.46 },
      { index: 2, quantity: 1, price: 5 },
    ]);
  });
});

describe('itemsValue', () => {
  it('sums price × quantity, rounded', () => {
    expect(
      itemsValue(
        analyticsItems([
          { id: 1, sku: 'a', name: 'a', price: 10.1, quantity: 3 },
          { id: 2, sku: 'b', name: 'b', price: 0.05 },
        ]),
      ),
    ).toBe(30.35);
  });
});
