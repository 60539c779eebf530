/**
 * Product card data (spec 000 §9 thumbnail 310×300; LOOK.md line accents): link, image through the
 * image proxy, line badge, name, size, price and stock state.
 */
import { IMAGE_SIZES, type Config, type ImageSize, type StoreView } from '../config/index.ts';
import type { Attribute, ConfigurableChild, Product } from '../domain/catalog/index.ts';
import { productStockStatus, type StockStatus } from '../domain/product/stock.ts';
import { isVariantEnabled } from '../domain/product/variants.ts';
import { dropEmptyLabelOptions } from '../domain/listing/filters.ts';
import { productLink } from '../routing/index.ts';
import { proxiedImage } from './image-path.ts';
import { snapshotLowest, withLowest } from './lowest.ts';
import { shownPrice, type DisplayPrice, type PriceContext, type ShownPrice } from './price.ts';
import type { LinkedLookup, PricedPart } from '../domain/price/parts-price.ts';
import { lineOf } from './products.ts';

export interface CardOptions extends Omit<PriceContext, 'store'> {
  readonly store: StoreView;
  /** The products a bundle or grouped product links to (its card shows the sum of its parts, as its page does). */
  readonly linked: LinkedLookup;
  /** The store view's attributes, for the size label. */
  readonly attributes?: readonly Attribute[];
  /** Setting STOCK_SYNC: off makes the stock state 'volatile'. */
  readonly stockSync?: boolean;
  readonly urlDispatcher?: boolean;
  readonly appendStoreCode?: boolean;
}

/** What a store view's catalogue gives its cards: the tax rules, the linked products and the attributes. */
export type CardCatalog = Pick<CardOptions, 'taxRules' | 'linked'> & { readonly attributes: readonly Attribute[] };
/** The settings a card reads: STOCK_SYNC and the form of its link. */
export type CardSettings = Pick<Config['settings'], 'stockSync' | 'urlDispatcher' | 'appendStoreCode'>;

/** The options of a store view's cards at `now` (cardData), from its catalogue and the settings. */
export function catalogCardOptions(store: StoreView, catalog: CardCatalog, now: Date, settings: CardSettings): CardOptions {
  const { taxRules, linked, attributes } = catalog;
  const { stockSync, urlDispatcher, appendStoreCode } = settings;
  return { store, now, taxRules, linked, attributes, stockSync, urlDispatcher, appendStoreCode };
}

export interface CardData {
  readonly sku: string;
  readonly name: string;
  readonly href: string;
  /** `/img/310/300/resize{image}`, or undefined when the product has no image. */
  readonly image: string | undefined;
  readonly line: { readonly code: string; readonly color: string; readonly labelKey: string } | undefined;
  /** The size option's label ('50 ml'), when the product has one. */
  readonly size: string | undefined;
  readonly price: DisplayPrice;
  /** A bundle's or grouped product's priced parts, whose sum is its price (empty for other products). */
  readonly parts: readonly PricedPart[];
  readonly stock: StockStatus;
}

/** The image proxy path of a product image (`/img/{width}/{height}/resize{path}`; by default the 310×300 thumbnail). */
export function productImagePath(image: string | undefined, size: ImageSize = IMAGE_SIZES.productThumbnail): string | undefined {
  if (!image || image === 'no_selection') return undefined;
  return proxiedImage(image, size);
}

/** The store view's size attribute, if it has one. */
export function sizeAttribute(attributes: readonly Attribute[]): Attribute | undefined {
  return attributes.find((a) => a.attribute_code === 'size');
}

/**
 * What a product's size is read from: its own size option, and its variants' (a search hit may have none; the
 * search API writes a size it lacks as null).
 */
export interface Sized {
  readonly size?: number | null;
  readonly configurable_children?: readonly (Pick<ConfigurableChild, 'status'> & { readonly size?: number | null })[];
}

const sizeLabelsOf = new WeakMap<readonly Attribute[], Readonly<Record<string, string>>>();

/** The store view's size labels by option value ('12' → '50 ml'), blank labels left out; worked out once per attribute list. */
export function sizeLabels(attributes: readonly Attribute[]): Readonly<Record<string, string>> {
  const known = sizeLabelsOf.get(attributes);
  if (known) return known;
  const options = dropEmptyLabelOptions(sizeAttribute(attributes)?.options ?? []);
  const labels = Object.fromEntries(options.map((o) => [o.value, o.label]));
  sizeLabelsOf.set(attributes, labels);
  return labels;
}

/** The label of the product's size option (its own, else its first enabled variant's), if any, among `labels` (sizeLabels). */
export function sizeLabel(product: Sized, labels: Readonly<Record<string, string>>): string | undefined {
  const value = product.size ?? product.configurable_children?.find((c) => isVariantEnabled(c) && c.size != null)?.size;
  return value == null ? undefined : labels[String(value)];
}

/**
 * A card's price: the price the product's page shows (shownPrice: a bundle or grouped product sums its
 * parts; a configurable product shows its cheapest variant) with, next to an active special price, the
 * snapshot's lowest price of 30 days for that sku (001 §9; LOOK.md).
 */
export function cardPrice(product: Product, opts: PriceContext & { readonly linked: LinkedLookup }): ShownPrice {
  const { price, parts } = shownPrice(product, opts.linked, opts);
  return { price: withLowest(price, price.sku === undefined ? undefined : snapshotLowest(product, price.sku)), parts };
}

/** The link of a product's card (and of its search index entry): its page in the store view. */
export function cardHref(product: Product, opts: Pick<CardOptions, 'store' | 'urlDispatcher' | 'appendStoreCode'>): string {
  return productLink(product, {
    store: opts.store,
    urlDispatcher: opts.urlDispatcher ?? false,
    appendStoreCode: opts.appendStoreCode ?? true,
  });
}

export function cardData(product: Product, opts: CardOptions): CardData {
  const line = lineOf(product);
  const { price, parts } = cardPrice(product, opts);
  return {
    sku: product.sku,
    name: product.name,
    href: cardHref(product, opts),
    image: productImagePath(product.image),
    line: line ? { code: line.code, color: line.color, labelKey: line.labelKey } : undefined,
    size: sizeLabel(product, sizeLabels(opts.attributes ?? [])),
    price,
    parts,
    stock: productStockStatus(product, opts.stockSync ?? true),
  };
}
