/**
 * Ceneo price-comparison feed (FEEDS.md "Ceneo"): `offers` XML, one `o` per item (a configurable
 * product gives one offer per available variant), gross price after the special-price rule without
 * a currency, text in CDATA, at most 10 attributes.
 */
import type { Product } from '../src/domain/catalog/types.ts';
import { hasMessage, t } from '../src/i18n/index.ts';
import { categoryPath, feedItems, feedPrice, LIMITS, Notes, REASONS, truncate, type FeedItem } from './common.ts';
import type { FeedContext, FeedResult } from './types.ts';
import { buildXml, cdata } from './xml.ts';

export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
/** Ceneo's `avail` for an offer without stock: "no information". */
export const CENEO_NO_AVAIL = 99;

function weightOf(product: Product): number | undefined {
  const weight = (product as { weight?: unknown }).weight;
  const value = typeof weight === 'string' ? Number(weight) : weight;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Ceneo's names of attributes (FEEDS.md: `Pojemnosc`, in ASCII as its other names); others keep their labels. */
const CENEO_NAMES: Readonly<Record<string, string>> = { size: 'Pojemnosc' };

/** Producent, EAN, Kod_producenta, the product line and the variant's options, at most 10. */
export function ceneoAttributes(item: FeedItem, ctx: FeedContext): { name: string; value: string }[] {
  const lineKey = `line.${item.line ?? ''}`;
  const attrs = [
    { name: 'Producent', value: ctx.brand },
    ...(item.ean === undefined ? [] : [{ name: 'EAN', value: item.ean }]),
    { name: 'Kod_producenta', value: item.sku },
    ...(item.line !== undefined && hasMessage(lineKey) ? [{ name: 'Linia', value: t(ctx.store.lang, lineKey) }] : []),
    ...item.options.map((o) => ({ name: CENEO_NAMES[o.code] ?? o.label, value: o.value })),
  ];
  return attrs.filter((a) => a.name !== '' && a.value !== '').slice(0, LIMITS.ceneoAttrs);
}

/**
 * FEEDS.md: `stock="0"` means unavailable, so an offer with no stock never claims to ship (a set whose parts
 * make no whole set, though its own flag says in stock, is "no information").
 */
export function ceneoAvailable(item: Pick<FeedItem, 'availability' | 'quantity'>): boolean {
  return item.availability === 'in stock' && item.quantity > 0;
}

function offer(item: FeedItem, cat: string, ctx: FeedContext): Record<string, unknown> {
  const inStock = ceneoAvailable(item);
  const weight = weightOf(item.product);
  return {
    '@id': item.sku,
    '@url': item.link,
    '@price': feedPrice(item.currentPrice),
    '@avail': inStock ? ctx.settings.ceneoAvail : CENEO_NO_AVAIL,
    '@stock': item.quantity,
    ...(weight === undefined ? {} : { '@weight': weight }),
    cat: cdata(cat),
    name: cdata(truncate(item.title, LIMITS.title)),
    imgs: {
      main: { '@url': item.image },
      ...(item.additionalImages.length > 0 ? { i: item.additionalImages.map((url) => ({ '@url': url })) } : {}),
    },
    ...(item.description === '' ? {} : { desc: cdata(truncate(item.description, LIMITS.description)) }),
    attrs: { a: ceneoAttributes(item, ctx).map((a) => ({ '@name': a.name, ...cdata(a.value) })) },
  };
}

export function writeCeneoFeed(products: readonly Product[], ctx: FeedContext): FeedResult {
  const notes = new Notes();
  const offers: Record<string, unknown>[] = [];
  for (const item of feedItems(products, ctx, notes)) {
    const cat = categoryPath(item.product, ctx.categories, '/');
    const reason =
      Array.from(item.sku).length > LIMITS.id
        ? REASONS.idTooLong
        : item.image === undefined
          ? REASONS.noImage
          : cat === ''
            ? REASONS.noCategory
            : undefined;
    if (reason !== undefined) notes.leave(item.sku, reason);
    else offers.push(offer(item, cat, ctx));
  }
  const xml = buildXml({
    offers: {
      '@xmlns:xsi': XSI_NAMESPACE,
      '@version': '1',
      group: { '@name': 'other', ...(offers.length > 0 ? { o: offers } : {}) },
    },
  });
  return { xml, written: offers.length, leftOut: notes.leftOut, warnings: notes.warnings };
}
