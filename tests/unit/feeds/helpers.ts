/** Fixtures of the feed tests: a feed context for a store view, a category tree, an XML reader. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
import { buildStoreViews, parseSettings, type StoreCode } from '../../../src/config/index.ts';
import type { Category } from '../../../src/domain/catalog/types.ts';
import { isValidEan13 } from '../../../src/domain/product/ean.ts';
import { DEFAULT_FEED_SETTINGS, imageUrlFor, productUrlFor, type FeedContext, type FeedSettings } from '../../../feeds/index.ts';
import type { LinkedLookup } from '../../../src/domain/price/parts-price.ts';
import { pagePricing } from '../../../src/feeds/pricing.ts';
import { VAT_PL } from '../domain/catalog/fixtures.ts';

export const SITE = 'https://shop.example';
export const NOW = new Date('2026-11-15T12:00:00Z');

export function category(id: number, name: string, path: string, children: Category[] = []): Category {
  const level = path.split('/').length - 1;
  return {
    id,
    parent_id: Number(path.split('/').at(-2)),
    name,
    url_key: name.toLowerCase(),
    url_path: name.toLowerCase(),
    path,
    level,
    position: id,
    is_active: true,
    product_count: 1,
    children_data: children,
  };
}

export const CATEGORIES: Category[] = [
  category(10, 'Kosmetyki', '1/2/10', [category(11, 'Twarz', '1/2/10/11', [category(12, 'Kremy', '1/2/10/11/12')])]),
];

/** A feed context of the store view, priced as its pages are (Polish VAT on tax class 2), with the parts `linked` gives. */
export function feedContext(
  store: StoreCode = 'pl',
  settings: Partial<FeedSettings> = {},
  { linked }: { linked?: LinkedLookup } = {},
): FeedContext {
  const view = buildStoreViews(parseSettings({})).find((v) => v.code === store);
  if (!view) throw new Error(store);
  return {
    price: pagePricing({ now: NOW, store: view, taxRules: [VAT_PL] }, linked ?? (() => undefined)),
    ...(linked ? { linked } : {}),
    store: view,
    siteUrl: SITE,
    shopName: 'Dermo Shop',
    brand: 'Dermo',
    now: NOW,
    categories: CATEGORIES,
    productUrl: productUrlFor({ store: view, siteUrl: SITE, urlDispatcher: false, appendStoreCode: true }),
    imageUrl: imageUrlFor(SITE),
    settings: { ...DEFAULT_FEED_SETTINGS, ...settings },
  };
}

const LISTS = ['item', 'g:additional_image_link', 'o', 'i', 'a', 'offer'];

/** Validates the document with XMLValidator and parses it (attributes as `@name`, lists always arrays). */
export function readXml(xml: string): Record<string, unknown> {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Invalid XML: ${valid.err.msg} at ${valid.err.line}:${valid.err.col}`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    isArray: (name) => LISTS.includes(name),
  });
  return parser.parse(xml) as Record<string, unknown>;
}

export type Item = Record<string, unknown>;

export function rssItems(xml: string): Item[] {
  const doc = readXml(xml) as { rss: { channel: { item?: Item[] } } };
  return doc.rss.channel.item ?? [];
}

export const PRICE = /^\d+\.\d{2}$/;
export const PRICE_CURRENCY = /^\d+\.\d{2} [A-Z]{3}$/;
export const NO_MARKUP = (text: string): boolean =>
  !/<\/?[a-z!]/i.test(text) && !/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i.test(text);

/** An RSS item (Meta/Google style) has the required fields, within FEEDS.md's formats and limits. */
export function checkRssItem(item: Item, currency: string): void {
  const id = String(item['g:id']);
  for (const field of [
    'g:id',
    'g:title',
    'g:description',
    'g:link',
    'g:image_link',
    'g:brand',
    'g:condition',
    'g:availability',
    'g:price',
  ]) {
    expect(typeof item[field], `${field} of ${id}`).toBe('string');
    expect(item[field], `${field} of ${id}`).not.toBe('');
  }
  expect(Array.from(id).length).toBeLessThanOrEqual(50);
  expect(Array.from(item['g:title'] as string).length).toBeLessThanOrEqual(150);
  expect(Array.from(item['g:description'] as string).length).toBeLessThanOrEqual(5000);
  expect(NO_MARKUP(item['g:description'] as string), id).toBe(true);
  expect(['in stock', 'out of stock']).toContain(item['g:availability']);
  expect(item['g:price']).toMatch(PRICE_CURRENCY);
  expect(String(item['g:price']).endsWith(` ${currency}`)).toBe(true);
  if (item['g:sale_price'] !== undefined) expect(item['g:sale_price']).toMatch(PRICE_CURRENCY);
  if (item['g:gtin'] !== undefined) expect(isValidEan13(String(item['g:gtin'])), `g:gtin of ${id}`).toBe(true);
  expect((item['g:additional_image_link'] as string[] | undefined)?.length ?? 0).toBeLessThanOrEqual(10);
}
