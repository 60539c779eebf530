/**
 * The rules every feed shares (FEEDS.md "Common rules"), each defined once and imported from here:
 * plain text and truncation (text.ts); prices, EAN check, availability, category path, sale window and
 * product line (values.ts); visible items, variants and gross prices after the special-price rule (items.ts).
 */
export { cleanText, plainText, truncate } from './text.ts';
export { categoryPath, feedAvailability, feedPrice, LIMITS, lineCode, saleWindow, withCurrency } from './values.ts';
export { eanOf, feedItems, feedVariants, grossPrices, Notes, REASONS, type FeedItem, type GrossPrices } from './items.ts';
