/**
 * The FeedContext of a store view at build time: its site's origin, the brand, the build's categories,
 * absolute product and image links (feeds/context.ts), and the feed settings with Empik's previously
 * listed skus.
 */
import { site as siteOf, storeView, type Config, type SiteId, type StoreCode } from '../config/index.ts';
import { DEFAULT_FEED_SETTINGS, imageUrlFor, productUrlFor, type FeedContext } from '../../feeds/index.ts';
import type { LinkedLookup } from '../domain/price/parts-price.ts';
import type { Attribute, TaxRule } from '../domain/catalog/types.ts';
import { pagePricing } from './pricing.ts';
import type { FeedCategory } from '../../feeds/values.ts';
import { translator } from '../i18n/index.ts';
import type { FeedBuildSettings } from './settings.ts';

export interface FeedContextInput {
  readonly cfg: Config;
  readonly siteId: SiteId;
  readonly store: StoreCode;
  readonly categories: readonly FeedCategory[];
  readonly now: Date;
  /** The store view's tax rules: the feeds price as the pages do (./pricing.ts). */
  readonly taxRules: readonly TaxRule[];
  readonly settings: FeedBuildSettings;
  readonly previouslyListed: ReadonlySet<string>;
  /** The products grouped and bundle products link to (a product of the store view, else a part). */
  readonly linked?: LinkedLookup;
  /** The store view's attributes (a product's size option). */
  readonly attributes: readonly Attribute[];
}

export function storeFeedContext(input: FeedContextInput): FeedContext {
  const { cfg, store } = input;
  const view = storeView(store, cfg);
  const siteUrl = siteOf(input.siteId, cfg).url.replace(/\/+$/, '');
  const brand = translator(view.wording)('footer.brand');
  const { urlDispatcher, appendStoreCode, showOutOfStock } = cfg.settings;
  return {
    store: view,
    siteUrl,
    shopName: brand,
    brand,
    now: input.now,
    price: pagePricing({ now: input.now, store: view, taxRules: input.taxRules }, input.linked ?? (() => undefined)),
    categories: input.categories,
    productUrl: productUrlFor({ store: view, siteUrl, urlDispatcher, appendStoreCode }),
    imageUrl: imageUrlFor(siteUrl),
    ...(input.linked ? { linked: input.linked } : {}),
    attributes: input.attributes,
    settings: {
      ...DEFAULT_FEED_SETTINGS,
      showOutOfStock,
      timeZone: input.settings.timeZone,
      cpFormat: input.settings.cpFormat,
      ceneoAvail: input.settings.ceneoAvail,
      leadtimeToShip: input.settings.leadtimeToShip,
      previouslyListed: input.previouslyListed,
    },
  };
}
