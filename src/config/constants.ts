/**
 * Business constants and limits of the specification (spec 000 §9 and 001 §9), each named and typed
 * in one place. Values marked "setting" elsewhere live in settings.ts instead.
 */

/** Catalogue search (spec 000 §9). */
export const SEARCH = {
  minScore: 0.02,
  fuzziness: 2,
  minimumShouldMatch: '75%',
  fields: [
    { field: 'name', boost: 4 },
    { field: 'sku', boost: 2 },
    { field: 'category.name', boost: 1 },
  ],
  clientTimeoutMs: 5000,
  serverTimeoutMs: 1000,
  defaultPageSize: 50,
  defaultProductSearchSize: 1000,
  /** Search-bar minimum (spec 000 §5, 001 §5). */
  minQueryLength: 3,
  /** The longest text a search sends, in UTF-16 units: the catalogue refuses a longer one (docs/decisions.md). */
  maxQueryLength: 256,
  /** The most words a search text sends (split at spaces and punctuation): the catalogue refuses more (docs/decisions.md). */
  maxQueryWords: 16,
  /** The most aggregations a search asks: the catalogue refuses more (docs/decisions.md; LISTING_FILTERS is bound by it). */
  maxAggregations: 16,
} as const;

/** Product sort options (spec 000 §9); the default is a setting (DEFAULT_SORT). */
export const SORT_OPTIONS = [
  { id: 'latest', field: 'updated_at', order: 'desc', labelKey: 'sort.latest' },
  { id: 'price-asc', field: 'final_price', order: 'asc', labelKey: 'sort.priceAsc' },
  { id: 'price-desc', field: 'final_price', order: 'desc', labelKey: 'sort.priceDesc' },
] as const;

/** The price filter's buckets of the euro and the dollar (FILTERS.priceRangesByCurrency). */
const TENS = [
  { from: 0, to: 10 },
  { from: 10, to: 20 },
  { from: 20, to: 30 },
  { from: 30, to: undefined },
] as const;

/** Filters (spec 000 §9). */
export const FILTERS = {
  /** The price filter's buckets as the specification gives them, for prices of the złoty's magnitude (PLN, RON). */
  priceRanges: [
    { from: 0, to: 50 },
    { from: 50, to: 100 },
    { from: 100, to: 150 },
    { from: 150, to: undefined },
  ],
  /**
   * The same four buckets for the currencies whose prices are of another magnitude (a product of 77 zł costs about
   * 18 € or $, and 800 ₴): in each, about the złoty buckets' amounts, rounded (priceRangesIn; docs/decisions.md).
   */
  priceRangesByCurrency: {
    EUR: TENS,
    USD: TENS,
    UAH: [
      { from: 0, to: 500 },
      { from: 500, to: 1000 },
      { from: 1000, to: 1500 },
      { from: 1500, to: undefined },
    ],
  } as Readonly<Record<string, readonly { readonly from: number; readonly to: number | undefined }[]>>,
  defaultFilters: ['color', 'seria'],
  /**
   * The catalogue field the price filter and agg_range_price read: the gross final price of the catalogue's
   * price index (the price a card shows), not the net `price`.
   */
  priceField: 'final_price',
  aggregationSize: 10,
  maxFiltersQuerySize: 999,
} as const;

/** Page and list sizes (spec 000 §9, 001 §9). */
export const LISTS = {
  productPageSize: 50,
  categoryListSize: 4000,
  needsListSize: 100,
  attributeListSize: 150,
  blogPageSize: 9,
  cmsMaxItems: 500,
  childStockPrefetch: 8,
  stockBatchSize: 15,
  instagramPosts: 12,
  lineProducts: 4,
  /** Line products are listed by seria sorted by created_at ascending. */
  lineProductsSort: 'created_at:asc',
} as const;

/** Category tree (spec 000 §3). */
export const CATEGORY = {
  rootId: 2,
  prefetchLevel: 2,
} as const;

/** Browser-side caching (spec 000 §4, §9). */
export const CACHE = {
  quotaCheckIntervalMs: 30_000,
  getTimeoutMs: 800,
  setTimeoutMs: 800,
  iterateTimeoutMs: 2000,
  /** TTL of the catalogue search's output cache in the backend (backend/search/output-cache.ts). */
  outputCacheTtlSeconds: 86_400,
  routeCacheMaxEntries: 500,
  /** Persistent cache is disabled after this many get errors. */
  maxGetErrors: 1,
  /** Persistent cache is disabled after this many set errors. */
  maxSetErrors: 30,
} as const;

/** Timings of the user interface (spec 000 §4, §9; 001 §2, §9). */
export const TIMINGS = {
  notificationMs: 3000,
  modalDelayMs: 250,
  modalDelayLongMs: 300,
  chatStartDelayMs: 3000,
  chatAttachDelayMs: 3500,
  hashScrollAnimationMs: 700,
  hashScrollDelayMs: 1000,
  hashScrollOffset: 170,
  clientContextMs: 6000,
  tokenLockRetryMs: 1000,
  trackerRetryMs: 500,
  /** The HTTP client's default timeout: 0 means none. */
  httpTimeoutMs: 0,
  /**
   * How long the listing island's companion page (every card of a category, fetched on the first filter,
   * sort or "load more") may take, its body included, before it counts as failed and is offered again.
   */
  listingCompanionTimeoutMs: 10_000,
  /**
   * How long the page stays still after a scroll before the listing island keeps the card in view in the history
   * entry (for Back to bring the shopper to it): one write per scroll, not one per frame.
   */
  listingPlaceKeepMs: 200,
  /**
   * How long each of the live island's calls (render-list, stock list, price history) may take before it is
   * given up, its elements keeping their static values: a hung API must not leave "Stock check in progress" up.
   */
  liveTimeoutMs: 10_000,
  /**
   * How long the product page's stock check runs before it says "Stock check in progress": one answered sooner
   * changes nothing on the page (the built state stays, and nothing is announced unless the answer differs).
   */
  liveCheckingShownMs: 1000,
  /**
   * How long the live island gathers the cards coming into view before it asks their stock (spec 000 §9
   * child stock prefetch), so that a scroll past several cards makes one set of calls.
   */
  liveShownGatherMs: 150,
  /**
   * How long a page stays hidden (another tab, the phone locked) before the live island syncs its prices and stock
   * again when it is shown (src/islands/live/resync.ts): a special price may have ended meanwhile. A page restored
   * by Back or Forward from the browser's cache is synced again whatever the time.
   */
  liveResyncHiddenMs: 5 * 60_000,
  /** How long the pharmacy finder waits for the browser's position ("Use my location"). */
  geolocationTimeoutMs: 10_000,
  /** How old a position the browser may answer from its cache for "Use my location". */
  geolocationMaxAgeMs: 300_000,
  /**
   * How long the pharmacy finder waits for any answer to "Use my location": the browser's own timeout starts only
   * once the shopper has allowed it, and a prompt left open (or dismissed, in a browser that then never answers)
   * would leave the finder locating for good.
   */
  geolocationAnswerMs: 20_000,
} as const;

/** Viewport cookie and breakpoints (spec 000 §9, 001 §9). */
export const VIEWPORT = {
  cookieName: 'client_size',
  cookieDays: 7,
  breakpoints: { mobile: 768, tablet: 991, desktop: 1280 },
} as const;

/** Checkout and commerce (spec 001 §9). */
export const COMMERCE = {
  savedCheckoutLifetimeMs: 5 * 60 * 1000,
  cashOnDeliveryFee: { amount: 9, currency: 'PLN' },
  freeShippingThreshold: { amount: 200, currency: 'PLN', store: 'pl' },
  newsletterCouponPercent: 10,
  deliveryDays: { default: '2–3', hr: '1–2' },
  withdrawalDays: 14,
  doctorAnswerHours: 72,
  registrationSeconds: 30,
  lowestPriceDays: 30,
  defaultAddQuantity: 1,
  /** The card option is active for these stores; pay-by-link only for the Polish store. */
  cardPaymentStores: ['pl', 'en', 'us'],
  payByLinkStores: ['pl'],
  paymentErrorNoAuthorisation: 501,
} as const;

/** Price display (spec 001 §9). */
export const PRICE_DISPLAY = {
  decimals: 2,
  mobileDecimals: 0,
  /**
   * The sign of each store view's currency, whatever the formatting runtime's locale data says: browsers ship other
   * data than the build's Node (Chromium writes UAH as 'грн' where Node writes '₴'), and a page whose island rewrote
   * some prices would show two signs. These are the build's own (docs/decisions.md).
   */
  currencySigns: { PLN: 'zł', EUR: '€', USD: '$', RON: 'lei', UAH: '₴' } as Readonly<Record<string, string>>,
} as const;

/** Analytics (spec 001 §9). */
export const ANALYTICS = {
  dataLayerName: 'dataLayer',
  moneyDecimals: 2,
  messagingPollMs: 1500,
  messagingPollRepeats: 5,
  personalisationPollMs: 250,
  personalisationPollMaxMs: 1500,
} as const;

/** The 14 product lines (spec 000 §3), each with its colour (LOOK.md: one accent per line). */
export const PRODUCT_LINES = [
  { code: 'A', slug: 'a-allergic', labelKey: 'line.A', color: '#2f6f9f' },
  { code: 'DS', slug: 'ds-seborrhoeic', labelKey: 'line.DS', color: '#7a5c2e' },
  { code: 'E', slug: 'e-atopic', labelKey: 'line.E', color: '#2e7d5b' },
  { code: 'F', slug: 'f-fluids', labelKey: 'line.F', color: '#4b6fa8' },
  { code: 'H', slug: 'h-hair', labelKey: 'line.H', color: '#8a4f7d' },
  { code: 'M', slug: 'm-maternity', labelKey: 'line.M', color: '#b0466b' },
  { code: 'N', slug: 'n-vascular', labelKey: 'line.N', color: '#a23b3b' },
  { code: 'R', slug: 'r-rosacea', labelKey: 'line.R', color: '#b2533e' },
  { code: 'P', slug: 'p-psoriasis', labelKey: 'line.P', color: '#5a6b2f' },
  { code: 'S', slug: 's-sun', labelKey: 'line.S', color: '#a86a00' },
  { code: 'T', slug: 't-acne', labelKey: 'line.T', color: '#2f7f86' },
  { code: 'V', slug: 'v-vitiligo', labelKey: 'line.V', color: '#6a55a3' },
  { code: 'W', slug: 'w-whitening', labelKey: 'line.W', color: '#5c6670' },
  { code: 'X', slug: 'x-post-radiotherapy', labelKey: 'line.X', color: '#3d5a80' },
] as const;
export type ProductLineCode = (typeof PRODUCT_LINES)[number]['code'];

/** Tax settings of a store view (spec 000 §3 "Store view tax settings"). */
export const TAX = {
  defaultCountry: 'PL',
  defaultRegion: '',
  sourcePriceIncludesTax: false,
  finalPriceIncludesTax: true,
  userGroupId: 0,
  useOnlyDefaultUserGroupId: false,
  deprecatedPriceFieldsSupport: false,
} as const;
