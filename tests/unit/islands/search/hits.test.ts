/** The search page's check of the hits it shows (src/islands/search/hits.ts). */
import { describe, expect, it } from 'vitest';
import { readableHits } from '../../../../src/islands/search/hits.ts';
import { RESULT_HIT } from './fixtures.ts';

/** A configurable hit, with the nulls the API writes for a size a product or variant lacks. */
const HIT = {
  ...RESULT_HIT,
  type_id: 'configurable',
  parentSku: 'DY-E-1',
  size: null,
  configurable_children: [
    { sku: 'DY-E-1-50', status: 1, price: 32.52, price_incl_tax: 40, stock: { qty: 1, is_in_stock: true }, size: 302 },
    { sku: 'DY-E-1-00', status: 1, price: 32.52, size: null },
  ],
};

/** The hits kept, and the messages logged. */
function read(items: readonly object[]): { kept: string[]; logged: string[] } {
  const logged: string[] = [];
  const kept = readableHits(items, (message) => logged.push(message)).map((h) => h.sku);
  return { kept, logged };
}

describe('readableHits: a hit the search page cannot show is logged and left out', () => {
  it('keeps a hit with the fields a result entry reads, nulls where the API writes them, in order', () => {
    const simple = { ...HIT, sku: 'DY-E-2', type_id: 'simple', configurable_children: undefined, size: 302, image: undefined };
    expect(read([HIT, simple])).toEqual({ kept: ['DY-E-1', 'DY-E-2'], logged: [] });
  });

  it.each([
    ['a price that is no number', { ...HIT, price: '32,52' }, 'price'],
    ['a null price', { ...HIT, price: null }, 'price'],
    ['a gross price that is no number', { ...HIT, price_incl_tax: 'forty' }, 'price_incl_tax'],
    ['no link fields', { ...HIT, url_key: undefined }, 'url_key'],
    ['a stock without its state', { ...HIT, stock: { qty: 1 } }, 'stock.is_in_stock'],
    [
      'a variant priced with text',
      { ...HIT, configurable_children: [{ sku: 'V', status: 1, price: 'x' }] },
      'configurable_children.0.price',
    ],
  ])('%s', (_, bad, path) => {
    const { kept, logged } = read([HIT, { ...bad, sku: 'DY-E-BAD' }, { ...HIT, sku: 'DY-E-3' }]);
    expect(kept).toEqual(['DY-E-1', 'DY-E-3']);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('(DY-E-BAD)');
    expect(logged[0]).toContain(path);
  });

  it('names a hit without a sku as such', () => {
    const { sku: _sku, ...noSku } = HIT;
    const { kept, logged } = read([noSku]);
    expect(kept).toEqual([]);
    expect(logged[0]).toContain('(?)');
    expect(logged[0]).toContain('sku');
  });
});
