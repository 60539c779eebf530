/**
 * The landing pages in dist/main against the content-sync snapshot the build read: every emotopic and
 * hair-loss route whose content entry is in the sample data, and every series page, is built in each
 * store view that has the route; the emotopic pages are in the emotopic layout (the 'freshscope' html
 * class); the sections follow the content's layout order; the FAQ is on the page and as FAQPage JSON-LD;
 * a gift comes with its note and without a price; the product lines' links of the home page land on built pages.
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { loadConfig, site as siteOf, storeView, type StoreCode } from '../../src/config/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { PRODUCT_LINES } from '../../src/config/constants.ts';
import { fillPattern, homeRoute, routeFor, routesFor } from '../../src/routing/index.ts';
import { decodeEntities as decode, pageFile, readPage, title } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';

const cfg = loadConfig(process.env);
const snapshot = builtSnapshot();
const LANDING = ['emotopic-landing', 'hair-landing'];
const stores = siteOf('main', cfg).stores.filter((s) => routesFor(s).some((r) => LANDING.includes(r.screen)));

interface RawLanding {
  _id: string;
  type?: string;
  slug: string;
  title: string;
  header_text?: string;
  faq?: { question: string; answer: string }[];
  layout_order?: string[];
  gift_sku?: string;
  publish_from?: string | null;
  publish_to?: string | null;
}

const all = (store: StoreCode): RawLanding[] => {
  const value = snapshot.content(store, 'landing_pages');
  return (Array.isArray(value) ? value : []) as unknown as RawLanding[];
};
/** The entries a reader should find, read independently of the page code: a title, and a window holding now. */
const isLive = (e: RawLanding, now = Date.now()) =>
  typeof e.title === 'string' &&
  e.title.trim() !== '' &&
  (!e.publish_from || Date.parse(e.publish_from) <= now) &&
  (!e.publish_to || Date.parse(`${e.publish_to.slice(0, 10)}T23:59:59.999Z`) >= now);
const landings = (store: StoreCode): RawLanding[] => all(store).filter((e) => isLive(e));
const jsonLd = (html: string): { '@type': string; mainEntity?: unknown }[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}'));
const sectionsOf = (html: string): string[] => [...html.matchAll(/data-landing-section="([a-z_]+)"/g)].map((m) => m[1] ?? '');

/** The landing pages a store view must have: its bound routes with their entry, and one series page per series entry. */
function expectedPages(store: StoreCode): { path: string; entry: RawLanding; emotopic: boolean }[] {
  const entries = landings(store);
  const bound = routesFor(store).flatMap((route) => {
    const entry = entries.find((e) => e._id === route.contentSlug);
    return LANDING.includes(route.screen) && entry
      ? [{ path: route.path, entry, emotopic: route.screen === 'emotopic-landing' }]
      : [];
  });
  const series = routeFor(store, 'series-landing');
  const pages = series
    ? entries
        .filter((e) => e.type === 'series')
        .map((entry) => ({ path: fillPattern(series.path, { slug: entry.slug }), entry, emotopic: false }))
    : [];
  return [...bound, ...pages];
}

it('has the landing pages in the store views of the main site that have their routes', () => {
  expect(stores).toEqual(expect.arrayContaining(['pl', 'en', 'tn', 'hr']));
});

describe.each(stores)('the landing pages of %s', (store) => {
  const pages = expectedPages(store);

  it('are all built: the three emotopic pages, the four hair-loss pages and the series pages', () => {
    expect(pages.filter((p) => p.emotopic)).toHaveLength(3);
    expect(pages.length).toBeGreaterThanOrEqual(8);
    for (const page of pages) expect(existsSync(pageFile('main', page.path)), page.path).toBe(true);
  });

  it('line products: a line’s series page lists the line’s first 4 visible products, created_at ascending, and links all of them', () => {
    const series = routeFor(store, 'series-landing');
    const search = routeFor(store, 'search');
    if (!series || !search) throw new Error(`${store}: the series and search routes`);
    const lineCode = 'E';
    const seria = PRODUCT_LINES.findIndex((l) => l.code === lineCode) + 1;
    const slug = PRODUCT_LINES.find((l) => l.code === lineCode)?.slug ?? '';
    const expected = snapshot
      .products(store)
      .filter((p) => p.seria === seria && p.status === 1 && p.visibility === 4)
      .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)) || a.id - b.id)
      .slice(0, 4)
      .map((p) => p.sku);
    expect(expected).toHaveLength(4);
    const html = readPage('main', fillPattern(series.path, { slug }));
    const section = html.slice(html.indexOf('data-landing-section="products"'));
    const firstList = /<ul class="card-grid"[\s\S]*?<\/ul>/.exec(section)?.[0] ?? '';
    expect([...firstList.matchAll(/<li data-sku="([^"]+)"/g)].map((m) => m[1])).toEqual(expected);
    expect(html).toContain(`href="${fillPattern(search.path, {})}?seria=${seria}"`);
  });

  it('are not built for an ended or untitled entry', () => {
    const series = routeFor(store, 'series-landing');
    const dropped = all(store).filter((e) => !isLive(e));
    expect(dropped.map((e) => e._id).sort()).toEqual(['series-ended', 'series-no-title']);
    for (const entry of dropped) {
      if (series && entry.slug)
        expect(existsSync(pageFile('main', fillPattern(series.path, { slug: entry.slug }))), entry._id).toBe(false);
    }
  });

  it('link their built sub-pages from the page above them, and show the introduction text', () => {
    let parents = 0;
    for (const parent of routesFor(store).filter((r) => LANDING.includes(r.screen) && r.parent === undefined)) {
      const children = routesFor(store).filter((r) => r.parent === parent.name && existsSync(pageFile('main', r.path)));
      if (!existsSync(pageFile('main', parent.path))) continue;
      parents += 1;
      const nav = /<nav class="landing__more"[\s\S]*?<\/nav>/.exec(readPage('main', parent.path))?.[0] ?? '';
      expect(children.length, parent.name).toBeGreaterThan(0);
      for (const child of children) {
        expect(nav, child.name).toContain(`href="${child.path}"`);
        // ...and the sub-page's breadcrumbs lead back to it.
        const crumbs = /<nav class="crumbs"[\s\S]*?<\/nav>/.exec(readPage('main', child.path))?.[0] ?? '';
        expect(crumbs, child.name).toContain(`href="${parent.path}"`);
      }
    }
    const introduced = pages.filter((p) => p.entry.header_text);
    for (const page of introduced) {
      const intro = /<div class="rich-text landing-header__text"[^>]*>([\s\S]*?)<\/div>/.exec(readPage('main', page.path))?.[1];
      expect(decode(intro ?? ''), page.path).toBe(page.entry.header_text);
    }
    // The sample data has both in every store view tested: the checks are not over nothing.
    expect(parents).toBeGreaterThan(0);
    expect(introduced.length).toBeGreaterThan(0);
  });

  it('are titled by their content, the emotopic ones in the emotopic layout', () => {
    for (const page of pages) {
      const html = readPage('main', page.path);
      expect(decode(title(html) ?? ''), page.path).toBe(page.entry.title);
      expect(decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''), page.path).toBe(page.entry.title);
      const htmlClass = /<html[^>]*class="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(htmlClass.split(' ').includes('freshscope'), page.path).toBe(page.emotopic);
      expect(html.includes('<body class="layout-emotopic"'), page.path).toBe(page.emotopic);
    }
  });

  it('show their sections in the order of the content layout', () => {
    for (const page of pages) {
      const order = page.entry.layout_order ?? [];
      const shown = sectionsOf(readPage('main', page.path));
      expect(shown.length, page.path).toBeGreaterThan(0);
      expect(shown, page.path).toEqual(order.filter((name) => shown.includes(name)));
    }
  });

  it('show a gift as free of charge: the note, and its card without a price', () => {
    const note = translator(storeView(store, cfg).wording)('landing.giftNote');
    const withGift = pages.filter((p) => p.entry.gift_sku && sectionsOf(readPage('main', p.path)).includes('buy_together'));
    expect(withGift.length).toBeGreaterThan(0);
    for (const page of withGift) {
      const html = readPage('main', page.path);
      const gift = new RegExp(`data-gift="${page.entry.gift_sku}"[\\s\\S]*?</article>`).exec(html)?.[0] ?? '';
      expect(decode(gift), page.path).toContain(note);
      expect(gift, page.path).toContain(`<article class="card" data-sku="${page.entry.gift_sku}"`);
      expect(gift, page.path).toContain('data-live-stock');
      expect(gift, page.path).not.toContain('class="price');
    }
  });

  it("take their accents' colour from the one line all their products share, or else the brand's", () => {
    let lined = 0;
    for (const page of pages) {
      const html = readPage('main', page.path);
      const landing = html.slice(html.indexOf('<article class="landing"'), html.indexOf('<footer'));
      const colours = new Set([...landing.matchAll(/class="line-badge" style="--line-color: (#[0-9a-f]{6})"/g)].map((m) => m[1]));
      const shown = /<article class="landing"(?: style="--line-color: (#[0-9a-f]{6})")?/.exec(landing)?.[1];
      const [only] = colours;
      // A series page of a line (its kicker names it) has its colour whatever its other lists show.
      if (!landing.includes('class="landing__kicker"')) expect(shown, page.path).toBe(colours.size === 1 ? only : undefined);
      if (shown !== undefined) lined += 1;
    }
    expect(lined, 'the hair-loss pages: the hair line').toBeGreaterThanOrEqual(4);
  });

  it('show the FAQ on the page and as FAQPage JSON-LD', () => {
    for (const page of pages) {
      const html = readPage('main', page.path);
      const faq = page.entry.faq ?? [];
      expect(faq.length).toBeGreaterThan(0);
      const ld = jsonLd(html).find((j) => j['@type'] === 'FAQPage');
      expect(ld?.mainEntity, page.path).toEqual(
        faq.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
      );
      const terms = [...decode(html).matchAll(/<dt[^>]*>([^<]*)<\/dt>/g)].map((m) => m[1]);
      expect(terms, page.path).toEqual(faq.map((q) => q.question));
    }
  });

  it('link product lines from the home page only to built pages', () => {
    const home = readPage('main', homeRoute(store).path);
    const series = routeFor(store, 'series-landing');
    const prefix = series ? series.path.replace('{slug}', '') : undefined;
    const links = prefix
      ? [...home.matchAll(/href="([^"?#]+)"/g)].map((m) => decode(m[1] ?? '')).filter((h) => h.startsWith(prefix))
      : [];
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(existsSync(pageFile('main', href)), href).toBe(true);
  });
});
