/**
 * The store views and sites of the storefront (spec 000 §1, DESIGN.md "Sites and store views").
 * Values the specification does not give (Romanian and Ukrainian store ids and currencies, review
 * flags) come from settings; see settings.ts and docs/decisions.md.
 */
import { shouldShowChat } from '../domain/client/errors.ts';

export const STORE_CODES = ['pl', 'en', 'tn', 'hr', 'us', 'ro', 'ua'] as const;
export type StoreCode = (typeof STORE_CODES)[number];

export const LANGS = ['pl', 'en', 'fr', 'hr', 'ro', 'uk'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * The message catalogues: one per language, and regional variants of a language whose store view
 * writes it otherwise ('en-US': the US store view's American English; the English store view's
 * 'en' is British).
 */
export const MESSAGE_LANGS = [...LANGS, 'en-US'] as const;
export type MessageLang = (typeof MESSAGE_LANGS)[number];

export const SITE_IDS = ['main', 'us'] as const;
export type SiteId = (typeof SITE_IDS)[number];

/** The site a build renders: SITE_ID, default main (astro.config.mjs refuses any other value at start-up). */
export function buildSiteId(env: Readonly<Record<string, string | undefined>> = process.env): SiteId {
  return (env['SITE_ID'] ?? 'main') as SiteId;
}

export interface StoreView {
  /** Store code; route names are prefixed with it (`pl-cart`). */
  readonly code: StoreCode;
  /** Commerce platform store id. */
  readonly storeId: number;
  /** Language of the store view's content (the content service's `lang`, the sample data). */
  readonly lang: Lang;
  /** The message catalogue its texts are read from: its language's, or a regional variant of it. */
  readonly wording: MessageLang;
  /** BCP 47 locale for number, date and price formatting. */
  readonly locale: string;
  /** Value of `<html lang>` and of hreflang alternates. */
  readonly hreflang: string;
  /** ISO 4217 currency code. */
  readonly currency: string;
  /** URL prefix inside its site: '' (mounted at the root) or '/en'. */
  readonly prefix: string;
  /** The site (host) that serves this store view. */
  readonly site: SiteId;
  /** Checkout (cart, order, login, register) enabled in configuration. */
  readonly checkout: boolean;
  /** Product reviews enabled in configuration. */
  readonly reviews: boolean;
  /** The customer-engagement chat widget is loaded (spec: Polish and English only). */
  readonly chat: boolean;
  /** Default tax country (spec 000 §5: default PL). */
  readonly taxCountry: string;
  /**
   * Prices carry the note "incl. tax": every store view but the US one, whose shelf prices, as American shoppers
   * read them, are before sales tax (its default country's rate is 0: docs/decisions.md).
   */
  readonly taxNote: boolean;
  /** Index name of the catalogue search per store view. */
  readonly catalogIndex: string;
}

interface StaticStoreView extends Omit<
  StoreView,
  'storeId' | 'currency' | 'reviews' | 'chat' | 'catalogIndex' | 'wording' | 'taxNote'
> {
  /** Prices carry "incl. tax" (default true). */
  readonly taxNote?: boolean;
  /** A regional variant of the language's messages; the language's own by default. */
  readonly wording?: MessageLang;
  readonly storeId?: number;
  readonly currency?: string;
  readonly reviews?: boolean;
}

/** The table of DESIGN.md; `undefined` cells are taken from settings. */
const TABLE: readonly StaticStoreView[] = [
  {
    code: 'pl',
    storeId: 4,
    lang: 'pl',
    locale: 'pl-PL',
    hreflang: 'pl-PL',
    currency: 'PLN',
    prefix: '',
    site: 'main',
    checkout: true,
    reviews: true,
    taxCountry: 'PL',
  },
  {
    code: 'en',
    storeId: 7,
    lang: 'en',
    locale: 'en-IE',
    hreflang: 'en',
    currency: 'EUR',
    prefix: '/en',
    site: 'main',
    checkout: true,
    reviews: true,
    taxCountry: 'PL',
  },
  {
    code: 'tn',
    storeId: 11,
    lang: 'fr',
    locale: 'fr-TN',
    hreflang: 'fr-TN',
    currency: 'EUR',
    prefix: '/tn',
    site: 'main',
    checkout: false,
    reviews: false,
    taxCountry: 'TN',
  },
  {
    code: 'hr',
    storeId: 13,
    lang: 'hr',
    locale: 'hr-HR',
    hreflang: 'hr-HR',
    currency: 'EUR',
    prefix: '/hr',
    site: 'main',
    checkout: false,
    reviews: false,
    taxCountry: 'HR',
  },
  {
    code: 'us',
    storeId: 26,
    lang: 'en',
    wording: 'en-US',
    taxNote: false,
    locale: 'en-US',
    hreflang: 'en-US',
    currency: 'USD',
    prefix: '',
    site: 'us',
    checkout: false,
    reviews: true,
    taxCountry: 'US',
  },
  { code: 'ro', lang: 'ro', locale: 'ro-RO', hreflang: 'ro-RO', prefix: '/ro', site: 'main', checkout: false, taxCountry: 'RO' },
  { code: 'ua', lang: 'uk', locale: 'uk-UA', hreflang: 'uk-UA', prefix: '/ua', site: 'main', checkout: false, taxCountry: 'UA' },
];

/**
 * Why a list of enabled store views cannot be served, else undefined. The default store view must be
 * enabled, and a site that keeps any of its store views keeps the one at its root: the others' URLs
 * live under that view's prefix-less home.
 */
export function enabledStoresProblem(enabled: readonly StoreCode[], defaultStore: StoreCode): string | undefined {
  if (!enabled.includes(defaultStore)) return `the default store view ${defaultStore} (DEFAULT_STORE) must be listed`;
  for (const row of TABLE) {
    const root = TABLE.find((r) => r.site === row.site && r.prefix === '');
    if (enabled.includes(row.code) && root && !enabled.includes(root.code))
      return `${row.code} needs ${root.code}, the store view at the root of its site`;
  }
  return undefined;
}

/** The settings that building the store views and sites reads (part of settings.ts's Settings). */
export interface StoreViewSettings {
  /** The store views served (spec 000 §2: the others are filtered out of the routes); all seven by default. */
  readonly enabledStores: readonly StoreCode[];
  readonly ro: OpenStoreSettings;
  readonly ua: OpenStoreSettings;
  readonly siteMainUrl: string;
  readonly siteUsUrl: string;
}

/** The cells the specification leaves open for a store view (ro and ua), read from the settings. */
export interface OpenStoreSettings {
  readonly storeId: number;
  readonly currency: string;
  readonly reviews: boolean;
}

/**
 * Builds the table of the enabled store views from the settings (fills the cells the specification
 * leaves open). Spec 000 §2: store views not in the configured list (`STORE_VIEWS`) are filtered out,
 * and with them their routes, pages, links and syncs.
 */
export function buildStoreViews(settings: StoreViewSettings): readonly StoreView[] {
  return TABLE.filter((row) => settings.enabledStores.includes(row.code)).map((row) => {
    const open = row.code === 'ro' ? settings.ro : row.code === 'ua' ? settings.ua : undefined;
    const storeId = row.storeId ?? open?.storeId;
    const currency = row.currency ?? open?.currency;
    const reviews = row.reviews ?? open?.reviews;
    if (storeId === undefined || currency === undefined || reviews === undefined) {
      throw new Error(`Store view ${row.code} is missing a store id, currency or reviews flag`);
    }
    return Object.freeze({
      ...row,
      storeId,
      currency,
      reviews,
      wording: row.wording ?? row.lang,
      taxNote: row.taxNote ?? true,
      chat: shouldShowChat(row.lang),
      catalogIndex: `vue_storefront_catalog_${row.code}`,
    });
  });
}

export interface Site {
  readonly id: SiteId;
  /** Absolute origin of the site, e.g. http://localhost:4321 */
  readonly url: string;
  /** The store view mounted at the site's root. */
  readonly rootStore: StoreCode;
  /** Store views served by this site, root store first. */
  readonly stores: readonly StoreCode[];
}

export function buildSites(settings: StoreViewSettings, views: readonly StoreView[]): readonly Site[] {
  return SITE_IDS.flatMap((id) => {
    const stores = views.filter((v) => v.site === id).map((v) => v.code);
    // A site none of whose store views is enabled is not built or served.
    if (stores.length === 0) return [];
    const root = views.find((v) => v.site === id && v.prefix === '');
    if (!root) throw new Error(`Site ${id} has no store view at its root`);
    return [Object.freeze({ id, url: id === 'main' ? settings.siteMainUrl : settings.siteUsUrl, rootStore: root.code, stores })];
  });
}
