import { describe, expect, it } from 'vitest';
import { groupsOf, indexOf, memoOn } from '../../../src/catalog/memo.ts';

describe('values derived once per object', () => {
  it('memoOn computes once per object, again for another object', () => {
    let runs = 0;
    const size = memoOn((list: readonly number[]) => ((runs += 1), list.length));
    const a = [1, 2];
    expect([size(a), size(a)]).toEqual([2, 2]);
    expect(runs).toBe(1);
    expect(size([1, 2, 3])).toBe(3);
    expect(runs).toBe(2);
  });

  it('indexOf keeps the first entry of a key, as Array.find would', () => {
    const bySku = indexOf((p: { sku: string; n: number }) => p.sku);
    const list = [
      { sku: 'A', n: 1 },
      { sku: 'B', n: 2 },
      { sku: 'A', n: 3 },
    ];
    expect(bySku(list).get('A')).toBe(list.find((p) => p.sku === 'A'));
    expect(bySku(list).get('C')).toBeUndefined();
  });

  it('groupsOf keeps every entry of a key in list order', () => {
    const bySku = groupsOf((p: { sku: string; n: number }) => p.sku);
    const list = [
      { sku: 'A', n: 1 },
      { sku: 'B', n: 2 },
      { sku: 'A', n: 3 },
    ];
    expect(
      bySku(list)
        .get('A')
        ?.map((p) => p.n),
    ).toEqual([1, 3]);
    expect(
      bySku(list)
        .get('B')
        ?.map((p) => p.n),
    ).toEqual([2]);
  });
});
