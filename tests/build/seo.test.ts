/**
 * SEO files of the built sites: the sitemap index per site (@astrojs/sitemap), robots.txt, and the
 * canonical link and Open Graph tags of every built page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { loadConfig, type SiteId } from '../../src/config/index.ts';
import { buildPath, homeRoute, isProductScreen, matchPath, routesFor } from '../../src/routing/index.ts';
import { isListedRoute, LISTING_CARDS_PREFIX, NOINDEX_SCREENS } from '../../src/layouts/seo.ts';
import { rootNotFoundFile, STATIC_HOST_NOT_FOUND } from '../../src/layouts/static-host.ts';
import { builtPaths, canonical, decodeEntities, DIST, htmlLang, jsonLd, linkAlternates, pageFile, readPageAt } from './dist.ts';

const cfg = loadConfig({});
const parser = new XMLParser({ isArray: (name) => name === 'sitemap' || name === 'url' });

interface Built {
  readonly path: string;
  readonly html: string;
}

/** Every built HTML page of a site with its URL path (`index.html` → `/`, `en/cart.html` → `/en/cart`). */
function builtPages(siteId: SiteId): Built[] {
  return builtPaths(siteId).map((path) => ({ path, html: readFileSync(pageFile(siteId, path), 'utf8') }));
}

const isRedirectPage = (html: string) => /<meta http-equiv="refresh"/.test(html);
/** Pages that ask search engines to leave them out: the listings' companion pages (data for the listing island). */
const isNoIndex = (html: string) => html.includes('<meta name="robots" content="noindex">');
const isDocument = (p: Built) => !isRedirectPage(p.html) && !isNoIndex(p.html);
const count = (html: string, re: RegExp) => [...html.matchAll(re)].length;
const meta = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((m) => m[1] ?? '');

/** The URLs a site's sitemap index lists, read through every sitemap file it names. */
function sitemapUrls(siteId: SiteId, siteUrl: string): string[] {
  const index = parser.parse(readFileSync(join(DIST, siteId, 'sitemap-index.xml'), 'utf8'));
  const sitemaps: { loc: string }[] = index.sitemapindex?.sitemap ?? [];
  expect(sitemaps.length, 'sitemaps in the index').toBeGreaterThan(0);
  return sitemaps.flatMap(({ loc }) => {
    expect(loc.startsWith(`${siteUrl}/`), loc).toBe(true);
    const file = join(DIST, siteId, new URL(loc).pathname);
    expect(existsSync(file), `${loc} is built`).toBe(true);
    const set = parser.parse(readFileSync(file, 'utf8'));
    return (set.urlset?.url ?? []).map((u: { loc: string }) => u.loc);
  });
}

describe.each(cfg.sites.map((s) => [s.id, s.url] as const))('the %s site (%s)', (siteId, siteUrl) => {
  let pages: Built[] = [];
  let byPath = new Map<string, Built>();
  let urls: string[] = [];
  let listed = new Set<string>();
  beforeAll(() => {
    pages = builtPages(siteId);
    byPath = new Map(pages.map((p) => [p.path, p]));
    urls = sitemapUrls(siteId, siteUrl);
    listed = new Set(urls.map((u) => decodeURIComponent(new URL(u).pathname)));
  });

  it('has a sitemap index whose URLs are all on the site, once each, and built as pages', () => {
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls).size, 'no URL twice').toBe(urls.length);
    for (const url of urls) {
      expect(new URL(url).origin, url).toBe(new URL(siteUrl).origin);
      expect(existsSync(pageFile(siteId, decodeURIComponent(new URL(url).pathname))), `${url} has a page file`).toBe(true);
    }
  });

  it('lists the home page and the site map of every store view, and its category and product pages', () => {
    for (const store of cfg.sites.find((s) => s.id === siteId)?.stores ?? []) {
      for (const screen of ['home', 'site-map'] as const) {
        const route = routesFor(store).find((r) => r.screen === screen);
        expect(route && listed.has(buildPath(route.name)), `${store} ${screen}`).toBe(true);
      }
    }
    const screens = [...listed].map((p) => matchPath(siteId, p, { views: cfg.storeViews })?.route.screen);
    expect(screens).toContain('category');
    expect(screens).toContain('product');
  });

  it('lists no redirect, not-found, error or duplicate page', () => {
    for (const path of listed) {
      const page = byPath.get(path);
      expect(page && isRedirectPage(page.html), `${path} is a redirect page`).toBe(false);
      expect(canonical(page?.html ?? ''), `${path} is canonical to itself`).toBe(`${siteUrl}${path === '/' ? '/' : path}`);
      expect(path.endsWith('page-not-found') || path === '/error', `${path} is a status page`).toBe(false);
    }
    for (const store of cfg.sites.find((s) => s.id === siteId)?.stores ?? []) {
      for (const route of routesFor(store).filter((r) => r.screen === 'not-found' || r.screen === 'error')) {
        expect(listed.has(buildPath(route.name)), route.name).toBe(false);
      }
    }
  });

  it('lists every built page that belongs in it', () => {
    const missing = pages.filter((p) => {
      const match = matchPath(siteId, p.path, { views: cfg.storeViews });
      return match && isListedRoute(match.route, cfg) && !listed.has(p.path);
    });
    expect(missing.map((p) => p.path)).toEqual([]);
  });

  it('asks search engines to leave out the listings’ companion pages, the status pages and the search results only, and robots.txt keeps crawlers away from the companion pages', () => {
    // (Astro's redirect pages carry noindex as well.)
    const screenOf = (path: string) => matchPath(siteId, path, { views: cfg.storeViews })?.route.screen;
    const noindex = pages.filter((p) => isNoIndex(p.html) && !isRedirectPage(p.html));
    expect(noindex.length).toBeGreaterThan(0);
    for (const { path } of noindex)
      expect(path.startsWith(LISTING_CARDS_PREFIX) || NOINDEX_SCREENS.has(screenOf(path) ?? 'home'), path).toBe(true);
    // every status and search page: noindex, and no canonical or hreflang link naming it as the page to index
    const unindexed = pages.filter((p) => NOINDEX_SCREENS.has(screenOf(p.path) ?? 'home'));
    expect(unindexed.map((p) => screenOf(p.path))).toEqual(expect.arrayContaining(['not-found', 'error']));
    for (const { path, html } of unindexed) {
      expect(isNoIndex(html), path).toBe(true);
      expect(count(html, /<link rel="canonical"/g), path).toBe(0);
      expect(count(html, /<link rel="alternate" hreflang/g), path).toBe(0);
      // nor an og:url: every not-found answer named the not-found page so
      expect(meta(html, 'og:url'), path).toEqual([]);
    }
    const robots = readFileSync(join(DIST, siteId, 'robots.txt'), 'utf8');
    expect(robots.split('\n')).toContain(`Disallow: ${LISTING_CARDS_PREFIX}`);
  });

  it('has a robots.txt that names the sitemap index', () => {
    const robots = readFileSync(join(DIST, siteId, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots.split('\n')).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
  });

  it('gives every page exactly one canonical link, og:title and og:url (the canonical URL)', () => {
    const documents = pages.filter(isDocument);
    expect(documents.length).toBeGreaterThan(0);
    for (const { path, html } of documents) {
      expect(count(html, /<link rel="canonical"/g), `${path} canonical links`).toBe(1);
      expect(meta(html, 'og:title'), `${path} og:title`).toHaveLength(1);
      expect(meta(html, 'og:title')[0], `${path} og:title`).not.toBe('');
      expect(meta(html, 'og:url'), `${path} og:url`).toEqual([canonical(html)]);
      // The brand as the site's name; a large image card where the page has an image.
      expect(meta(html, 'og:site_name'), `${path} og:site_name`).toEqual(['Dermeya']);
      expect(/<meta name="twitter:card" content="([^"]*)"/.exec(html)?.[1], `${path} twitter:card`).toBe(
        meta(html, 'og:image').length > 0 ? 'summary_large_image' : undefined,
      );
    }
  });

  it("leads the store switcher of every product page's own store view to the product, and ends its BreadcrumbList with it: its canonical page", () => {
    let duplicates = 0;
    for (const { path, html } of pages.filter(isDocument)) {
      const screen = matchPath(siteId, path, { views: cfg.storeViews })?.route.screen;
      if (!screen || !isProductScreen(screen)) continue;
      const current = /<a href="([^"]*)"[^>]*aria-current="true"[^>]*data-store=/.exec(html)?.[1];
      const own = new URL(canonical(html) ?? '').pathname;
      expect(current === undefined ? undefined : decodeEntities(current), path).toBe(own);
      const list = jsonLd(html).find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
      expect(list.itemListElement.at(-1)?.item, path).toBe(canonical(html));
      if (own !== path) duplicates += 1;
    }
    // The legacy and cart-product addresses (on the main site) are among them.
    if (siteId === 'main') expect(duplicates).toBeGreaterThan(0);
  });

  it('describes the brand as an Organization (JSON-LD) on every store view’s home page, at that home page, and shares it with its first hero slide', () => {
    const homes = cfg.sites.find((site) => site.id === siteId)?.stores ?? [];
    expect(homes.length).toBeGreaterThan(0);
    for (const code of homes) {
      const path = buildPath(homeRoute(code).name);
      const html = pages.find((p) => p.path === path)?.html ?? '';
      const organization = jsonLd(html).filter((b) => b['@type'] === 'Organization') as { name?: string; url?: string }[];
      expect(organization, path).toHaveLength(1);
      expect(organization[0]?.name, path).toBeTruthy();
      expect(organization[0]?.url, path).toBe(canonical(html));
      // Its sharing image: the first hero slide it shows, at the slider's desktop size.
      const slide = /data-block="hero"[\s\S]*?<img[^>]* src="([^"]+)"/.exec(html)?.[1];
      expect(slide, `${path} hero slide`).toBeDefined();
      expect(
        meta(html, 'og:image').map((url) => new URL(url).pathname),
        path,
      ).toEqual([slide]);
      expect(meta(html, 'og:image:width'), path).toEqual(['1600']);
    }
  });

  it('types product pages as og:type product and the others as website; og:image is absolute and sized', () => {
    let productImages = 0;
    for (const { path, html } of pages.filter(isDocument)) {
      const screen = matchPath(siteId, path, { views: cfg.storeViews })?.route.screen;
      const product = screen !== undefined && isProductScreen(screen);
      expect(meta(html, 'og:type'), path).toEqual([product ? 'product' : 'website']);
      if (product && meta(html, 'og:image').length > 0) productImages += 1;
      for (const image of meta(html, 'og:image')) {
        expect(new URL(image).protocol, `${path} og:image`).toMatch(/^https?:$/);
        expect(Number(meta(html, 'og:image:width')[0]), `${path} og:image:width`).toBeGreaterThan(0);
        expect(Number(meta(html, 'og:image:height')[0]), `${path} og:image:height`).toBeGreaterThan(0);
      }
    }
    // Product pages show their product's image: the loop above is not over nothing.
    expect(productImages).toBeGreaterThan(0);
  });

  it('shares every indexed page with an image: its own, else its store view’s first hero slide (the home page’s); none for a page left out', () => {
    /** Each store view's home page's sharing image. */
    const homeImage = new Map<string, string>();
    for (const code of cfg.sites.find((site) => site.id === siteId)?.stores ?? []) {
      const home = pages.find((p) => p.path === buildPath(homeRoute(code).name));
      homeImage.set(code, meta(home?.html ?? '', 'og:image')[0] ?? '');
    }
    let shared = 0;
    let own = 0;
    for (const { path, html } of pages.filter((p) => !isRedirectPage(p.html))) {
      const store = matchPath(siteId, path, { views: cfg.storeViews })?.route.store;
      const images = meta(html, 'og:image');
      if (isNoIndex(html)) {
        expect(images, `${path} is left out of search engines`).toEqual([]);
        continue;
      }
      expect(images, path).toHaveLength(1);
      if (images[0] === homeImage.get(store ?? '')) shared += 1;
      else own += 1;
    }
    // Pages of both kinds: the fallback and the pages' own images are both in use.
    expect(shared).toBeGreaterThan(homeImage.size);
    expect(own).toBeGreaterThan(0);
  });

  it('gives every page that shows breadcrumbs one BreadcrumbList of them, item for item, and no other page one', () => {
    /** The screens whose pages were checked with breadcrumbs. */
    const screens = new Set<string>();
    // Pages left out of search engines too (search results, not-found): a crawler may read them all the same.
    for (const { path, html } of pages.filter((p) => !isRedirectPage(p.html))) {
      const nav = /<nav class="crumbs"[\s\S]*?<\/nav>/.exec(html)?.[0];
      const lists = jsonLd(html).filter((b) => b['@type'] === 'BreadcrumbList');
      if (nav === undefined) {
        expect(lists, `${path}: no breadcrumbs shown, none given`).toEqual([]);
        continue;
      }
      const crumbs = [...nav.matchAll(/<li>(?:<a href="([^"]*)"[^>]*>|<span [^>]*>)([^<]*)</g)].map((m) => ({
        href: m[1] === undefined ? undefined : decodeEntities(m[1]),
        name: decodeEntities(m[2] ?? ''),
      }));
      expect(crumbs.length, path).toBeGreaterThan(1);
      expect(lists, `${path}: BreadcrumbList blocks`).toHaveLength(1);
      const items = (lists[0] as { itemListElement: { position: number; name: string; item: string }[] }).itemListElement;
      expect(
        items.map((i) => i.name),
        path,
      ).toEqual(crumbs.map((c) => c.name));
      expect(
        items.map((i) => i.position),
        path,
      ).toEqual(crumbs.map((_, i) => i + 1));
      for (const [i, item] of items.entries()) {
        const url = new URL(item.item);
        expect(url.origin, `${path} item ${i + 1}`).toBe(new URL(siteUrl).origin);
        const href = crumbs[i]?.href;
        if (href !== undefined) expect(`${url.pathname}${url.search}`, `${path} item ${i + 1}`).toBe(href);
      }
      screens.add(matchPath(siteId, path, { views: cfg.storeViews })?.route.screen ?? path);
    }
    // Among them, of those the site has, the screens that once showed breadcrumbs without giving them, and the
    // catalogue's.
    const built = new Set<string | undefined>(
      pages.map((p) => matchPath(siteId, p.path, { views: cfg.storeViews })?.route.screen),
    );
    const wanted = ['search', 'not-found', 'pharmacy-finder', 'category', 'product'].filter((s) => built.has(s));
    expect(wanted).toEqual(expect.arrayContaining(['not-found', 'category', 'product']));
    for (const screen of wanted) expect(screens.has(screen), `pages of the ${screen} screen checked`).toBe(true);
  });
});

describe('a plain static host', () => {
  it.each(cfg.sites.map((s) => s.id))('finds 404.html at the %s site’s root: its root store view’s not-found page', (site) => {
    const page = rootNotFoundFile(site, cfg);
    expect(page).toBeDefined();
    const notFound = readFileSync(join(DIST, site, page ?? ''));
    expect(readFileSync(join(DIST, site, STATIC_HOST_NOT_FOUND)).equals(notFound)).toBe(true);
    expect(notFound.toString()).toContain('noindex');
  });
});

describe('hreflang alternates of both sites', () => {
  it("link every page to pages of either site in the alternate's language, each naming the page back", () => {
    let pairs = 0;
    let crossed = 0;
    for (const site of cfg.sites) {
      for (const { html } of builtPages(site.id).filter(isDocument)) {
        const self = canonical(html) ?? '';
        const own = new URL(self).host;
        for (const [lang, href] of linkAlternates(html)) {
          // Every alternate is a built page; x-default names a page of some language, the others that of theirs.
          const target = readPageAt(href, cfg);
          if (lang === 'x-default') continue;
          expect(htmlLang(target), `${self} → ${href}`).toBe(lang);
          expect(
            linkAlternates(target).map(([, h]) => h),
            `${href} names ${self} back`,
          ).toContain(self);
          pairs++;
          if (new URL(href).host !== own) crossed++;
        }
      }
    }
    expect(pairs).toBeGreaterThan(0);
    // Both sites sell the catalogue: products, categories and pages name each other across them.
    if (cfg.sites.length > 1) expect(crossed).toBeGreaterThan(100);
  });
});
