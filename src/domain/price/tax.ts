/**
 * Tax calculation of the catalogue (spec 000 §5, CONTRACTS.md "Tax"). Pure: returns new objects.
 * No rounding: rounding happens only when a price is formatted.
 */
import type { ConfigurableChild, PriceFields, Product, TaxRate, TaxRule } from '../catalog/types.ts';
import { isInStock, type StockQty } from '../product/in-stock.ts';
import { applySpecialPriceRule } from './special-price.ts';
import { isVariantEnabled } from '../product/variants.ts';

export interface TaxContext {
  rules: readonly TaxRule[];
  country: string;
  region?: string;
  sourcePriceIncludesTax: boolean;
  finalPriceIncludesTax: boolean;
  userGroupTax: boolean;
  customerTaxClassId?: number;
  now: Date;
  deprecatedPriceFieldsSupport?: boolean;
}

/**
 * The rules whose product_tax_class_ids hold the product's tax class (and, when a customer tax class is given, whose
 * customer_tax_class_ids hold it), in their order. Tax class 0 or less means "no tax class": none.
 */
export function findTaxRules(rules: readonly TaxRule[], taxClassId: number, customerTaxClassId?: number): TaxRule[] {
  if (!(taxClassId > 0)) return [];
  return rules.filter(
    (rule) =>
      rule.product_tax_class_ids.includes(taxClassId) &&
      (customerTaxClassId === undefined || rule.customer_tax_class_ids.includes(customerTaxClassId)),
  );
}

/** The first rate of the rule for the country whose region matches, or is 0, or is empty. */
export function findTaxRate(rule: TaxRule, country: string, region?: string): TaxRate | undefined {
  return rule.rates.find(
    (rate) =>
      rate.tax_country_id === country &&
      ((region !== undefined && rate.region_name === region) || rate.tax_region_id === 0 || !rate.region_name),
  );
}

/**
 * The rate of a product's tax class in a country (spec 000 §5 "Tax"): the first rate that applies (findTaxRate) of
 * the rules for the class, in their order, so that rules split by country (one for PL, one for DE) each serve their
 * own; none (tax 0) when no rule for the class has one.
 */
export function findProductTaxRate(
  rules: readonly TaxRule[],
  taxClassId: number,
  where: { readonly country: string; readonly region?: string; readonly customerTaxClassId?: number },
): TaxRate | undefined {
  for (const rule of findTaxRules(rules, taxClassId, where.customerTaxClassId)) {
    const rate = findTaxRate(rule, where.country, where.region);
    if (rate) return rate;
  }
  return undefined;
}

interface Split {
  net: number;
  tax: number;
}

/** net(p) = p / (1 + rate) when p includes tax, else p; tax = net * rate. */
export function splitPrice(amount: number, rateFactor: number, includesTax: boolean): Split {
  const net = includesTax ? amount / (1 + rateFactor) : amount;
  return { net, tax: net * rateFactor };
}

const ZERO: Split = { net: 0, tax: 0 };

/** The price fields written in three forms (x, x_tax, x_incl_tax). */
const TRIPLE_NAMES = [
  'price',
  'special_price',
  'final_price',
  'original_price',
  'original_special_price',
  'original_final_price',
] as const;
type TripleName = (typeof TRIPLE_NAMES)[number];

/** A price field written as `x` (net), `x_tax` and `x_incl_tax` (spec: every field in the three forms). */
function priceTriple<N extends TripleName>(name: N, split: Split): Record<N | `${N}_tax` | `${N}_incl_tax`, number> {
  return { [name]: split.net, [`${name}_tax`]: split.tax, [`${name}_incl_tax`]: split.net + split.tax } as Record<
    N | `${N}_tax` | `${N}_incl_tax`,
    number
  >;
}

function computePrices<T extends PriceFields>(item: T, rateFactor: number, ctx: TaxContext, rateFound: boolean): T {
  // A second calculation starts from the net prices kept by the first one.
  const again = item.original_price !== undefined;
  const sourceIncl = ctx.sourcePriceIncludesTax && !again;
  const regular = splitPrice(again ? (item.original_price ?? 0) : item.price, rateFactor, sourceIncl);
  const specialSource = again ? item.original_special_price : item.special_price;
  const special = specialSource ? splitPrice(specialSource, rateFactor, sourceIncl) : ZERO;
  const finalSource = again ? item.original_final_price : item.final_price;
  const finalPrice = finalSource ? splitPrice(finalSource, rateFactor, ctx.finalPriceIncludesTax && !again) : undefined;
  const specialActive =
    applySpecialPriceRule(special.net, regular.net, item.special_from_date, item.special_to_date, ctx.now) > 0;
  const current = specialActive ? special : regular;
  const shownSpecial = specialActive ? special : ZERO;
  const final = finalPrice ?? current;
  const out: T = {
    ...item,
    ...priceTriple('price', current),
    ...priceTriple('special_price', shownSpecial),
    ...priceTriple('final_price', final),
    ...priceTriple('original_price', regular),
    ...priceTriple('original_special_price', special),
    ...priceTriple('original_final_price', finalPrice ?? ZERO),
  };
  if (!rateFound) {
    out.price_incl_tax = out.price;
    out.price_tax = 0;
    out.special_price_incl_tax = 0;
    out.special_price_tax = 0;
  }
  if (ctx.deprecatedPriceFieldsSupport) {
    out.priceTax = out.price_tax;
    out.priceInclTax = out.price_incl_tax;
    out.specialPriceTax = out.special_price_tax;
    out.specialPriceInclTax = out.special_price_incl_tax;
    out.originalPriceInclTax = out.original_price_incl_tax;
  }
  return out;
}

const PRICE_KEYS = [
  'price',
  'price_tax',
  'price_incl_tax',
  'special_price',
  'special_price_tax',
  'special_price_incl_tax',
  'special_from_date',
  'special_to_date',
  'final_price',
  'final_price_tax',
  'final_price_incl_tax',
  'original_price',
  'original_price_tax',
  'original_price_incl_tax',
  'original_final_price',
  'original_final_price_tax',
  'original_final_price_incl_tax',
  'original_special_price',
  'original_special_price_tax',
  'original_special_price_incl_tax',
  'priceTax',
  'priceInclTax',
  'specialPriceTax',
  'specialPriceInclTax',
  'originalPriceInclTax',
] as const satisfies readonly (keyof PriceFields)[];

/** The price fields of `from` (only those it has), to write over another item. */
export function pickPriceFields(from: PriceFields): Partial<PriceFields> {
  const out: Partial<PriceFields> = {};
  for (const key of PRICE_KEYS) {
    if (from[key] !== undefined) (out as Record<string, unknown>)[key] = from[key];
  }
  return out;
}

/** A configurable child as its price is chosen by: its status, prices and stock state. */
export type PricedChild = Pick<ConfigurableChild, 'status' | 'price' | 'price_incl_tax'> & {
  readonly stock?: StockQty | undefined;
};

const grossOf = (child: PricedChild): number => child.price_incl_tax ?? child.price;

/**
 * The children a configurable product's price is taken from (spec 000 §4: a variant is available when enabled and
 * in stock; unavailable ones are filtered out): the enabled ones with a price that are in stock (isInStock; a child
 * without stock data counts as in stock), or every enabled one with a price when none is, so that a product out of
 * stock still shows what it costs.
 */
export function pricedChildren<C extends PricedChild>(children: readonly C[]): C[] {
  const enabled = children.filter((child) => isVariantEnabled(child) && grossOf(child) > 0);
  const inStock = enabled.filter((child) => child.stock === undefined || isInStock(child.stock));
  return inStock.length > 0 ? inStock : enabled;
}

/** The cheapest of a configurable product's pricedChildren (by price incl. tax), if any. */
export function cheapestChild<C extends PricedChild>(children: readonly C[]): C | undefined {
  let best: C | undefined;
  for (const child of pricedChildren(children)) if (!best || grossOf(child) < grossOf(best)) best = child;
  return best;
}

/** A product's tax rate as a factor (0.23 for 23 %) in the context, and whether a rule and rate were found (else 0). */
function taxRateOf(product: Pick<Product, 'tax_class_id'>, ctx: TaxContext): { factor: number; found: boolean } {
  const rate = findProductTaxRate(ctx.rules, product.tax_class_id, {
    country: ctx.country,
    ...(ctx.region === undefined ? {} : { region: ctx.region }),
    ...(ctx.userGroupTax && ctx.customerTaxClassId !== undefined ? { customerTaxClassId: ctx.customerTaxClassId } : {}),
  });
  return { factor: rate ? rate.rate / 100 : 0, found: rate !== undefined };
}

/**
 * The product priced at a gross amount of its own (a set's summed price, spec 000 §4): its own price fields
 * and special price dropped, its source price the amount in the catalogue's convention at its own rate, so
 * that calculateProductTax gives the amount back as its gross price.
 */
export function withGrossPrice(product: Product, gross: number, ctx: TaxContext): Product {
  const out: Record<string, unknown> = { ...product };
  for (const name of TRIPLE_NAMES) for (const form of [name, `${name}_tax`, `${name}_incl_tax`]) delete out[form];
  delete out['special_from_date'];
  delete out['special_to_date'];
  out['price'] = ctx.sourcePriceIncludesTax ? gross : splitPrice(gross, taxRateOf(product, ctx).factor, true).net;
  return out as unknown as Product;
}

/**
 * Writes every price field as x, x_tax, x_incl_tax for the product and each configurable child.
 * No matching rule or rate: tax 0, price_incl_tax = price, special incl. tax 0. A configurable parent
 * takes the cheapest child's prices (cheapestChild: of those in stock when any is; also when its own price is 0).
 */
export function calculateProductTax(product: Product, ctx: TaxContext): Product {
  const { factor, found } = taxRateOf(product, ctx);
  const children = product.configurable_children.map((child) => computePrices(child, factor, ctx, found));
  const own = computePrices(product, factor, ctx, found);
  const cheapest = product.type_id === 'configurable' ? cheapestChild(children) : undefined;
  return { ...own, ...(cheapest ? pickPriceFields(cheapest) : {}), configurable_children: children };
}
