/**
 * Settings read from the environment and validated with zod at start-up. A bad value stops the
 * build (or the server) with a message naming the variable. Every variable is documented in
 * README.md ("Settings").
 */
import { z } from 'zod';
import { aggregations } from '../domain/listing/search-query.ts';
import { sortToString } from '../domain/listing/sort.ts';
import { CATEGORY, FILTERS, SEARCH, SORT_OPTIONS } from './constants.ts';
import { enabledStoresProblem, STORE_CODES, type StoreCode, type StoreViewSettings } from './stores.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'expected true or false' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
export const portSchema = z.coerce
  .number({ error: 'expected a port number' })
  .int('expected a port number')
  .min(1, 'expected a port number')
  .max(65535, 'expected a port number');
const port = portSchema;
const storeId = z.coerce
  .number({ error: 'expected a positive integer' })
  .int('expected a positive integer')
  .positive('expected a positive integer');
const currency = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 currency code such as RON');
const httpUrl = z
  .url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' })
  .transform((u) => u.replace(/\/+$/, ''));
const tileUrl = z
  .string()
  .regex(/^https?:\/\/(?=.*\{z\})(?=.*\{x\})(?=.*\{y\})\S+$/, 'expected an http(s) tile URL template with {z}, {x} and {y}');

const storeList = z
  .string()
  .transform((v) => [...new Set(v.split(',').map((code) => code.trim().toLowerCase()))].filter((code) => code !== ''))
  .pipe(z.array(z.enum(STORE_CODES, { error: `expected store codes among ${STORE_CODES.join(', ')}` })));

/** A comma list of attribute codes (letters, digits and '_'), duplicates and blanks dropped. */
const attributeCodes = z
  .string()
  .transform((v) => [...new Set(v.split(',').map((code) => code.trim()))].filter((code) => code !== ''))
  .pipe(z.array(z.string().regex(/^[a-z][a-z0-9_]*$/, 'expected a comma list of attribute codes such as color,seria')));

/** A category of the tree: an integer above the root category id (spec 000 §8: an id below the root names none). */
const categoryIdMessage = `expected a category id (an integer above the root category id ${CATEGORY.rootId})`;
const categoryId = z.coerce.number({ error: categoryIdMessage }).int(categoryIdMessage).gt(CATEGORY.rootId, categoryIdMessage);

/** 'field:order' of a sort option, as DEFAULT_SORT names it. */
type SortValueOf<O> = O extends { field: infer F extends string; order: infer R extends string } ? `${F}:${R}` : never;
export type SortValue = SortValueOf<(typeof SORT_OPTIONS)[number]>;
/** The sort options' values (spec 000 §9), the first (Latest, updated_at desc) the default. */
const SORT_VALUES = SORT_OPTIONS.map((o) => sortToString(o) as SortValue) as [SortValue, ...SortValue[]];

/** Environment variable → schema and default. The order is the order of README.md's table. */
export const SETTINGS_SCHEMA = {
  PORT: port.default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  BACKEND_PORT: port.default(4000),
  SITE_MAIN_URL: httpUrl.default('http://localhost:4321'),
  SITE_US_URL: httpUrl.default('http://us.localhost:4321'),
  API_URL: httpUrl.default('http://127.0.0.1:4000'),
  DEFAULT_STORE: z.enum(['pl', 'us'], { error: 'expected pl or us' }).default('pl'),
  STORE_VIEWS: storeList.refine((codes) => codes.length > 0, 'expected at least one store code').default([...STORE_CODES]),
  RO_STORE_ID: storeId.default(28),
  RO_CURRENCY: currency.default('RON'),
  RO_REVIEWS: bool.default(false),
  UA_STORE_ID: storeId.default(29),
  UA_CURRENCY: currency.default('UAH'),
  UA_REVIEWS: bool.default(false),
  URL_DISPATCHER: bool.default(false),
  APPEND_STORE_CODE: bool.default(true),
  // A static storefront pre-renders each variant at its childSku route, so choosing a variant always puts it in the URL.
  FIRST_VARIANT_IN_URL: bool
    .default(true)
    .refine((on) => on, 'only true is supported: every variant is a pre-rendered page at its childSku route'),
  SHOW_OUT_OF_STOCK: bool.default(false),
  STOCK_SYNC: bool.default(true),
  USER_GROUP_TAX: bool.default(false),
  PRICE_TIERS: bool.default(false),
  // A search asks the catalogue for each filter's aggregations (two per attribute: its values and its variants', one
  // for price), and the catalogue takes SEARCH.maxAggregations.
  LISTING_FILTERS: attributeCodes
    .refine(
      (codes) => Object.keys(aggregations(codes)).length <= SEARCH.maxAggregations,
      `at most ${Math.floor(SEARCH.maxAggregations / 2)} attribute codes (with price, ${Math.floor((SEARCH.maxAggregations - 1) / 2)}): each asks the catalogue for two aggregations, price for one, and a search takes ${SEARCH.maxAggregations}`,
    )
    .default([...FILTERS.defaultFilters]),
  DEFAULT_SORT: z.enum(SORT_VALUES).default(SORT_VALUES[0]),
  MAP_TILE_URL: tileUrl.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z
    .string()
    .min(1)
    .default('<span lang="en">&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors</span>'),
  CMS_SLUG_TITLE_STORES: storeList.default(['us']),
  HOME_NEW_PRODUCTS_CATEGORY: categoryId.optional(),
} as const;

export type SettingName = keyof typeof SETTINGS_SCHEMA;

const envSchema = z.object(SETTINGS_SCHEMA);

/** The settings; the store views' and sites' fields are declared with StoreViewSettings. */
export interface Settings extends StoreViewSettings {
  readonly port: number;
  readonly host: string;
  readonly backendPort: number;
  readonly apiUrl: string;
  /** Which store is "the default language" (offline redirect target, expert and blog teaser). */
  readonly defaultStore: 'pl' | 'us';
  /** Product and category links as /{store}/{url_path} (spec 000 §2 "Link shapes"). */
  readonly urlDispatcher: boolean;
  /** Store code appended to dispatcher links. */
  readonly appendStoreCode: boolean;
  /** Choosing a variant puts its childSku in the route. */
  readonly firstVariantInUrl: boolean;
  /** List out-of-stock variants and products. */
  readonly showOutOfStock: boolean;
  /** Stock sync on; off makes stock status 'volatile'. */
  readonly stockSync: boolean;
  /** Tax by customer group (userGroupId in store settings). */
  readonly userGroupTax: boolean;
  /** Price tiers by customer group. */
  readonly priceTiers: boolean;
  /** The attributes listings and search results filter by (spec 000 §9 default filters: color and seria); the price always. */
  readonly listingFilters: readonly string[];
  readonly defaultSort: SortValue;
  /** Map tile URL template of Leaflet (`{z}`, `{x}`, `{y}`, optionally `{s}`, `{r}`): the pharmacy finder's map. */
  readonly mapTileUrl: string;
  /** The map tiles' attribution (HTML, shown by Leaflet's attribution control). */
  readonly mapAttribution: string;
  /** Store views whose CMS page title is made from the slug (spec 000 §2: the US view, and the Ukrainian view that mirrors it). */
  readonly cmsSlugTitleStores: readonly StoreCode[];
  /**
   * The category whose products the home's newest block lists when its content names no SKUs (spec 000 §9:
   * homepage queries use categories named in configuration); unset: the products marked new.
   */
  readonly homeNewProductsCategory: number | undefined;
}

export class SettingsError extends Error {
  readonly issues: readonly { name: string; message: string }[];
  constructor(issues: readonly { name: string; message: string }[]) {
    super(`Invalid settings: ${issues.map((i) => `${i.name}: ${i.message}`).join('; ')}`);
    this.name = 'SettingsError';
    this.issues = issues;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Parses the variables of a zod object schema out of an environment: empty values count as unset,
 * values are trimmed; throws SettingsError naming every bad variable with the value it had.
 */
export function parseEnv<S extends z.ZodObject>(schema: S, env: Env): z.infer<S> {
  const picked: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') picked[name] = value.trim();
  }
  const result = schema.safeParse(picked);
  if (result.success) return result.data;
  const byName = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? 'settings');
    if (!byName.has(name)) byName.set(name, `${issue.message} (got ${JSON.stringify(picked[name] ?? null)})`);
  }
  throw new SettingsError([...byName].map(([name, message]) => ({ name, message })));
}

/** Parses the environment into typed settings; throws SettingsError naming every bad variable. */
export function parseSettings(env: Env): Settings {
  const s = parseEnv(envSchema, env);
  const problem = enabledStoresProblem(s.STORE_VIEWS, s.DEFAULT_STORE);
  if (problem) throw new SettingsError([{ name: 'STORE_VIEWS', message: problem }]);
  return Object.freeze({
    port: s.PORT,
    host: s.HOST,
    backendPort: s.BACKEND_PORT,
    siteMainUrl: s.SITE_MAIN_URL,
    siteUsUrl: s.SITE_US_URL,
    apiUrl: s.API_URL,
    defaultStore: s.DEFAULT_STORE,
    enabledStores: Object.freeze(s.STORE_VIEWS),
    ro: { storeId: s.RO_STORE_ID, currency: s.RO_CURRENCY, reviews: s.RO_REVIEWS },
    ua: { storeId: s.UA_STORE_ID, currency: s.UA_CURRENCY, reviews: s.UA_REVIEWS },
    urlDispatcher: s.URL_DISPATCHER,
    appendStoreCode: s.APPEND_STORE_CODE,
    firstVariantInUrl: s.FIRST_VARIANT_IN_URL,
    showOutOfStock: s.SHOW_OUT_OF_STOCK,
    stockSync: s.STOCK_SYNC,
    userGroupTax: s.USER_GROUP_TAX,
    priceTiers: s.PRICE_TIERS,
    listingFilters: Object.freeze(s.LISTING_FILTERS),
    defaultSort: s.DEFAULT_SORT,
    mapTileUrl: s.MAP_TILE_URL,
    mapAttribution: s.MAP_ATTRIBUTION,
    cmsSlugTitleStores: s.CMS_SLUG_TITLE_STORES,
    homeNewProductsCategory: s.HOME_NEW_PRODUCTS_CATEGORY,
  });
}
