/**
 * Meta commerce catalogue feeds (FEEDS.md): fb-product-feed lists every visible item;
 * fb-emotopic-product-feed only the atopic-skin series (line E, the product's `seria`).
 */
import type { Product } from '../src/domain/catalog/types.ts';
import { lineCode, REASONS } from './common.ts';
import { writeRss } from './rss.ts';
import type { FeedContext, FeedResult } from './types.ts';

export function writeMetaFeed(products: readonly Product[], ctx: FeedContext): FeedResult {
  return writeRss(products, ctx, { style: 'meta', feed: 'fb-product-feed' });
}

export function writeMetaEmotopicFeed(products: readonly Product[], ctx: FeedContext): FeedResult {
  return writeRss(products, ctx, {
    style: 'meta',
    feed: 'fb-emotopic-product-feed',
    exclude: (product) => (lineCode(product) === 'E' ? undefined : REASONS.otherLine),
  });
}
