/**
 * Shapes of the route tables (spec 000 §2, 001 §2). One table per store view; every route name is
 * prefixed with the store code (`pl-cart`).
 */
import type { StoreCode } from '../config/stores.ts';

export const LAYOUTS = ['default', 'emotopic', 'minimal', 'empty', 'xml'] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * Every screen of the specification. Route title and description message keys are
 * `route.{screen}.title` and `route.{screen}.description` for every screen whose title is not
 * derived from data.
 */
export const SCREENS = [
  'home',
  'product-feed',
  'blog',
  'blog-category',
  'blog-article',
  'pharmacy-finder',
  'cart',
  'order',
  'order-thank-you',
  'order-error',
  'order-register',
  'login',
  'register',
  'register-completed',
  'forgot-password',
  'change-password',
  'reset-password',
  'payu-return',
  'needs',
  'category',
  'review',
  'review-thanks',
  'cart-product',
  'product',
  'configurable-product',
  'legacy-product',
  'account',
  'account-your-data',
  'account-delivery',
  'account-history',
  'site-map',
  'philosophy',
  'about',
  'studies',
  'values',
  'delivery-costs',
  'payment-methods',
  'cms-page',
  'special-offers',
  'special-offer',
  'emotopic-landing',
  'hair-landing',
  'series-landing',
  'ambassador',
  'safe-payment',
  'safe-delivery',
  'external-shops',
  'streams',
  'ask-expert',
  'contact',
  'search',
  'not-found',
  'error',
] as const;
export type Screen = (typeof SCREENS)[number];

/** Where a route's title and description come from. */
export type TitleSource =
  /** Localized texts `route.{screen}.title` / `route.{screen}.description`. */
  | { readonly kind: 'message' }
  /** The current product (meta_title / name; meta_description). */
  | { readonly kind: 'product' }
  /** The current category (name). */
  | { readonly kind: 'category' }
  /** A CMS page: the slug with its first letter capitalised and the first hyphen replaced by a space. */
  | { readonly kind: 'cms' }
  /** A content-service entry (blog article SEO title, special offer header, landing page title). */
  | { readonly kind: 'content' };

export interface RouteDef {
  /** Store-code-prefixed route name, e.g. `pl-cart`. */
  readonly name: string;
  readonly store: StoreCode;
  /** Path pattern inside its site with `{param}` and `{param?}` placeholders, e.g. `/en/products/{level1}/{level2?}`. */
  readonly path: string;
  /** Parameter names in order of appearance. */
  readonly params: readonly string[];
  readonly screen: Screen;
  readonly layout: Layout;
  readonly title: TitleSource;
  /** Route name of the breadcrumb parent (without it, the store view's home). */
  readonly parent?: string;
  /** Route name this route redirects to (`pl-account` → `pl-account-your-data`). */
  readonly redirectTo?: string;
  /** Further paths serving the same screen (`/pwa.html` for home). */
  readonly aliases?: readonly string[];
  /** Account tab index (your data 0, delivery 1, history 3). */
  readonly tab?: number;
  /** Landing pages: the `_id` of the landing_pages content entry the route shows. */
  readonly contentSlug?: string;
  /** Layouts that add the 'freshscope' class to the html element. */
  readonly htmlClass?: string;
}

/** A resolved URL: which route it matched and with which parameters. */
export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}
