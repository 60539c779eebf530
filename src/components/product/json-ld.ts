/**
 * schema.org Product of a product page (a variant's page its variant's, naming its group; else the product itself) or
 * ProductGroup of a configurable product's own page (each available variant a Product with its Offer): Offers with
 * price, currency, availability, URL, sku, gtin13 when the EAN is a valid EAN-13 (the feeds' check) and, while a
 * special price is shown, the last day it holds.
 */
import { plainText } from '../../../feeds/text.ts';
import { parseCatalogDate } from '../../domain/dates.ts';
import { decimalPrice } from '../../domain/price/format.ts';
import type { PricedPart } from '../../domain/price/parts-price.ts';
import { isValidEan13 } from '../../domain/product/ean.ts';
import type { StockStatus } from '../../domain/product/stock.ts';
import { SCHEMA_CONTEXT } from '../catalog/json-ld.ts';

export interface OfferInput {
  readonly sku: string;
  readonly ean: string | undefined;
  /** Gross price to pay now. */
  readonly price: number;
  readonly currency: string;
  readonly stock: StockStatus;
  /** Absolute URL of the offer's page. */
  readonly url: string;
  /** The last day the price holds (a special price's end, priceValidUntil), as YYYY-MM-DD. */
  readonly priceValidUntil?: string;
}

export interface ProductLdInput {
  readonly name: string;
  readonly sku: string;
  readonly ean: string | undefined;
  readonly description: string | undefined;
  readonly brand: string;
  /** Absolute image URLs. */
  readonly images: readonly string[];
  readonly url: string;
  readonly offers: readonly OfferInput[];
  /** The configurable product a variant's page belongs to (its ProductGroup's id), for a variant's page. */
  readonly groupId?: string;
}

function gtin(ean: string | undefined): { gtin13?: string } {
  return ean && isValidEan13(ean) ? { gtin13: ean } : {};
}

/**
 * Stock state as schema.org availability ('volatile' reads in stock). An offer is given its sku's stock as the
 * catalogue has it at build time (productStockStatus with stock sync on), also when stock sync is off and the page
 * shows 'volatile': schema.org has no "unknown", and the catalogue's state is the best known.
 */
export function availabilityOf(stock: StockStatus): string {
  return `${SCHEMA_CONTEXT}/${stock === 'out_of_stock' ? 'OutOfStock' : 'InStock'}`;
}

/**
 * The last day a shown price holds, as schema.org's priceValidUntil (YYYY-MM-DD): a special price's end day
 * (special_to_date, read as the special-price rule reads it, whole days in UTC), while it is shown; else none.
 */
export function priceValidUntil(special: boolean, to: string | null | undefined): string | undefined {
  if (!special) return undefined;
  return parseCatalogDate(to, true)?.toISOString().slice(0, 10);
}

/**
 * The last day a price summed from parts holds (a bundle or grouped product, spec 000 §4): the earliest end day of
 * the special prices among its parts (PricedPart.special); undefined when no part's special price ends.
 */
export function partsPriceValidUntil(parts: readonly Pick<PricedPart, 'special'>[]): string | undefined {
  const days = parts.flatMap((p) => {
    const day = p.special ? priceValidUntil(true, p.special.to) : undefined;
    return day === undefined ? [] : [day];
  });
  return days.sort()[0];
}

/** What a Product and a ProductGroup both say of the product: its description as text, brand and images. */
function describedBy(input: Pick<ProductLdInput, 'description' | 'brand' | 'images'>): object {
  const description = plainText(input.description);
  return {
    ...(description ? { description } : {}),
    brand: { '@type': 'Brand', name: input.brand },
    // No image is no `image` (an empty list is not a valid value).
    ...(input.images.length > 0 ? { image: input.images } : {}),
  };
}

export function productLd(input: ProductLdInput): object {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    ...gtin(input.ean),
    ...describedBy(input),
    url: input.url,
    ...(input.groupId === undefined ? {} : { inProductGroupWithID: input.groupId }),
    offers: input.offers.map(offerLd),
  };
}

function offerLd(o: OfferInput): object {
  return {
    '@type': 'Offer',
    sku: o.sku,
    ...gtin(o.ean),
    price: decimalPrice(o.price),
    priceCurrency: o.currency,
    availability: availabilityOf(o.stock),
    url: o.url,
    ...(o.priceValidUntil === undefined ? {} : { priceValidUntil: o.priceValidUntil }),
  };
}

/** One variant of a ProductGroup: a Product of its own, with its page's address and its one Offer. */
export interface VariantLdInput {
  readonly name: string;
  readonly offer: OfferInput;
  /** Absolute URL of its main image, if it has one. */
  readonly image: string | undefined;
}

export interface ProductGroupLdInput extends Omit<ProductLdInput, 'sku' | 'ean' | 'offers' | 'groupId'> {
  /** The configurable product's sku: the group's id, which each variant's own page names (`inProductGroupWithID`). */
  readonly groupId: string;
  /** The attribute codes its variants differ by (`configurable_options`). */
  readonly variesBy: readonly string[];
  readonly variants: readonly VariantLdInput[];
}

/** schema.org's properties for the attributes variants differ by; others have none and are left out of `variesBy`. */
const VARIES_BY: Readonly<Record<string, string>> = {
  color: 'https://schema.org/color',
  size: 'https://schema.org/size',
};

/**
 * schema.org ProductGroup of a configurable product's own page (its variants offered): the group (name, id, brand,
 * images, URL, the properties its variants differ by) and each available variant as a Product with its own sku, GTIN,
 * address and Offer, as Google reads product variants.
 */
export function productGroupLd(input: ProductGroupLdInput): object {
  const variesBy = [...new Set(input.variesBy.flatMap((code) => VARIES_BY[code] ?? []))];
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ProductGroup',
    name: input.name,
    productGroupID: input.groupId,
    ...describedBy(input),
    url: input.url,
    ...(variesBy.length > 0 ? { variesBy } : {}),
    hasVariant: input.variants.map((v) => ({
      '@type': 'Product',
      name: v.name,
      sku: v.offer.sku,
      ...gtin(v.offer.ean),
      ...(v.image === undefined ? {} : { image: v.image }),
      url: v.offer.url,
      offers: offerLd(v.offer),
    })),
  };
}
