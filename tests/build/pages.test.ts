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
import { cmsPageTitle } from '../../src/domain/content/cms-title.ts';
import { buildPath, routeFor } from '../../src/routing/index.ts';
import { sitesApp } from '../../backend/static/sites.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { translator } from '../../src/i18n/index.ts';
import { decodeEntities as decode, DIST, linkAlternates, pageFile, readPage, switcherHrefs, title } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';

const cfg = loadConfig(process.env);
const snapshot = builtSnapshot();
const stores = cfg.sites.flatMap((site) => site.stores.map((store) => ({ site: site.id, store })));
type Entry = Record<string, unknown>;
const list = (store: StoreCode, section: 'special_offers' | 'static_pages') => snapshot.content(store, section) as Entry[];
const built = (site: string, path: string) => existsSync(pageFile(site, path));
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The store views (with their site) whose route table has one of the screens, with the first one's route. */
function storesWith(...screens: string[]) {
  return stores.flatMap(({ site, store }) => {
    const route = screens.map((screen) => routeFor(store, screen)).find((r) => r !== undefined);
    return route ? [{ site, store, route }] : [];
  });
}

describe.each(stores)('the $store store view', ({ site, store }) => {
  const cmsRoute = routeFor(store, 'cms-page');

  it('shows the fixed pages with their content and links every page from the footer', () => {
    const home = readPage(site, buildPath(routeFor(store, 'home')?.name ?? ''));
    const footer = home.slice(home.indexOf('<footer'));
    const fixed = [
      'about',
      'studies',
      'values',
      'streams',
      'delivery-costs',
      'payment-methods',
      'safe-payment',
      'safe-delivery',
      'external-shops',
      'special-offers',
      'pharmacy-finder',
      'blog',
      'site-map',
    ];
    for (const base of fixed) {
      const route = routeFor(store, base);
      if (!route) continue;
      expect(footer, route.name).toContain(`href="${buildPath(route.name)}"`);
      expect(readPage(site, buildPath(route.name)), route.name).not.toContain('class="content-empty"');
    }
    // Pages of content entries: the ambassador when published, the main landing pages, the footer's CMS pages.
    const ambassador = routeFor(store, 'ambassador');
    if (ambassador) expect(footer.includes(`href="${buildPath(ambassador.name)}"`)).toBe(built(site, buildPath(ambassador.name)));
    for (const base of ['emotopic', 'hair-loss']) {
      const route = routeFor(store, base);
      if (route && built(site, route.path)) expect(footer, route.name).toContain(`href="${route.path}"`);
    }
    for (const p of list(store, 'static_pages').filter((x) => x['footer'] === true)) {
      const path = cmsRoute ? buildPath(cmsRoute.name, { slug: str(p['slug']) }) : '';
      if (built(site, path)) expect(footer, path).toContain(`href="${path}"`);
    }
    // Every link of the footer leads to a built page.
    for (const href of [...footer.matchAll(/href="([^"]+)"/g)].map((m) => decode(m[1] ?? '')))
      expect(built(site, href), `footer link ${href}`).toBe(true);
  });
});

describe.each(storesWith('special-offer'))(
  'the special offers of the $store store view',
  ({ site, store, route: offerRoute }) => {
    it('builds every visible offer and no expired or slug-less one', () => {
      const boxes = snapshot.content(store, 'boxes') as Entry[];
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
        // The header picture (desktop and mobile image through the image proxy), the lead, the product list.
        const header = o['header_images'] as { desktop: string; mobile: string };
        expect(html).toMatch(new RegExp(`<source media="\\(max-width: 767px\\)" srcset="/img/\\d+/\\d+/resize${header.mobile}"`));
        expect(html).toMatch(new RegExp(`<img src="/img/\\d+/\\d+/resize${header.desktop}"[^>]* width="\\d+" height="\\d+"`));
        expect(decode(html)).toContain(str(o['lead']));
        const listed = (o['skus'] as string[]).filter((sku) => {
          const product = snapshot.product(store, sku);
          return product !== undefined && isProductVisible(product);
        });
        for (const sku of listed.slice(0, 3)) expect(html, `${path} ${sku}`).toMatch(new RegExp(`data-sku="${sku}`));
        expect(html).toContain('<details');
        expect(html).toMatch(/data-box-price/);
        expect(listHtml).toContain(`href="${path}"`);
        // Breadcrumbs from the route parents: home, the offers list, the offer.
        const crumbs = /<nav class="crumbs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
        expect([...crumbs.matchAll(/<li>/g)]).toHaveLength(3);
        expect(crumbs).toContain(`href="${listPath}"`);
        const box = boxes.find((b) => b['id'] === o['box'] || b['_id'] === o['box']);
        if (box?.['gift_sku']) {
          expect(html, path).toContain(`data-gift-sku="${str(box['gift_sku'])}"`);
          // The note says it comes free of charge, and its card shows no price (its stock state stays).
          const gift = /<div class="box__gift"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
          expect(decode(gift), path).toContain(translator(storeView(store, cfg).wording)('landing.giftNote'));
          expect(gift, path).toContain(`<article class="card" data-sku="${str(box['gift_sku'])}"`);
          expect(gift, path).toContain('data-live-stock');
          expect(gift, path).not.toContain('class="price');
        }
        if (box) {
          // The set's add-to-cart slot carries its products and call to action for the cart island; until that island
          // draws its button, the call to action is no text on the page.
          const slot = /<div data-slot="add-to-cart-set"[^>]*>/.exec(html)?.[0] ?? '';
          expect(slot, path).toContain(`data-skus="${(box['products'] as string[]).join(',')}"`);
          const cta = str(box['content_cta']);
          if (cta !== '') {
            expect(decode(/data-cta="([^"]*)"/.exec(slot)?.[1] ?? ''), path).toBe(cta);
            expect(decode(html.replace(/<[^>]*>/g, ' ')), path).not.toContain(cta);
          }
        }
        expect(html.includes('class="box__badge"'), `${path} multipack`).toBe(box?.['multipack'] === true);
      }
      for (const o of offers.filter((x) => !visible.includes(x))) {
        expect(listHtml).not.toContain(decode(str(o['title'])));
        if (str(o['slug']) !== '') expect(built(site, buildPath(offerRoute?.name ?? '', { slug: str(o['slug']) }))).toBe(false);
      }
    });
  },
);

describe.each(storesWith('cms-page'))('the CMS pages of the $store store view', ({ site, store, route: cmsRoute }) => {
  it('builds every valid static page with its title, and none for a page without content', () => {
    const pages = list(store, 'static_pages');
    const fixedScreens = ['delivery-costs', 'payment-methods'].filter((b) => routeFor(store, b));
    const fixed = new Set(fixedScreens.map((b) => routeFor(store, b)?.path));
    const slugTitle = cfg.settings.cmsSlugTitleStores.includes(store);
    for (const p of pages) {
      const path = buildPath(cmsRoute?.name ?? '', { slug: str(p['slug']) });
      if (str(p['content']).trim() === '') {
        expect(built(site, path), path).toBe(false);
        continue;
      }
      if (fixed.has(path)) continue;
      // A page a fixed route shows is not built a second time under its own slug.
      if (fixedScreens.includes(str(p['identifier']))) {
        expect(built(site, path), `${path} repeats a fixed route`).toBe(false);
        continue;
      }
      const expected = slugTitle ? cmsPageTitle(str(p['slug'])) : str(p['title']);
      const html = readPage(site, path);
      expect(decode(title(html) ?? ''), path).toBe(expected);
      // The heading is the entry's own title in every store view.
      expect(decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''), path).toBe(str(p['title']));
    }
    expect(pages.some((p) => str(p['content']).trim() === '')).toBe(true);
  });
});

describe.each(storesWith('ambassador'))('the ambassador page of the $store store view', ({ site, store, route }) => {
  it('builds the ambassador page only when it is published', () => {
    const published = isAmbassadorPublished(snapshot.content(store, 'ambassador') as { published?: boolean });
    expect(built(site, buildPath(route.name))).toBe(published);
    if (store === 'hr') expect(published).toBe(false);
    // hreflang alternates name only the store views that build it.
    if (published) expect(linkAlternates(readPage(site, buildPath(route.name))).map(([lang]) => lang)).not.toContain('hr-HR');
  });
});

describe.each(storesWith('safe-payment', 'safe-delivery'))(
  'the safe payment and delivery pages of the $store store view',
  ({ site, store }) => {
    const safePages = (
      [
        ['safe-payment', 'safe_payment', 'payments'],
        ['safe-delivery', 'safe_delivery', 'shippings'],
      ] as const
    ).filter(([base]) => routeFor(store, base));

    it('lists the payments and shippings of the safe payment and delivery pages', () => {
      for (const [base, section, key] of safePages) {
        const route = routeFor(store, base);
        if (!route) throw new Error('filtered: the route exists');
        const html = decode(readPage(site, buildPath(route.name)));
        const entries = ((snapshot.content(store, section) as Entry | null)?.[key] ?? []) as Entry[];
        expect(entries.length, base).toBeGreaterThan(0);
        for (const e of entries) expect(html, `${base} ${str(e['name'])}`).toContain(str(e['name']));
      }
    });
  },
);

describe.each(storesWith('streams'))('the streams page of the $store store view', ({ site, store, route }) => {
  it('shows every stream with its title, date and hour', () => {
    const html = decode(readPage(site, buildPath(route.name)));
    const streams = snapshot.content(store, 'streams') as Entry[];
    expect(streams.length).toBeGreaterThan(0);
    for (const s of streams) {
      expect(html, str(s['title'])).toContain(str(s['title']));
      expect(html, str(s['title'])).toContain(`datetime="${str(s['date'])}T${str(s['hour'])}"`);
      expect(html, str(s['title'])).toContain(str(s['hour']));
    }
  });
});

describe.each(storesWith('external-shops'))('the external shops page of the $store store view', ({ site, store, route }) => {
  it("groups external shops by country, the store view's own first", () => {
    const countries = [...readPage(site, buildPath(route.name)).matchAll(/data-country="([A-Z]{2})"/g)].map((m) => m[1]);
    expect(countries[0]).toBe(storeView(store, cfg).taxCountry);
    expect(new Set(countries).size).toBe(countries.length);
  });
});

describe.each(storesWith('philosophy'))('the philosophy route of the $store store view', ({ site, store, route }) => {
  it('redirects the philosophy route to about: the built page and the server (301)', async () => {
    const about = buildPath(routeFor(store, 'about')?.name ?? '');
    expect(readPage(site, buildPath(route.name))).toContain(about);
    const origin = cfg.sites.find((x) => x.id === site)?.url ?? '';
    const res = await sitesApp({ distDir: DIST, cfg }).request(`${origin}${buildPath(route.name)}`, {
      headers: { Host: new URL(origin).host },
    });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location') ?? '', origin).pathname).toBe(about);
  });
});

describe('a static page shown by a fixed route in one store view and as a CMS page in another', () => {
  const siteOf = (store: StoreCode) => storeView(store, cfg).site;
  const urlOf = (store: StoreCode, path: string) => `${cfg.sites.find((s) => s.id === siteOf(store))?.url ?? ''}${path}`;
  /** The store switcher's links of a page of `store`, as absolute URLs. */
  const switcherUrls = (store: StoreCode, html: string) =>
    switcherHrefs(html).map((h) => (h.startsWith('/') ? urlOf(store, h) : h));

  it('names the page of the same entry (_id) in each store view of either site, both ways, in hreflang and the store switcher', () => {
    let pairs = 0;
    let crossed = 0;
    const stores = cfg.sites.flatMap((s) => s.stores);
    for (const cmsStore of stores) {
      const cmsRoute = routeFor(cmsStore, 'cms-page');
      for (const screen of ['delivery-costs', 'payment-methods'].filter((s) => cmsRoute && !routeFor(cmsStore, s))) {
        for (const entry of list(cmsStore, 'static_pages').filter((p) => p['identifier'] === screen)) {
          const cmsPath = buildPath(cmsRoute?.name ?? '', { slug: str(entry['slug']) });
          if (!built(siteOf(cmsStore), cmsPath)) continue;
          const cmsPage = readPage(siteOf(cmsStore), cmsPath);
          const cmsUrl = urlOf(cmsStore, cmsPath);
          for (const fixedStore of stores.filter((s) => routeFor(s, screen))) {
            const shown = list(fixedStore, 'static_pages').find((p) => p['identifier'] === screen);
            if (shown?.['_id'] !== entry['_id']) continue;
            const fixedPath = routeFor(fixedStore, screen)?.path ?? '';
            const fixedPage = readPage(siteOf(fixedStore), fixedPath);
            const fixedUrl = urlOf(fixedStore, fixedPath);
            expect(
              linkAlternates(cmsPage).map(([, h]) => h),
              `${cmsUrl} names ${fixedUrl}`,
            ).toContain(fixedUrl);
            expect(
              linkAlternates(fixedPage).map(([, h]) => h),
              `${fixedUrl} names ${cmsUrl}`,
            ).toContain(cmsUrl);
            expect(switcherUrls(cmsStore, cmsPage), `${cmsUrl} switches to ${fixedUrl}`).toContain(fixedUrl);
            expect(switcherUrls(fixedStore, fixedPage), `${fixedUrl} switches to ${cmsUrl}`).toContain(cmsUrl);
            pairs++;
            if (siteOf(cmsStore) !== siteOf(fixedStore)) crossed++;
          }
        }
      }
    }
    // The sample data: the Romanian view has neither fixed route, the other views of both sites have both.
    if (stores.includes('ro') && stores.includes('pl')) expect(pairs).toBeGreaterThanOrEqual(2);
    if (stores.includes('ro') && stores.includes('us')) expect(crossed).toBeGreaterThanOrEqual(2);
  });
});
