import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TaxRule } from '../../../../src/domain/catalog/types.ts';
import {
  calculateProductTax,
  cheapestChild,
  pricedChildren,
  findTaxRate,
  findProductTaxRate,
  findTaxRules,
  pickPriceFields,
  splitPrice,
  withGrossPrice,
  type TaxContext,
} from '../../../../src/domain/price/tax.ts';
import { makeChild, makeProduct, VAT_PL } from '../catalog/fixtures.ts';

const now = new Date('2025-06-15T12:00:00Z');
const ctx: TaxContext = {
  rules: [VAT_PL],
  country: 'PL',
  sourcePriceIncludesTax: false,
  finalPriceIncludesTax: true,
  userGroupTax: false,
  now,
};

const REGIONAL: TaxRule = {
  id: 2,
  product_tax_class_ids: [5],
  customer_tax_class_ids: [3, 4],
  rates: [
    { rate: 8, tax_country_id: 'US', tax_region_id: 12, region_name: 'California' },
    { rate: 4, tax_country_id: 'US', tax_region_id: 0, region_name: 'Any' },
  ],
};

const ids = (rules: readonly TaxRule[]) => rules.map((r) => r.id);

describe('findTaxRules', () => {
  it('finds the rules by product tax class', () => {
    expect(ids(findTaxRules([VAT_PL, REGIONAL], 5))).toEqual([2]);
    expect(ids(findTaxRules([VAT_PL, REGIONAL], 2))).toEqual([1]);
  });
  it('also matches the customer tax class when user-group tax is on', () => {
    expect(ids(findTaxRules([VAT_PL, REGIONAL], 5, 4))).toEqual([2]);
    expect(findTaxRules([VAT_PL, REGIONAL], 2, 4)).toEqual([]);
  });
  it('finds no rule for tax class 0, an unknown class or no rules', () => {
    expect(findTaxRules([VAT_PL], 0)).toEqual([]);
    expect(findTaxRules([VAT_PL], 9)).toEqual([]);
    expect(findTaxRules([], 2)).toEqual([]);
  });
});

describe('findProductTaxRate', () => {
  const DE: TaxRule = { ...VAT_PL, id: 7, rates: [{ rate: 19, tax_country_id: 'DE', tax_region_id: 0, region_name: '' }] };
  it('a rate of a later rule for the product’s tax class applies when an earlier rule has none for the country', () => {
    expect(findProductTaxRate([DE, VAT_PL], 2, { country: 'PL' })?.rate).toBe(23);
    expect(findProductTaxRate([DE, VAT_PL], 2, { country: 'DE' })?.rate).toBe(19);
    expect(findProductTaxRate([VAT_PL, DE], 2, { country: 'DE' })?.rate).toBe(19);
  });
  it('with no matching rule, there is no rate', () => {
    expect(findProductTaxRate([DE, VAT_PL], 2, { country: 'HR' })).toBeUndefined();
    expect(findProductTaxRate([DE, VAT_PL], 0, { country: 'PL' })).toBeUndefined();
  });
  it('prices a product with the rate of the rule for its country, whatever rule comes first', () => {
    const p = calculateProductTax(makeProduct({ price: 100 }), { ...ctx, rules: [DE, VAT_PL] });
    expect(p.price_incl_tax).toBeCloseTo(123, 6);
  });
});

describe('calculateProductTax in a region', () => {
  it('prices a product with the rate of its store view’s region (California 8 %), else the country’s (4 %)', () => {
    const product = () => makeProduct({ tax_class_id: 5, price: 100 });
    const us = { ...ctx, rules: [REGIONAL], country: 'US' };
    expect(calculateProductTax(product(), { ...us, region: 'California' }).price_incl_tax).toBeCloseTo(108, 6);
    expect(calculateProductTax(product(), { ...us, region: 'Texas' }).price_incl_tax).toBeCloseTo(104, 6);
    expect(calculateProductTax(product(), us).price_incl_tax).toBeCloseTo(104, 6);
  });
});

describe('findTaxRate', () => {
  it('a rate applies only if the country matches and the region matches, or is 0, or is empty', () => {
    expect(findTaxRate(REGIONAL, 'US', 'California')?.rate).toBe(8);
    expect(findTaxRate(REGIONAL, 'US', 'Texas')?.rate).toBe(4);
    expect(findTaxRate(REGIONAL, 'PL', 'California')).toBeUndefined();
  });
  it('matches a rate with an empty region name whatever the region', () => {
    expect(findTaxRate(VAT_PL, 'PL', 'Mazowieckie')?.rate).toBe(23);
    expect(findTaxRate(VAT_PL, 'PL')?.rate).toBe(23);
  });
  it('does not match a named regional rate when no region is given', () => {
    const onlyRegional: TaxRule = { ...REGIONAL, rates: [REGIONAL.rates[0]!] };
    expect(findTaxRate(onlyRegional, 'US')).toBeUndefined();
  });
});

describe('splitPrice', () => {
  it('net = p / (1 + rate) when the price includes tax, else p; tax = net * rate', () => {
    expect(splitPrice(123, 0.23, true).net).toBeCloseTo(100, 10);
    expect(splitPrice(123, 0.23, true).tax).toBeCloseTo(23, 10);
    expect(splitPrice(100, 0.23, false)).toEqual({ net: 100, tax: 23 });
  });
});

describe('calculateProductTax', () => {
  it('computes every price field as x, x_tax and x_incl_tax with the matching rate', () => {
    const p = calculateProductTax(makeProduct({ price: 100 }), ctx);
    expect(p.price).toBe(100);
    expect(p.price_tax).toBeCloseTo(23);
    expect(p.price_incl_tax).toBeCloseTo(123);
    expect(p.original_price_incl_tax).toBeCloseTo(123);
    expect(p.final_price_incl_tax).toBeCloseTo(123);
    expect(p.special_price).toBe(0);
    expect(p.special_price_incl_tax).toBe(0);
    expect(p.original_final_price).toBe(0);
  });

  it('divides gross source prices by (1 + rate) when the source price includes tax', () => {
    const p = calculateProductTax(makeProduct({ price: 123, final_price: 123 }), {
      ...ctx,
      sourcePriceIncludesTax: true,
    });
    expect(p.price).toBeCloseTo(100);
    expect(p.price_incl_tax).toBeCloseTo(123);
    expect(p.final_price).toBeCloseTo(100);
    expect(p.original_final_price_incl_tax).toBeCloseTo(123);
  });

  it('reads the final price as net when finalPriceIncludesTax is off', () => {
    const p = calculateProductTax(makeProduct({ price: 100, final_price: 90 }), { ...ctx, finalPriceIncludesTax: false });
    expect(p.final_price).toBe(90);
    expect(p.final_price_incl_tax).toBeCloseTo(110.7);
  });

  it('uses an active special price as the current price and keeps the original', () => {
    const p = calculateProductTax(
      makeProduct({ price: 100, special_price: 80, special_from_date: '2025-06-01', special_to_date: '2025-06-30' }),
      ctx,
    );
    expect(p.price).toBe(80);
    expect(p.price_incl_tax).toBeCloseTo(98.4);
    expect(p.special_price_incl_tax).toBeCloseTo(98.4);
    expect(p.original_price_incl_tax).toBeCloseTo(123);
    expect(p.original_special_price).toBe(80);
  });

  it('zeroes a special price outside its window', () => {
    const p = calculateProductTax(makeProduct({ price: 100, special_price: 80, special_to_date: '2025-06-14' }), ctx);
    expect(p.price).toBe(100);
    expect(p.special_price).toBe(0);
    expect(p.special_price_tax).toBe(0);
  });

  it('no matching rule: tax 0, price_incl_tax = price, special incl tax 0', () => {
    const p = calculateProductTax(makeProduct({ price: 100, special_price: 70, tax_class_id: 9 }), ctx);
    expect(p.price).toBe(70);
    expect(p.price_tax).toBe(0);
    expect(p.price_incl_tax).toBe(70);
    expect(p.special_price_incl_tax).toBe(0);
    expect(p.special_price_tax).toBe(0);
    expect(p.original_price_incl_tax).toBe(100);
  });

  it('no rate for the country gives no tax', () => {
    const p = calculateProductTax(makeProduct({ price: 100 }), { ...ctx, country: 'DE' });
    expect(p.price_incl_tax).toBe(100);
  });

  it('applies the user-group rule only to the matching customer tax class', () => {
    const on = { ...ctx, userGroupTax: true };
    expect(calculateProductTax(makeProduct(), { ...on, customerTaxClassId: 3 }).price_incl_tax).toBeCloseTo(123);
    expect(calculateProductTax(makeProduct(), { ...on, customerTaxClassId: 7 }).price_incl_tax).toBe(100);
    expect(calculateProductTax(makeProduct(), { ...ctx, customerTaxClassId: 7 }).price_incl_tax).toBeCloseTo(123);
  });

  it('returns a new object and does not mutate the product', () => {
    const source = makeProduct({ configurable_children: [makeChild()] });
    const frozen = structuredClone(source);
    const out = calculateProductTax(source, ctx);
    expect(source).toEqual(frozen);
    expect(out).not.toBe(source);
    expect(out.configurable_children[0]).not.toBe(source.configurable_children[0]);
  });

  it('starts a second calculation from the kept net prices (idempotent, rate can change)', () => {
    const gross = { ...ctx, sourcePriceIncludesTax: true };
    const once = calculateProductTax(makeProduct({ price: 123, special_price: 61.5 }), gross);
    const twice = calculateProductTax(once, gross);
    expect(twice.price_incl_tax).toBeCloseTo(once.price_incl_tax ?? NaN, 10);
    expect(twice.original_price).toBeCloseTo(100, 10);
    const untaxed = calculateProductTax(once, { ...gross, country: 'DE' });
    expect(untaxed.original_price_incl_tax).toBeCloseTo(100, 10);
  });

  it('writes the deprecated camel-case fields only when asked', () => {
    expect(calculateProductTax(makeProduct(), ctx).priceInclTax).toBeUndefined();
    const p = calculateProductTax(makeProduct(), { ...ctx, deprecatedPriceFieldsSupport: true });
    expect(p.priceInclTax).toBeCloseTo(123);
    expect(p.priceTax).toBeCloseTo(23);
    expect(p.specialPriceInclTax).toBe(0);
    expect(p.originalPriceInclTax).toBeCloseTo(123);
  });

  it('computes each configurable child and the parent takes the cheapest child prices', () => {
    const p = calculateProductTax(
      makeProduct({
        type_id: 'configurable',
        price: 0,
        configurable_children: [
          makeChild({ sku: 'A', price: 50 }),
          makeChild({ sku: 'B', price: 40 }),
          makeChild({ sku: 'C', price: 10, status: 2 }),
        ],
      }),
      ctx,
    );
    expect(p.configurable_children.map((c) => c.price_incl_tax)).toEqual([
      expect.closeTo(61.5),
      expect.closeTo(49.2),
      expect.closeTo(12.3),
    ]);
    expect(p.price).toBe(40);
    expect(p.price_incl_tax).toBeCloseTo(49.2);
    expect(p.sku).toBe('P-1');
  });

  it('keeps the parent prices when no child has a price', () => {
    const p = calculateProductTax(
      makeProduct({ type_id: 'configurable', price: 30, configurable_children: [makeChild({ price: 0 })] }),
      ctx,
    );
    expect(p.price).toBe(30);
  });

  it('incl = net + tax for every computed field (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 50 }),
        fc.boolean(),
        (price, special, rate, incl) => {
          const rule: TaxRule = { ...VAT_PL, rates: [{ ...VAT_PL.rates[0]!, rate }] };
          const p = calculateProductTax(makeProduct({ price, special_price: special }), {
            ...ctx,
            rules: [rule],
            sourcePriceIncludesTax: incl,
          });
          for (const f of ['price', 'special_price', 'final_price', 'original_price'] as const) {
            const net = p[f] ?? 0;
            const sum = net + (p[`${f}_tax`] ?? 0);
            expect(Math.abs((p[`${f}_incl_tax`] ?? 0) - sum)).toBeLessThanOrEqual(1e-9 * Math.max(1, sum));
          }
          expect(p.special_price ?? 0).toBeLessThanOrEqual(p.original_price ?? 0);
        },
      ),
    );
  });
});

describe('calculateProductTax (property)', () => {
  it('calculating twice gives the same prices as calculating once', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e5, noNaN: true }),
        fc.option(fc.double({ min: 0.01, max: 1e5, noNaN: true })),
        fc.boolean(),
        (price, special, incl) => {
          const c = { ...ctx, sourcePriceIncludesTax: incl };
          const once = calculateProductTax(makeProduct({ price, special_price: special }), c);
          const twice = calculateProductTax(once, c);
          for (const f of [
            'price_incl_tax',
            'special_price_incl_tax',
            'final_price_incl_tax',
            'original_price_incl_tax',
          ] as const) {
            expect(twice[f]).toBeCloseTo(once[f] ?? NaN, 6);
          }
        },
      ),
    );
  });
});

describe('cheapestChild / pickPriceFields', () => {
  it('picks the cheapest enabled priced child and copies only price fields', () => {
    const a = makeChild({ sku: 'A', price: 5, price_incl_tax: 9 });
    const b = makeChild({ sku: 'B', price: 7, price_incl_tax: 8 });
    expect(cheapestChild([a, b])?.sku).toBe('B');
    expect(cheapestChild([])).toBeUndefined();
    expect(pickPriceFields(b)).toEqual({ price: 7, price_incl_tax: 8 });
  });
});

describe('pricedChildren: a configurable product is priced from its available variants (spec 000 §4)', () => {
  const out = { qty: 0, is_in_stock: false, manage_stock: true };
  it('takes the enabled variants with a price that are in stock (no stock data counts as in stock)', () => {
    const inStock = makeChild({ sku: 'IN', price_incl_tax: 30 });
    const noData = makeChild({ sku: 'ND', price_incl_tax: 35, stock: undefined });
    const cheapOut = makeChild({ sku: 'OUT', price_incl_tax: 10, stock: out });
    const disabled = makeChild({ sku: 'OFF', status: 2, price_incl_tax: 5 });
    const free = makeChild({ sku: 'FREE', price: 0, price_incl_tax: 0 });
    const children = [inStock, noData, cheapOut, disabled, free];
    expect(pricedChildren(children).map((c) => c.sku)).toEqual(['IN', 'ND']);
    expect(cheapestChild(children)?.sku).toBe('IN');
  });
  it('takes every enabled variant with a price when none is in stock, never a disabled one', () => {
    const a = makeChild({ sku: 'A', price_incl_tax: 30, stock: out });
    const b = makeChild({ sku: 'B', price_incl_tax: 20, stock: out });
    const off = makeChild({ sku: 'OFF', status: 2, price_incl_tax: 5 });
    expect(pricedChildren([a, b, off]).map((c) => c.sku)).toEqual(['A', 'B']);
    expect(cheapestChild([a, b, off])?.sku).toBe('B');
    expect(pricedChildren([off])).toEqual([]);
  });
});

describe('withGrossPrice', () => {
  const set = makeProduct({
    tax_class_id: 2,
    price: 999,
    special_price: 500,
    special_from_date: '2025-06-01',
    special_to_date: '2025-07-01',
    original_price: 999,
    final_price: 500,
  });

  it('prices a product at a gross amount of its own: the tax calculation gives it back, with no special price', () => {
    const priced = calculateProductTax(withGrossPrice(set, 123, ctx), ctx);
    expect(priced.price_incl_tax).toBeCloseTo(123, 9);
    expect(priced.original_price_incl_tax).toBeCloseTo(123, 9);
    expect(priced.final_price_incl_tax).toBeCloseTo(123, 9);
    expect(priced.price).toBeCloseTo(100, 9);
    expect(priced.special_price ?? 0).toBe(0);
    expect(priced.special_from_date).toBeUndefined();
  });

  it('writes the amount as it is where source prices include tax, and untaxed where no rate applies', () => {
    expect(withGrossPrice(set, 123, { ...ctx, sourcePriceIncludesTax: true }).price).toBe(123);
    expect(withGrossPrice({ ...set, tax_class_id: 0 }, 123, ctx).price).toBe(123);
  });
});
