/**
 * schema.org Product of a product page: its Offers (product-page.ts: a configurable product's page one per available
 * variant, a variant's page its variant's, else the product itself) with price, currency, availability, URL, sku,
 * gtin13 when the EAN is a valid EAN-13 (the feeds' check) and, while a special price is shown, the last day it holds.
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

export function productLd(input: ProductLdInput): object {
  const description = plainText(input.description);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    ...gtin(input.ean),
    ...(description ? { description } : {}),
    brand: { '@type': 'Brand', name: input.brand },
    // No image is no `image` (an empty list is not a valid value).
    ...(input.images.length > 0 ? { image: input.images } : {}),
    url: input.url,
    offers: input.offers.map((o) => ({
      '@type': 'Offer',
      sku: o.sku,
      ...gtin(o.ean),
      price: decimalPrice(o.price),
      priceCurrency: o.currency,
      availability: availabilityOf(o.stock),
      url: o.url,
      ...(o.priceValidUntil === undefined ? {} : { priceValidUntil: o.priceValidUntil }),
    })),
  };
}
