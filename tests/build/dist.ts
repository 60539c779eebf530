/** Reading the built sites in dist/ for the build tests. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeView, type Config, type StoreCode } from '../../src/config/index.ts';
import type { Product } from '../../src/domain/catalog/index.ts';
import { STATIC_HOST_NOT_FOUND } from '../../src/layouts/static-host.ts';
import { productLink } from '../../src/routing/index.ts';
import { filesUnder } from '../helpers/files.ts';

export const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** The file a built page of a path lives in (`/` → index.html, `/en/cart` → en/cart.html). */
export function pageFile(site: string, path: string): string {
  return join(DIST, site, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
}

export function readPage(site: string, path: string): string {
  const file = pageFile(site, path);
  if (!existsSync(file)) throw new Error(`No built page for ${site}${path} (${file})`);
  return readFileSync(file, 'utf8');
}

/** The site serving an absolute URL (by its host), and the URL's path there; throws for a host of no site. */
export function siteAndPath(href: string, cfg: Config): { site: string; path: string } {
  const url = new URL(href);
  const site = cfg.sites.find((s) => new URL(s.url).host === url.host);
  if (!site) throw new Error(`${href} is on no configured site`);
  return { site: site.id, path: decodeURIComponent(url.pathname) };
}

/** The built page at an absolute URL of either site (an hreflang alternate's). */
export function readPageAt(href: string, cfg: Config): string {
  const { site, path } = siteAndPath(href, cfg);
  return readPage(site, path);
}

const hrefsAt = new Map<string, string[]>();

/** The hreflang hrefs of the built page at an absolute URL of either site, read once per test run (dist/ does not change). */
export function alternateHrefsAt(href: string, cfg: Config): string[] {
  let hrefs = hrefsAt.get(href);
  if (!hrefs) hrefsAt.set(href, (hrefs = linkAlternates(readPageAt(href, cfg)).map(([, h]) => h)));
  return hrefs;
}

/** The store switcher's links in a built page: paths on the page's own site, absolute URLs on the other. */
export function switcherHrefs(html: string): string[] {
  const start = html.indexOf('store-switcher');
  if (start < 0) return [];
  return [...html.slice(start, html.indexOf('</details>', start)).matchAll(/<a[^>]*href="([^"]*)"/g)].map((m) => m[1] ?? '');
}

/** Attribute values of the elements matching a simple tag+attribute pattern in built HTML. */
export function linkAlternates(html: string): [string, string][] {
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']);
}

export function htmlLang(html: string): string | undefined {
  return /<html lang="([^"]+)"/.exec(html)?.[1];
}

export function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

export function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

/** URL paths of the pages built for a site, sorted ('/' for index.html). */
export function builtPaths(site: string): string[] {
  const dir = join(DIST, site);
  return (
    filesUnder(dir)
      .filter((f) => f.endsWith('.html'))
      .map((f) =>
        f
          .slice(dir.length + 1)
          .replaceAll('\\', '/')
          .replace(/\.html$/, ''),
      )
      // The static host's 404.html is a copy of a page for that host, at no URL of the site (src/layouts/static-host.ts).
      .filter((rel) => `${rel}.html` !== STATIC_HOST_NOT_FOUND)
      .map((rel) => (rel === 'index' ? '/' : `/${rel}`))
      .sort()
  );
}

/** A built page's text with the entities Astro writes decoded (&amp; &#39; &quot; &lt; &gt;). */
export const decodeEntities = (s: string): string =>
  s.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>');

/** The built page path of a product (or of one of its variants) in a store view, as the storefront links it. */
export const productPagePath = (p: Product, store: StoreCode, cfg: Config, childSku?: string): string =>
  productLink(p, {
    store: storeView(store, cfg),
    urlDispatcher: cfg.settings.urlDispatcher,
    appendStoreCode: cfg.settings.appendStoreCode,
    ...(childSku ? { childSku } : {}),
  });

/** The JSON-LD blocks of a page, parsed. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

/** The JSON-LD block of a type on a page (`Product`), whichever place it has among the page's blocks; throws when none. */
export function jsonLdOf<T>(html: string, type: string): T {
  const block = jsonLd(html).find((b) => b['@type'] === type);
  if (!block) throw new Error(`No ${type} JSON-LD on the page`);
  return block as T;
}

/** An item of a product page's add-to-cart slot (`data-items`), its option uids decoded. */
export interface SlotItem {
  sku: string;
  quantity: number;
  parent_sku?: string;
  options: string[];
}

/** The items of a product page's add-to-cart slot, each option uid decoded from base64 ('bundle/5/52/1'). */
export function cartSlotItems(html: string): SlotItem[] {
  const tag = /<div data-slot="add-to-cart"[^>]*>/.exec(html)?.[0] ?? '';
  const items = JSON.parse(decodeEntities(/ data-items="([^"]*)"/.exec(tag)?.[1] ?? 'null')) as
    { sku: string; quantity: number; parent_sku?: string; selected_options?: string[] }[] | null;
  if (!items) throw new Error('The page has no add-to-cart slot with items');
  return items.map(({ selected_options, ...item }) => ({
    ...item,
    options: (selected_options ?? []).map((uid) => Buffer.from(uid, 'base64').toString('utf8')),
  }));
}
