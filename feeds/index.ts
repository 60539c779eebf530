/**
 * The XML product feeds (FEEDS.md): route base name → writer, the feeds a store view publishes,
 * and the build report of their results.
 */
import type { StoreCode } from '../src/config/stores.ts';
import { routeFor } from '../src/routing/registry.ts';
import { writeCeneoFeed } from './ceneo.ts';
import { writeEmpikFeed } from './empik.ts';
import { writeCpFeed, writeWpFeed } from './google.ts';
import { writeMetaEmotopicFeed, writeMetaFeed } from './meta.ts';
import type { FeedResult, FeedWriter } from './types.ts';
import { FEED_NAMES, type FeedName } from './names.ts';

export * from './types.ts';
export { imageUrlFor, productUrlFor, type ProductUrlOptions } from './context.ts';
export { writeCeneoFeed, writeCpFeed, writeEmpikFeed, writeMetaEmotopicFeed, writeMetaFeed, writeWpFeed };

export { FEED_NAMES, isFeedFile, type FeedName } from './names.ts';

/** Route base name (the path is `/{name}.xml` at the store view's root) → writer. */
export const FEEDS: Readonly<Record<FeedName, FeedWriter>> = Object.freeze({
  'fb-product-feed': writeMetaFeed,
  'fb-emotopic-product-feed': writeMetaEmotopicFeed,
  'cp-product-feed': writeCpFeed,
  'empik-product-feed': writeEmpikFeed,
  'ceneo-product-feed': writeCeneoFeed,
  'wp-product-feed': writeWpFeed,
});

/** The feeds whose route the store view's route table holds (pl: all six; us: fb and cp). */
export function feedsFor(store: StoreCode): FeedName[] {
  return FEED_NAMES.filter((name) => routeFor(store, name) !== undefined);
}

export interface FeedReport {
  /** The caller's key, e.g. `pl/fb-product-feed`. */
  readonly feed: string;
  readonly written: number;
  /** Reason → count. */
  readonly leftOut: Readonly<Record<string, number>>;
  readonly warnings: Readonly<Record<string, number>>;
  /** One line for the build log. */
  readonly line: string;
}

function countBy(notes: readonly { reason: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { reason } of notes) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}

const describe = (counts: Readonly<Record<string, number>>): string =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([reason, n]) => `${reason} ×${n}`)
    .join(', ');

/** Per feed: items written, left out by reason, warnings by reason; in key order. */
export function buildReport(
  results: Readonly<Record<string, Pick<FeedResult, 'written' | 'leftOut' | 'warnings'>>>,
): FeedReport[] {
  return Object.keys(results)
    .sort()
    .map((feed) => {
      const result = results[feed] as Pick<FeedResult, 'written' | 'leftOut' | 'warnings'>;
      const leftOut = countBy(result.leftOut);
      const warnings = countBy(result.warnings);
      const parts = [`${feed}: ${result.written} written`];
      if (result.leftOut.length > 0) parts.push(`left out ${result.leftOut.length} (${describe(leftOut)})`);
      if (result.warnings.length > 0) parts.push(`warnings ${result.warnings.length} (${describe(warnings)})`);
      return { feed, written: result.written, leftOut, warnings, line: parts.join('; ') };
    });
}
