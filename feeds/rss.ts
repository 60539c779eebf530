/**
 * Meta / Google-style RSS 2.0 with the `g:` namespace (FEEDS.md "Meta / Google-style RSS"), shared by
 * meta.ts and google.ts. Google style writes `g:identifier_exists` `no` for an item without a valid
 * EAN; Meta style leaves it out (Meta identifies products by brand).
 */
import { storeBasePath } from '../src/routing/build.ts';
import type { Product } from '../src/domain/catalog/types.ts';
import { categoryPath, feedItems, LIMITS, Notes, REASONS, saleWindow, truncate, withCurrency, type FeedItem } from './common.ts';
import type { FeedContext, FeedResult, RssFormat } from './types.ts';
import { buildXml } from './xml.ts';

export const G_NAMESPACE = 'http://base.google.com/ns/1.0';

export interface RssOptions {
  readonly style: RssFormat;
  /** Route base name, for the channel description. */
  readonly feed: string;
  /** Leaves a product out with a reason (returned), or keeps it (undefined). */
  readonly exclude?: (product: Product) => string | undefined;
  /** The item's description (default: its plain description, else its title); undefined leaves it out. */
  readonly describe?: (item: FeedItem, ctx: FeedContext) => string | undefined;
}

function rssItem(item: FeedItem, description: string, ctx: FeedContext, style: RssFormat): Record<string, unknown> {
  const currency = ctx.store.currency;
  const window =
    item.salePrice === undefined ? undefined : saleWindow(item.saleFrom, item.saleTo, ctx.now, ctx.settings.timeZone);
  const productType = categoryPath(item.product, ctx.categories, ' > ');
  return {
    'g:id': item.sku,
    'g:title': truncate(item.title, LIMITS.title),
    'g:description': truncate(description, LIMITS.description),
    'g:link': item.link,
    'g:image_link': item.image,
    ...(item.additionalImages.length > 0 ? { 'g:additional_image_link': item.additionalImages } : {}),
    'g:brand': ctx.brand,
    'g:condition': 'new',
    'g:availability': item.availability,
    'g:price': withCurrency(item.price, currency),
    ...(item.salePrice === undefined ? {} : { 'g:sale_price': withCurrency(item.salePrice, currency) }),
    ...(window === undefined ? {} : { 'g:sale_price_effective_date': window }),
    ...(item.ean !== undefined ? { 'g:gtin': item.ean } : style === 'google' ? { 'g:identifier_exists': 'no' } : {}),
    ...(item.groupId === undefined ? {} : { 'g:item_group_id': item.groupId }),
    ...(productType === '' ? {} : { 'g:product_type': productType }),
  };
}

/** Writes the RSS feed of the visible products' items. */
export function writeRss(products: readonly Product[], ctx: FeedContext, opts: RssOptions): FeedResult {
  const notes = new Notes();
  const items: Record<string, unknown>[] = [];
  const kept = products.filter((product) => {
    const excluded = opts.exclude?.(product);
    if (excluded !== undefined) notes.leave(product.sku, excluded);
    return excluded === undefined;
  });
  for (const item of feedItems(kept, ctx, notes)) {
    if (Array.from(item.sku).length > LIMITS.id) {
      notes.leave(item.sku, REASONS.idTooLong);
      continue;
    }
    if (item.image === undefined) {
      notes.leave(item.sku, REASONS.noImage);
      continue;
    }
    const description = opts.describe ? opts.describe(item, ctx) : item.description || item.title;
    if (description === undefined) {
      notes.leave(item.sku, REASONS.shortDescription);
      continue;
    }
    items.push(rssItem(item, description, ctx, opts.style));
  }
  const xml = buildXml({
    rss: {
      '@version': '2.0',
      '@xmlns:g': G_NAMESPACE,
      channel: {
        title: ctx.shopName,
        link: `${ctx.siteUrl}${storeBasePath(ctx.store.code)}/`,
        description: ctx.settings.channelDescription ?? `${ctx.shopName} – ${opts.feed}`,
        ...(items.length > 0 ? { item: items } : {}),
      },
    },
  });
  return { xml, written: items.length, leftOut: notes.leftOut, warnings: notes.warnings };
}
