/**
 * Everything the document head and the page chrome need for one route of one store view: title,
 * description, canonical URL, hreflang alternates, breadcrumbs. Pure: pages call it with data.
 */
import { site as siteOf, storeView, defaultStoreView, type Config, type StoreView } from '../config/index.ts';
import { breadcrumbTrail, buildPath, equivalentRoutes, isProductScreen, type RouteDef } from '../routing/index.ts';
import { translator, type MessageKey } from '../i18n/index.ts';
import { isIndexedRoute } from './seo.ts';

export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

export interface Crumb {
  readonly label: string;
  readonly href: string;
}

/** A page's main image for Open Graph (og:image): an absolute URL, its size in pixels and its alt text. */
export interface PageImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface PageMeta {
  readonly store: StoreView;
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** Whether search engines may index the page (isIndexedRoute): else noindex, without canonical and hreflang links. */
  readonly indexed: boolean;
  readonly alternates: readonly Alternate[];
  /**
   * Where the store switcher leads when not to the hreflang alternates: a page that is not canonical to itself
   * (a product's legacy or cart-product address) gives none, and leads where its canonical page's lead.
   */
  readonly switchTo?: readonly Alternate[];
  readonly breadcrumbs: readonly Crumb[];
  readonly htmlClass: string | undefined;
  /** Open Graph type: `product` on product pages, else `website`. */
  readonly ogType: 'website' | 'product';
  /** The page's main image (og:image), when it has one: the catalogue pages pass it. */
  readonly image?: PageImage;
}

/** Absolute URL of a path of a store view, on its own site; a URL that is absolute already (an image elsewhere) as it is. */
export function absoluteUrl(store: StoreView, path: string, cfg?: Config): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteOf(store.site, cfg).url}${path === '/' ? '/' : path}`;
}

/** The localized title of a route whose title is a message (other kinds pass the derived title). */
export function messageTitle(route: RouteDef): { title: MessageKey; description: MessageKey } {
  return {
    title: `route.${route.screen}.title` as MessageKey,
    description: `route.${route.screen}.description` as MessageKey,
  };
}

/**
 * hreflang alternates of a route: the same route in every store view where it is published
 * (`isPublished` says whether that store view renders the page), plus x-default for the default store.
 */
export function alternatesOf(
  route: RouteDef,
  params: Readonly<Record<string, string>>,
  isPublished: (r: RouteDef) => boolean,
  cfg?: Config,
): Alternate[] {
  const same = [route, ...equivalentRoutes(route)].filter(isPublished);
  const list = same.map((r) => ({
    hreflang: storeView(r.store, cfg).hreflang,
    href: absoluteUrl(storeView(r.store, cfg), buildPath(r.name, params), cfg),
  }));
  const def = same.find((r) => r.store === defaultStoreView(cfg).code);
  if (def) list.push({ hreflang: 'x-default', href: absoluteUrl(storeView(def.store, cfg), buildPath(def.name, params), cfg) });
  return list;
}

export interface PageMetaInput {
  readonly route: RouteDef;
  readonly params?: Readonly<Record<string, string>>;
  /** Title and description when the route derives them from data (product, category, CMS, content). */
  readonly derived?: { readonly title: string; readonly description?: string };
  readonly isPublished: (r: RouteDef) => boolean;
  readonly cfg?: Config;
}

export function pageMeta({ route, params = {}, derived, isPublished, cfg }: PageMetaInput): PageMeta {
  const store = storeView(route.store, cfg);
  const t = translator(store.wording);
  const keys = messageTitle(route);
  const title = derived?.title ?? t(keys.title);
  const description = derived?.description ?? t(keys.description);
  const trail = breadcrumbTrail(route).filter((r) => r.name !== route.name);
  const indexed = isIndexedRoute(route);
  return {
    store,
    title,
    description,
    canonical: absoluteUrl(store, buildPath(route.name, params), cfg),
    indexed,
    alternates: indexed ? alternatesOf(route, params, isPublished, cfg) : [],
    breadcrumbs: [
      ...trail.map((r) => ({
        label: r.screen === 'home' ? t('breadcrumbs.home') : t(messageTitle(r).title),
        // A parent with parameters (blog-category above blog-article) takes them from the page.
        href: buildPath(r.name, params),
      })),
      { label: title, href: buildPath(route.name, params) },
    ],
    htmlClass: route.htmlClass,
    ogType: isProductScreen(route.screen) ? 'product' : 'website',
  };
}
