/**
 * Google Merchant RSS feeds (FEEDS.md): wp-product-feed for Wirtualna Polska (descriptions of at
 * least 100 characters) and cp-product-feed, whose format is a setting ('google' by default, or 'meta').
 */
import type { Lang } from '../src/config/stores.ts';
import type { Product } from '../src/domain/catalog/types.ts';
import { hasMessage, t } from '../src/i18n/index.ts';
import { LIMITS, plainText, type FeedItem } from './common.ts';
import { writeRss } from './rss.ts';
import type { FeedContext, FeedResult } from './types.ts';

/** The product line's label in the store view's language, if the product has a line. */
function lineLabel(item: FeedItem, lang: Lang): string | undefined {
  const key = `line.${item.line ?? ''}`;
  return item.line !== undefined && hasMessage(key) ? t(lang, key) : undefined;
}

const sentence = (text: string): string => text.replace(/[\s.]+$/u, '');

/**
 * A description of at least `min` characters: the plain description when long enough, else the
 * title, the description, the short and meta descriptions, the brand and the line label, each
 * added once (skipped when the text so far holds it), joined as sentences, until `min` is reached.
 * Undefined when even all of them are shorter.
 */
export function composeDescription(item: FeedItem, ctx: FeedContext, min: number = LIMITS.wpMinDescription): string | undefined {
  if (Array.from(item.description).length >= min) return item.description;
  const brandLine = [ctx.brand, lineLabel(item, ctx.store.lang)].filter((p) => p !== undefined && p !== '').join(' – ');
  const parts = [
    item.title,
    item.description,
    plainText(item.product.short_description),
    plainText(item.product.meta_description),
    brandLine,
  ];
  let text = '';
  for (const part of parts.map(sentence)) {
    if (part === '' || text.toLowerCase().includes(part.toLowerCase())) continue;
    text = text === '' ? `${part}.` : `${text} ${part}.`;
    if (Array.from(text).length >= min) return text;
  }
  return undefined;
}

export function writeWpFeed(products: readonly Product[], ctx: FeedContext): FeedResult {
  return writeRss(products, ctx, { style: 'google', feed: 'wp-product-feed', describe: (item) => composeDescription(item, ctx) });
}

export function writeCpFeed(products: readonly Product[], ctx: FeedContext): FeedResult {
  return writeRss(products, ctx, { style: ctx.settings.cpFormat, feed: 'cp-product-feed' });
}
