/**
 * The items a feed lists (FEEDS.md "Common rules"): visible products only, a configurable product
 * per available variant (sharing item_group_id), each with its own sku, price, stock, EAN and image,
 * and the gross prices its page shows (ctx.price). Re-exported by common.ts.
 */
import type { ProductLineCode } from '../src/config/constants.ts';
import type { Attribute, ConfigurableChild, Product } from '../src/domain/catalog/types.ts';
import { NoVariantsError } from '../src/domain/errors.ts';
import { isProductVisible } from '../src/domain/product/visibility.ts';
import { childAttributeValue, isVariantAvailable, isVariantEnabled, shownProduct } from '../src/domain/product/variants.ts';
import { cleanText, isXmlText, plainText } from './text.ts';
import { isValidEan13 } from '../src/domain/product/ean.ts';
import { feedAvailability, LIMITS, lineCode } from './values.ts';
import { isSet } from '../src/domain/price/grouped-price.ts';
import { setAvailability, setQuantity } from './sets.ts';
import { sizeAttribute, sizeLabel, sizeLabels } from '../src/catalog/card.ts';
import type { FeedContext, FeedNote, GrossPrices } from './types.ts';

/** The reasons an item is left out or warned about (the build report groups by them). */
export const REASONS = {
  notVisible: 'not visible (status or visibility)',
  variantDisabled: 'variant disabled',
  variantOutOfStock: 'variant out of stock',
  noVariants: new NoVariantsError().message,
  noPrice: 'no gross price',
  noName: 'no name',
  noImage: 'no image',
  idTooLong: `id longer than ${LIMITS.id} characters`,
  idNotXml: 'sku holds characters XML cannot carry (control characters): the feed would not parse',
  otherLine: 'not in line E',
  shortDescription: `description shorter than ${LIMITS.wpMinDescription} characters`,
  noEan: 'no valid EAN',
  noCategory: 'no category',
  invalidEan: 'invalid EAN, left out of the GTIN field',
  delisted: 'listed before, now unavailable: written once with quantity 0',
  goneListedBefore: 'listed before, no longer in the catalogue: written once with sku and quantity 0 only',
} as const;

/** A note added once: the same sku for the same reason is one note, however many ways lead to it. */
function addOnce(notes: FeedNote[], sku: string, reason: string): void {
  if (!notes.some((n) => n.sku === sku && n.reason === reason)) notes.push({ sku, reason });
}

/** Collects the items left out and the warnings of one feed. */
export class Notes {
  readonly leftOut: FeedNote[] = [];
  readonly warnings: FeedNote[] = [];
  leave(sku: string, reason: string): void {
    addOnce(this.leftOut, sku, reason);
  }
  warn(sku: string, reason: string): void {
    addOnce(this.warnings, sku, reason);
  }
}

export type { GrossPrices } from './types.ts';

/** The price a shopper pays now: the sale price while it holds, else the regular price. */
export function paidNow(prices: GrossPrices): number | undefined {
  return prices.salePrice ?? prices.price;
}

export interface FeedItem extends GrossPrices {
  /** The item's id: the variant's sku, or the product's. */
  readonly sku: string;
  /** The configurable parent's sku (item_group_id). */
  readonly groupId?: string;
  readonly product: Product;
  readonly child?: ConfigurableChild;
  readonly price: number;
  /** The price a shopper pays now: the sale price when active. */
  readonly currentPrice: number;
  readonly saleFrom?: string | null | undefined;
  readonly saleTo?: string | null | undefined;
  readonly title: string;
  /** Plain text of description, short_description or meta_description (the first not empty). */
  readonly description: string;
  readonly link: string;
  readonly image?: string;
  readonly additionalImages: readonly string[];
  readonly availability: 'in stock' | 'out of stock';
  /** Units a shopper can buy: 0 unless in stock; a grouped or bundle product's whole sets (sets.ts). */
  readonly quantity: number;
  /** A valid EAN-13 only. */
  readonly ean?: string;
  readonly line?: ProductLineCode;
  /** The variant's option labels (e.g. Size: 50 ml). */
  readonly options: readonly FeedOption[];
}

const hasImage = (path: string | undefined): path is string => !!path && path.trim() !== '' && path !== 'no_selection';

/** One option of an item: its attribute's code and label, and the option's label. */
export interface FeedOption {
  readonly code: string;
  readonly label: string;
  readonly value: string;
}

/**
 * The item's option labels: a variant's configurable options, or, for a product sold as itself, its own
 * size (the size attribute's label and option, as its card shows it; FEEDS.md's Ceneo offer lists
 * "Pojemnosc" for a simple product).
 */
function optionsOf(product: Product, child: ConfigurableChild | undefined, attributes: readonly Attribute[]): FeedOption[] {
  if (!child) {
    const size = sizeAttribute(attributes);
    const label = cleanText(size?.frontend_label);
    const value = cleanText(sizeLabel(product, sizeLabels(attributes)));
    return size && label !== '' && value !== '' ? [{ code: size.attribute_code, label, value }] : [];
  }
  return product.configurable_options.flatMap((option) => {
    const raw = childAttributeValue(child, option.attribute_code);
    const value = option.values.find((v) => String(v.value_index) === String(raw))?.label;
    return value ? [{ code: option.attribute_code, label: cleanText(option.label), value: cleanText(value) }] : [];
  });
}

export function eanOf(source: object): string | undefined {
  const ean = (source as { ean?: unknown }).ean;
  return typeof ean === 'string' && ean.trim() !== '' ? ean.trim() : typeof ean === 'number' ? String(ean) : undefined;
}

function makeItem(product: Product, child: ConfigurableChild | undefined, ctx: FeedContext, notes: Notes): FeedItem | undefined {
  const sku = child?.sku ?? product.sku;
  // An id is written as it is, never cleaned (the shop knows the product by it): one XML cannot carry leaves the item out.
  if (!isXmlText(sku) || !isXmlText(product.sku)) return void notes.leave(sku, REASONS.idNotXml);
  // A grouped or bundle product is counted by its parts (its price is its page's, summed from them).
  const set = child === undefined && isSet(product);
  const linked = ctx.linked ?? (() => undefined);
  // The item as its page prices it: a variant merged over its parent; its sale window is the item's.
  const priced = shownProduct(product, child);
  const prices = ctx.price(priced);
  const currentPrice = paidNow(prices);
  if (prices.price === undefined || currentPrice === undefined) return void notes.leave(sku, REASONS.noPrice);
  const options = optionsOf(product, child, ctx.attributes ?? []);
  const ownName = cleanText(child?.name) || cleanText(product.name);
  const extra = options.map((o) => o.value).filter((v) => !ownName.includes(v));
  const title = [ownName, ...extra].join(' ').trim();
  if (title === '') return void notes.leave(sku, REASONS.noName);
  const rawEan = eanOf(child ?? product);
  if (rawEan !== undefined && !isValidEan13(rawEan)) notes.warn(sku, REASONS.invalidEan);
  const mainPath = hasImage(child?.image) ? child.image : hasImage(product.image) ? product.image : undefined;
  const gallery = [...new Set(product.media_gallery.map((m) => m.image).filter(hasImage))].filter((p) => p !== mainPath);
  const image = mainPath === undefined ? undefined : ctx.imageUrl(mainPath);
  const stock = child ? child.stock : product.stock;
  const availability = set ? setAvailability(product) : feedAvailability(stock);
  const units = set ? setQuantity(product, linked) : Math.max(0, Math.floor(stock?.qty ?? 0));
  const line = lineCode(product);
  const description =
    [product.description, product.short_description, product.meta_description].map(plainText).find((d) => d !== '') ?? '';
  return {
    sku,
    ...(child ? { groupId: product.sku, child } : {}),
    product,
    price: prices.price,
    ...(prices.salePrice === undefined ? {} : { salePrice: prices.salePrice }),
    currentPrice,
    saleFrom: priced.special_from_date,
    saleTo: priced.special_to_date,
    title,
    description,
    link: ctx.productUrl(product, child?.sku),
    ...(image === undefined ? {} : { image }),
    additionalImages: gallery
      .map(ctx.imageUrl)
      .filter((url) => url !== undefined)
      .slice(0, LIMITS.additionalImages),
    availability,
    quantity: availability === 'in stock' ? units : 0,
    ...(rawEan !== undefined && isValidEan13(rawEan) ? { ean: rawEan } : {}),
    ...(line ? { line } : {}),
    options,
  };
}

/** The items of one visible product: itself, or one per available variant of a configurable product. */
export function feedVariants(product: Product, ctx: FeedContext, notes: Notes = new Notes()): FeedItem[] {
  if (product.type_id !== 'configurable') return [makeItem(product, undefined, ctx, notes)].filter((i) => i !== undefined);
  const items: FeedItem[] = [];
  for (const child of product.configurable_children) {
    if (!isVariantAvailable(child, { showOutOfStock: ctx.settings.showOutOfStock })) {
      notes.leave(child.sku, isVariantEnabled(child) ? REASONS.variantOutOfStock : REASONS.variantDisabled);
      continue;
    }
    const item = makeItem(product, child, ctx, notes);
    if (item) items.push(item);
  }
  if (items.length === 0) notes.leave(product.sku, REASONS.noVariants);
  return items;
}

/** Every item of the visible products; invisible products are left out with a reason. */
export function feedItems(products: readonly Product[], ctx: FeedContext, notes: Notes): FeedItem[] {
  return products.flatMap((product) => {
    if (!isProductVisible(product)) {
      notes.leave(product.sku, REASONS.notVisible);
      return [];
    }
    return feedVariants(product, ctx, notes);
  });
}
