/**
 * The special offers, CMS and brand pages in dist/ against the content-sync snapshot the build read:
 * every visible offer, static page and published ambassador has its page in each store view with the
 * route; expired, slug-less and invalid entries and an unpublished ambassador have none; titles follow
 * the rules (offer title, CMS title: the slug rule in the US view); the footer links the brand pages;
 * /filozofia and /philosophy redirect to about.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, statSync } from 'node:fs';
import { loadConfig, storeView, type StoreCode } from '../../src/config/index.ts';
import { isAmbassadorPublished, isSpecialOfferVisible } from '../../src/domain/content/visibility.ts';
import { buildPath, cmsPageTitle, routeFor } from '../../src/routing/index.ts';
import { footerRoutes } from '../../src/layouts/published.ts';
import { DEFAULT_SNAPSHOT_DIR, openSnapshot } from '../../content-sync/snapshot.ts';
import { linkAlternates, pageFile, readPage, title } from './dist.ts';

const cfg = loadConfig(process.env);
const snapshot = openSnapshot(process.env['SNAPSHOT_DIR'] ?? DEFAULT_SNAPSHOT_DIR);
const decode = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
const stores = cfg.sites.flatMap((site) => site.stores.map((store) => ({ site: site.id, store })));
type Entry = Record<string, unknown>;
const list = (store: StoreCode, section: 'special_offers' | 'static_pages') => snapshot.content(store, section) as Entry[];
const built = (site: string, path: string) => existsSync(pageFile(site, path));
const str = (v: unknown) => (typeof v === 'string' ? v : '');

describe.each(stores)('the $store store view', ({ site, store }) => {
  const offerRoute = routeFor(store, 'special-offer');
  const cmsRoute = routeFor(store, 'cms-page');

  it.runIf(offerRoute)('builds every visible offer and no expired or slug-less one', () => {
    const listPath = buildPath(routeFor(store, 'special-offers')?.name ?? '');
    const builtAt = statSync(pageFile(site, listPath)).mtime;
    const listHtml = readPage(site, listPath);
    const offers = list(store, 'special_offers');
    const visible = offers.filter((o) =>
      isSpecialOfferVisible(
        {
          slug: str(o['slug']),
          publication: { from: (o['publish_from'] as string) ?? null, to: (o['publish_to'] as string) ?? null },
        },
        builtAt,
      ),
    );
    expect(visible.length).toBeGreaterThan(0);
    for (const o of visible) {
      const path = buildPath(offerRoute?.name ?? '', { slug: str(o['slug']) });
      const html = readPage(site, path);
      expect(decode(title(html) ?? ''), path).toBe(o['title']);
      expect(html).toContain('<details');
      expect(html).toMatch(/data-box-price/);
      expect(listHtml).toContain(`href="${path}"`);
    }
    for (const o of offers.filter((x) => !visible.includes(x))) {
      expect(listHtml).not.toContain(decode(str(o['title'])));
      if (str(o['slug']) !== '') expect(built(site, buildPath(offerRoute?.name ?? '', { slug: str(o['slug']) }))).toBe(false);
    }
  });

  it.runIf(cmsRoute)('builds every valid static page with its title, and none for a page without content', () => {
    const pages = list(store, 'static_pages');
    const fixed = new Set(['delivery-costs', 'payment-methods'].map((b) => routeFor(store, b)?.path));
    for (const p of pages) {
      const path = buildPath(cmsRoute?.name ?? '', { slug: str(p['slug']) });
      if (str(p['content']).trim() === '') {
        expect(built(site, path), path).toBe(false);
        continue;
      }
      if (fixed.has(path)) continue;
      const expected = store === 'us' ? cmsPageTitle(str(p['slug'])) : str(p['title']);
      expect(decode(title(readPage(site, path)) ?? ''), path).toBe(expected);
    }
    expect(pages.some((p) => str(p['content']).trim() === '')).toBe(true);
  });

  it('builds the ambassador page only when it is published', () => {
    const route = routeFor(store, 'ambassador');
    if (!route) return;
    const published = isAmbassadorPublished(snapshot.content(store, 'ambassador') as { published?: boolean });
    expect(built(site, buildPath(route.name))).toBe(published);
    if (store === 'hr') expect(published).toBe(false);
    // hreflang alternates name only the store views that build it.
    if (published) expect(linkAlternates(readPage(site, buildPath(route.name))).map(([lang]) => lang)).not.toContain('hr-HR');
  });

  it('shows the fixed pages with their content and links the brand pages from the footer', () => {
    const home = readPage(site, buildPath(routeFor(store, 'home')?.name ?? ''));
    const footer = home.slice(home.indexOf('<footer'));
    for (const base of [
      'about',
      'studies',
      'values',
      'delivery-costs',
      'payment-methods',
      'safe-payment',
      'safe-delivery',
      'external-shops',
      'special-offers',
    ]) {
      const route = routeFor(store, base);
      if (!route) continue;
      expect(
        footerRoutes(store, cfg).map((r) => r.name),
        route.name,
      ).toContain(route.name);
      expect(footer, route.name).toContain(`href="${buildPath(route.name)}"`);
      expect(readPage(site, buildPath(route.name)), route.name).not.toContain('class="content-empty"');
    }
  });

  it("groups external shops by country, the store view's own first", () => {
    const route = routeFor(store, 'external-shops');
    if (!route) return;
    const countries = [...readPage(site, buildPath(route.name)).matchAll(/data-country="([A-Z]{2})"/g)].map((m) => m[1]);
    expect(countries[0]).toBe(storeView(store, cfg).taxCountry);
    expect(new Set(countries).size).toBe(countries.length);
  });

  it('redirects the philosophy route to about', () => {
    const route = routeFor(store, 'philosophy');
    if (!route) return;
    expect(readPage(site, buildPath(route.name))).toContain(buildPath(routeFor(store, 'about')?.name ?? ''));
  });
});
