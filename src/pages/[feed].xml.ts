/**
 * The XML product feeds of the site being built (FEEDS.md), at the root of each store view that lists
 * them: the writers are feeds/, the endpoint logic src/feeds/.
 */
import { buildInstant } from '../config/build-instant.ts';
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildSiteId, config } from '../config/index.ts';
import { storeCatalog } from '../components/catalog/collections.ts';
import { feedStaticPaths, renderFeed, type FeedPath } from '../feeds/endpoint.ts';
import { parseFeedSettings } from '../feeds/settings.ts';

const siteId = buildSiteId();

export const getStaticPaths = (() => feedStaticPaths(siteId, config())) satisfies GetStaticPaths;

export const GET: APIRoute<FeedPath['props']> = async ({ props }) => {
  const catalog = await storeCatalog(props.store);
  return renderFeed({
    cfg: config(),
    siteId,
    store: props.store,
    feed: props.feed,
    products: catalog.products,
    categories: catalog.categories,
    linked: catalog.linked,
    attributes: catalog.attributes,
    taxRules: catalog.taxRules,
    settings: parseFeedSettings(process.env),
    now: buildInstant(),
  });
};
