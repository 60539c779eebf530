/** Localized product documents (vue-storefront shape, spec 000 §3 "Product") of one store view. */
import { ATTRIBUTE_IDS, COLOR_SWATCHES, colorOptionId, seriaId, sizeOptionId, ageOptionId, skinOptionId } from './attributes.ts';
import type { PlacedCategory } from './categories.ts';
import { addDays, platformDate } from './dates.ts';
import type { PlannedProduct, PlannedVariant } from './plan.ts';
import { indexedPrices, priceFields, type PriceFields } from './prices.ts';
import { BRAND, SERIES } from './series.ts';
import { slugify } from './slug.ts';
import { productStock, stockOf } from './stock.ts';
import type { SeedStore } from './stores.ts';
import { PRODUCT_TAX_CLASS_ID } from './tax.ts';
import { fill, sizeText } from './text/index.ts';
import { cheapestChild } from '../../src/domain/price/tax.ts';
import type { StockQty } from '../../src/domain/product/in-stock.ts';
import type { CategoryKey, ProductKind, Vocab } from './text/types.ts';
import type { MessageLang } from '../../src/config/stores.ts';

export interface ProductContext {
  readonly store: SeedStore;
  readonly vocab: Vocab;
  readonly ratePercent: number;
  readonly now: Date;
  readonly reference: Date;
  readonly categories: ReadonlyMap<CategoryKey, PlacedCategory>;
  /** Localized names of the categories by id. */
  readonly categoryNames: ReadonlyMap<number, { name: string; slug: string }>;
  /** Gallery paths of a product (2–4 paths). */
  readonly gallery: (p: PlannedProduct) => readonly string[];
  /** The kind of a planned product by its sku (a set is named by its parts' kinds). */
  readonly kindOf: (sku: string) => ProductKind | undefined;
}

export type ProductDoc = Record<string, unknown> & {
  id: number;
  sku: string;
  type_id: string;
  url_path: string;
  status: number;
  visibility: number;
  updated_at: string;
};

/** The category ids of a product: its categories and their ancestors (levels 2..4), sorted. */
export function productCategoryIds(p: PlannedProduct, categories: ReadonlyMap<CategoryKey, PlacedCategory>): number[] {
  const ids = new Set<number>();
  for (const key of p.categoryKeys) {
    const placed = categories.get(key);
    if (!placed) throw new Error(`Unknown category ${key}`);
    for (const k of placed.keyPath) ids.add((categories.get(k) as PlacedCategory).id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** A set's parts, as its price sums them (each option's default selection, or its linked products): their kinds, each once. */
function partKinds(p: PlannedProduct, kindOf: (sku: string) => ProductKind | undefined): ProductKind[] {
  const parts = p.type === 'bundle' ? p.bundleOptions.flatMap((option) => option.filter((l) => l.isDefault)) : p.links;
  return [...new Set(parts.map((link) => kindOf(link.sku)).filter((kind) => kind !== undefined))];
}

/** "care set", or "care set: cream, balm and serum" with its parts' kinds, joined as the store view's language joins a list. */
function setKind(kinds: readonly ProductKind[], v: Vocab, wording: MessageLang): string {
  if (kinds.length === 0) return v.kinds.set;
  // The English store view writes British lists ("cream, balm and serum"), the US one American ("…, and serum").
  const list = new Intl.ListFormat(wording === 'en' ? 'en-GB' : wording, { type: 'conjunction' });
  return `${v.kinds.set}: ${list.format(kinds.map((k) => v.kinds[k]))}`;
}

/**
 * A product's name: the brand, the series, the kind, then the ingredient and size, or for a set the kinds of its
 * parts ("Dermeya Mamaya care set: cream, balm and serum"), so that the sets of one series are told apart.
 */
export function productName(
  p: PlannedProduct,
  v: Vocab,
  wording: MessageLang,
  kindOf: (sku: string) => ProductKind | undefined,
): string {
  const parts = [BRAND, SERIES[p.line], p.kind === 'set' ? setKind(partKinds(p, kindOf), v, wording) : v.kinds[p.kind]];
  if (p.kind !== 'set') parts.push(v.ingredients[p.ingredient] ?? '');
  // A configurable product's size is chosen through its variants.
  if (p.kind !== 'set' && p.type !== 'configurable') parts.push(sizeText(p.sizeMl, v));
  if (p.nameExtra) parts.push(p.nameExtra);
  return parts.filter(Boolean).join(' ');
}

/** The sizes a product is sold in: its own, or its variants' ('75 / 250'); none for a set. */
function soldSizes(p: Pick<PlannedProduct, 'kind' | 'type' | 'sizeMl' | 'children'>): string | undefined {
  if (p.kind === 'set') return undefined;
  if (p.type !== 'configurable') return String(p.sizeMl);
  return [...variantSizes(p)].sort((a, b) => a - b).join(' / ');
}

/** A configurable product's variant sizes (ml), each once, in variant order. */
function variantSizes(p: Pick<PlannedProduct, 'children'>): number[] {
  return [...new Set(p.children.map((c) => c.sizeMl))];
}

function description(p: PlannedProduct, v: Vocab): string {
  const size = soldSizes(p);
  const values = {
    kind: v.kinds[p.kind],
    series: SERIES[p.line],
    ingredient: v.ingredients[p.ingredient] ?? '',
    line: v.lines[p.line],
    size: size ?? '',
  };
  // A set has no size of its own: the sentence stating one is left out.
  const sentences = size === undefined ? v.descriptions.filter((s) => !s.includes('{size}')) : v.descriptions;
  return sentences.map((s) => `<p>${fill(s, values)}</p>`).join('');
}

function variantPrices(p: PlannedProduct, ctx: ProductContext, factor: number): PriceFields {
  return priceFields({
    grossPln: p.basePln * factor,
    currency: ctx.store.currency,
    ratePercent: p.taxable ? ctx.ratePercent : 0,
    special: p.special,
    tiers: p.tiers,
    now: ctx.now,
  });
}

/** A document with the full price computation it was written from (for the price history). */
export interface PricedDoc {
  readonly doc: ProductDoc;
  readonly prices: PriceFields;
}

function childDoc(
  p: PlannedProduct,
  c: PlannedVariant,
  parent: { name: string; url_key: string; image: string },
  ctx: ProductContext,
): PricedDoc {
  const color = c.color ? ctx.vocab.colors[c.color] : null;
  const name = [parent.name, sizeText(c.sizeMl, ctx.vocab), color].filter(Boolean).join(' ');
  const urlKey = `${parent.url_key}-${slugify(c.sku)}`;
  const custom = [{ attribute_code: 'size', value: String(sizeOptionId(c.sizeMl)) }];
  if (c.color) custom.push({ attribute_code: 'color', value: String(colorOptionId(c.color)) });
  const prices = variantPrices(p, ctx, c.priceFactor);
  const doc: ProductDoc = {
    id: c.id,
    sku: c.sku,
    parentSku: p.sku,
    name,
    slug: urlKey,
    url_key: urlKey,
    url_path: urlKey,
    type_id: 'simple',
    status: c.status,
    visibility: 1,
    tax_class_id: p.taxable ? PRODUCT_TAX_CLASS_ID : 0,
    ...indexedPrices(prices),
    image: parent.image,
    size: sizeOptionId(c.sizeMl),
    color: c.color ? colorOptionId(c.color) : null,
    ...(c.color ? { color_pantone: COLOR_SWATCHES[c.color].pantone } : {}),
    custom_attributes: custom,
    ean: c.ean,
    qty: c.qty,
    stock: stockOf(c.stock, c.qty),
    updated_at: platformDate(addDays(ctx.reference, -p.updatedDaysAgo)),
  };
  return { doc, prices };
}

function configurableOptions(p: PlannedProduct, v: Vocab, parentId: number): Record<string, unknown>[] {
  const sizes = variantSizes(p);
  const colors = [...new Set(p.children.map((c) => c.color).filter((c) => c !== null))];
  const options: Record<string, unknown>[] = [
    {
      id: parentId * 10 + 1,
      attribute_id: String(ATTRIBUTE_IDS.size),
      attribute_code: 'size',
      label: v.attributeLabels.size,
      position: 0,
      product_id: parentId,
      values: sizes.map((ml) => ({ value_index: sizeOptionId(ml), label: sizeText(ml, v) })),
    },
  ];
  if (colors.length > 0) {
    options.push({
      id: parentId * 10 + 2,
      attribute_id: String(ATTRIBUTE_IDS.color),
      attribute_code: 'color',
      label: v.attributeLabels.color,
      position: 1,
      product_id: parentId,
      values: colors.map((c) => ({ value_index: colorOptionId(c), label: v.colors[c], pantone: COLOR_SWATCHES[c].pantone })),
    });
  }
  return options;
}

/** The product's document and, for a configurable product, its children's documents (visibility 1). */
export function productDocs(p: PlannedProduct, ctx: ProductContext): PricedDoc[] {
  const v = ctx.vocab;
  const name = productName(p, v, ctx.store.wording, ctx.kindOf);
  const urlKey = `${slugify(name.slice(BRAND.length + 1))}-${p.id}`;
  const gallery = ctx.gallery(p);
  const image = gallery[0] ?? '';
  const categoryIds = productCategoryIds(p, ctx.categories);
  const children = p.children.map((c) => childDoc(p, c, { name, url_key: urlKey, image }, ctx));
  // The parent carries the prices a card shows: its cheapest available variant's (the domain's cheapestChild, which
  // falls back on the enabled ones), else, with no enabled variant, its cheapest one's.
  const docs = children.map((c) => c.doc);
  const priced = docs.map((doc) => ({
    doc,
    status: doc.status,
    price: Number(doc['price']),
    stock: doc['stock'] as StockQty | undefined,
  }));
  const cheapest = cheapestChild(priced)?.doc ?? [...docs].sort((a, b) => Number(a.price) - Number(b.price))[0];
  const prices = children.find((c) => c.doc === cheapest)?.prices ?? variantPrices(p, ctx, 1);
  const doc: ProductDoc = {
    id: p.id,
    sku: p.sku,
    parentSku: p.sku,
    name,
    slug: urlKey,
    url_key: urlKey,
    url_path: urlKey,
    type_id: p.type,
    status: p.status,
    visibility: p.visibility,
    tax_class_id: p.taxable ? PRODUCT_TAX_CLASS_ID : 0,
    ...indexedPrices(prices),
    qty: p.qty,
    stock: productStock(p),
    category_ids: categoryIds,
    category: categoryIds.map((id) => ({
      category_id: id,
      name: ctx.categoryNames.get(id)?.name ?? '',
      slug: ctx.categoryNames.get(id)?.slug ?? '',
    })),
    image,
    small_image: image,
    thumbnail: image,
    media_gallery: gallery.map((src, i) => ({ src, image: src, pos: i + 1, typ: 'image', label: `${name} ${i + 1}`, vid: null })),
    configurable_options: p.type === 'configurable' ? configurableOptions(p, v, p.id) : [],
    configurable_children: children.map(({ doc: { updated_at: _u, parentSku: _p, visibility: _v, ...rest } }) => rest),
    product_links: p.links.map((l, i) => ({
      sku: p.sku,
      link_type: 'associated',
      linked_product_sku: l.sku,
      linked_product_type: 'simple',
      qty: l.qty,
      position: i,
    })),
    bundle_options: p.bundleOptions.map((opt, i) => ({
      option_id: p.id * 10 + i + 1,
      position: i + 1,
      title: `${v.kinds.set} ${i + 1}`,
      sku: p.sku,
      type: 'select',
      required: true,
      product_links: opt.map((s, j) => ({
        id: p.id * 100 + i * 10 + j + 1,
        sku: s.sku,
        qty: s.qty,
        is_default: s.isDefault,
        can_change_quantity: 0,
        position: j + 1,
        price: null,
      })),
    })),
    errors: {},
    info: {},
    is_configured: false,
    meta_title: `${name} | ${BRAND}`,
    meta_description: fill(v.product.metaDescription, { name, line: v.lines[p.line] }),
    description: description(p, v),
    short_description: `<p>${v.lines[p.line]}</p>`,
    day_night: String(p.dayNight),
    ean: p.ean,
    new: p.isNew,
    sale: p.isSale,
    seria: seriaId(p.line),
    size: p.sizeMl > 0 && p.type !== 'configurable' ? sizeOptionId(p.sizeMl) : null,
    skin_type: p.skinTypes.map(skinOptionId).join(','),
    age_group: ageOptionId(p.ageGroup),
    created_at: platformDate(addDays(ctx.reference, -p.createdDaysAgo)),
    updated_at: platformDate(addDays(ctx.reference, -p.updatedDaysAgo)),
  };
  return [{ doc, prices }, ...children];
}
