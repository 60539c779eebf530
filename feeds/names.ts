/** The XML product feeds' route base names (FEEDS.md): each is served as `/{name}.xml` at its store view's root. */
export const FEED_NAMES = [
  'fb-product-feed',
  'fb-emotopic-product-feed',
  'cp-product-feed',
  'empik-product-feed',
  'ceneo-product-feed',
  'wp-product-feed',
] as const;
export type FeedName = (typeof FEED_NAMES)[number];

/** Whether a built file is a feed (`…/{name}.xml` of FEED_NAMES): served as it is, never compressed (FEEDS.md). */
export function isFeedFile(file: string): boolean {
  const name = /([^/\\]+)\.xml$/.exec(file)?.[1];
  return name !== undefined && (FEED_NAMES as readonly string[]).includes(name);
}
