/**
 * The feed endpoints of a site (src/pages/[feed].xml.ts): which feeds it publishes at which paths, and
 * the response of one feed, recorded in the build's journal for the report (./finish.ts).
 */
import { createHash } from 'node:crypto';
import { site as siteOf, type Config, type SiteId, type StoreCode } from '../config/index.ts';
import { FEEDS, feedsFor, type FeedName } from '../../feeds/index.ts';
import type { LinkedLookup } from '../domain/price/parts-price.ts';
import type { FeedCategory } from '../../feeds/values.ts';
import type { Attribute, Product, TaxRule } from '../domain/catalog/types.ts';
import { buildPath, routeFor } from '../routing/index.ts';
import { storeFeedContext } from './context.ts';
import type { FeedBuildSettings } from './settings.ts';
import { readEmpikListed, recordFeed } from './state.ts';

export interface FeedPath {
  readonly params: { readonly feed: FeedName };
  readonly props: { readonly store: StoreCode; readonly feed: FeedName };
}

/** The URL path of a store view's feed, from its route table. */
export function feedPath(store: StoreCode, feed: FeedName): string {
  const route = routeFor(store, feed);
  if (!route) throw new Error(`Store view ${store} has no ${feed} route`);
  return buildPath(route.name);
}

/**
 * One static path per feed a store view of the site lists. Feeds are files at the site's root
 * (`/{feed}.xml`); a route table placing one elsewhere, or two store views of one site listing the
 * same feed, stops the build with a message.
 */
export function feedStaticPaths(siteId: SiteId, cfg: Config): FeedPath[] {
  const out: FeedPath[] = [];
  for (const store of siteOf(siteId, cfg).stores) {
    for (const feed of feedsFor(store)) {
      const path = feedPath(store, feed);
      if (path !== `/${feed}.xml`) throw new Error(`Feed ${feed} of ${store} must be at /${feed}.xml (route says ${path})`);
      const other = out.find((p) => p.params.feed === feed);
      if (other) throw new Error(`Feed ${feed} is listed by both ${other.props.store} and ${store} on site ${siteId}`);
      out.push({ params: { feed }, props: { store, feed } });
    }
  }
  return out;
}

export interface RenderFeedInput {
  readonly cfg: Config;
  readonly siteId: SiteId;
  readonly store: StoreCode;
  readonly feed: FeedName;
  readonly products: readonly Product[];
  readonly categories: readonly FeedCategory[];
  readonly settings: FeedBuildSettings;
  readonly now: Date;
  /** The store view's tax rules (the feeds price as the pages do). */
  readonly taxRules: readonly TaxRule[];
  /** The products grouped and bundle products link to (their parts). */
  readonly linked?: LinkedLookup;
  /** The store view's attributes (a product's size option). */
  readonly attributes: readonly Attribute[];
}

export const FEED_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** Writes one feed, records its result in the build journal, and answers its XML. */
export function renderFeed(input: RenderFeedInput): Response {
  const { settings, store, feed } = input;
  const previouslyListed = feed === 'empik-product-feed' ? readEmpikListed(settings.stateDir, store) : new Set<string>();
  const result = FEEDS[feed](input.products, storeFeedContext({ ...input, previouslyListed }));
  recordFeed(settings.stateDir, input.siteId, {
    store,
    feed,
    path: feedPath(store, feed),
    digest: createHash('sha256').update(result.xml).digest('hex'),
    written: result.written,
    leftOut: [...result.leftOut],
    warnings: [...result.warnings],
    ...(result.listedWithStock ? { listedWithStock: [...result.listedWithStock] } : {}),
  });
  return new Response(result.xml, { headers: { 'Content-Type': FEED_CONTENT_TYPE } });
}
