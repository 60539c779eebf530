/**
 * The rules every feed shares (FEEDS.md "Common rules"), each defined once and imported from here:
 * plain text and truncation (text.ts); prices, EAN check, availability, category path, sale window and
 * product line (values.ts); visible items and variants, priced as their pages are (items.ts, ctx.price).
 */
export { cleanText, plainText, truncate } from './text.ts';
export { categoryPath, dayStart, feedAvailability, feedPrice, LIMITS, lineCode, saleWindow, withCurrency } from './values.ts';
export { eanOf, feedItems, feedVariants, Notes, paidNow, REASONS, type FeedItem, type GrossPrices } from './items.ts';
