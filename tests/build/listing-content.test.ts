/**
 * The content of category and need pages in dist/ against the snapshot's `category_pages` and `need_pages`
 * (spec 000 §3): a category whose slug an entry names shows its header title (h1, with the orientation's
 * modifier), lead, content boxes and seo title; a need named by slug and parent slug shows its header and
 * lead; a page without an entry has none of the content's wrappers.
 */
import { describe, expect, it } from 'vitest';
import { categoryPagePath, flattenCategories, type CatalogCategory } from '../../src/catalog/index.ts';
import { loadConfig, storeView, type StoreCode } from '../../src/config/index.ts';
import { currencySymbol } from '../../src/domain/price/format.ts';
import { translator } from '../../src/i18n/index.ts';
import { categorySlug } from '../../src/domain/product/category.ts';
import { routeFor } from '../../src/routing/index.ts';
import { decodeEntities, readPage, title } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';
import { needPages } from './catalog-fixture.ts';

const cfg = loadConfig({});

const snapshot = builtSnapshot();

/** The text of HTML: tags dropped, entities decoded, white space collapsed. */
const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
const h1 = (html: string) => textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
/** The element carrying `data-listing-content="{name}"`, up to the end of the page (enough to look for its texts). */
const block = (html: string, name: string) => html.slice(html.indexOf(`data-listing-content="${name}"`));

/** The content's wrappers in a page's markup (its inlined styles name the classes too, so attributes in tags only). */
const contentMarkup = (html: string) => [
  ...[...html.matchAll(/data-listing-content="[a-z]+"/g)].map((m) => m[0]),
  ...[...html.matchAll(/<[a-z]+ class="(listing-hero|box)\b/g)].map((m) => m[0]),
];

type Raw = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const entries = (store: string, section: 'category_pages' | 'need_pages'): Raw[] => {
  const value = snapshot.content(store, section);
  return Array.isArray(value) ? value : [];
};
const key = (v: unknown) => str(v)?.toLowerCase();

const sites = cfg.sites.map((s) => ({ id: s.id, stores: s.stores.filter((st) => routeFor(st, 'category')) }));

describe.each(sites)('the category and need content of the $id site', ({ id: siteId, stores }) => {
  it('shows the entry of a category (by slug) above and below its listing, and nothing on a category without one', () => {
    let withEntry = 0;
    let without = 0;
    for (const store of stores) {
      const flat: CatalogCategory[] = flattenCategories(snapshot.categories(store), store);
      for (const c of flat.filter((x) => x.is_active)) {
        const path = categoryPagePath(c, flat, 'category');
        if (path === undefined) continue;
        const html = readPage(siteId, path);
        const entry = entries(store, 'category_pages').find((e) => key(e['slug']) === categorySlug(c));
        if (!entry) {
          expect(contentMarkup(html), path).toEqual([]);
          expect(h1(html), path).toBe(c.name);
          // Its description names it: no two such pages share the route's one text.
          const description = decodeEntities(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
          expect(description, path).toBe(translator(storeView(store, cfg).wording)('listing.description', { name: c.name }));
          without++;
          continue;
        }
        const header = entry['header'] as Raw | undefined;
        const lead = str(entry['lead']);
        const seo = entry['seo'] as Raw | undefined;
        expect(contentMarkup(html), path).toContain('data-listing-content="header"');
        expect(h1(html), path).toBe(str(header?.['title']) ?? c.name);
        const orientation = str(header?.['title_orientation']) ?? 'default';
        expect(/<header class="listing-hero ([^"]*)"/.exec(html)?.[1]?.split(' '), path).toContain(
          `listing-hero--${orientation}`,
        );
        if (lead) expect(textOf(block(html, 'header')), path).toContain(lead);
        expect(decodeEntities(title(html) ?? ''), path).toBe(str(seo?.['title']) ?? c.name);
        const boxes = Array.isArray(entry['content_boxes']) ? (entry['content_boxes'] as Raw[]) : [];
        for (const box of boxes) {
          const boxText = textOf(block(html, 'boxes'));
          if (str(box['title'])) expect(boxText, path).toContain(str(box['title']));
          if (str(box['content'])) expect(boxText, path).toContain(textOf(String(box['content'])));
        }
        withEntry++;
      }
    }
    expect(withEntry, 'categories with an entry').toBeGreaterThan(0);
    expect(without, 'categories without an entry').toBeGreaterThan(0);
  });

  it('shows the entry of a need (by slug and parent slug): its header as the h1 and its lead', () => {
    let checked = 0;
    for (const store of stores) {
      for (const { need: n, path, parent } of needPages(snapshot, store)) {
        if (!parent) continue;
        const html = readPage(siteId, path);
        const entry = entries(store, 'need_pages').find(
          (e) => key(e['slug']) === categorySlug(n) && key(e['parent_slug']) === categorySlug(parent),
        );
        if (!entry) {
          expect(contentMarkup(html), path).toEqual([]);
          continue;
        }
        expect(h1(html), path).toBe(str(entry['header']) ?? n.name);
        const lead = str(entry['lead']);
        if (lead) expect(textOf(block(html, 'header')), path).toContain(lead);
        checked++;
      }
    }
    if (stores.some((s) => entries(s, 'need_pages').length > 0)) expect(checked, 'needs with an entry').toBeGreaterThan(0);
  });
});

describe('the Polish baby category (/produkty/dziecko)', () => {
  const store: StoreCode = 'pl';
  const entry = () => entries(store, 'category_pages').find((e) => e['slug'] === 'dziecko') as Raw;

  it('has the expert tip, the expert preview, the offer bundle and the seo description of its entry', () => {
    const html = readPage('main', '/produkty/dziecko');
    expect(textOf(html.slice(html.indexOf('class="content-box content-box--tip')))).toContain(str(entry()['expert_tip']));
    const expert = (snapshot.content(store, 'experts') as Raw[]).find((e) => e['_id'] === entry()['expert_preview']);
    expect(textOf(block(html, 'expert'))).toContain(str(expert?.['name']));
    const box = (snapshot.content(store, 'boxes') as Raw[]).find((b) => b['id'] === entry()['box']);
    expect(contentMarkup(html)).toContain('<section class="box');
    expect(textOf(html.slice(html.indexOf('<section class="box')))).toContain(str(box?.['header']));
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(decodeEntities(description ?? '')).toBe(str((entry()['seo'] as Raw)['description']));
  });

  it('loads its banner eagerly through the image proxy with its size, and its first card lazily', () => {
    const html = readPage('main', '/produkty/dziecko');
    const banner = /<img class="listing-hero__banner"[^>]*>/.exec(html)?.[0] ?? '';
    expect(banner).toMatch(/src="\/img\/1200\/400\/resize\/c\/[^"]+\.png"/);
    expect(banner).toContain('width="1200"');
    expect(banner).toContain('height="400"');
    expect(banner).toContain('loading="eager"');
    expect([...html.matchAll(/loading="eager"/g)]).toHaveLength(1);
  });

  it('the English baby category shows no expert (experts are the default store view’s)', () => {
    const html = readPage('main', '/en/products/baby');
    expect(contentMarkup(html)).toContain('data-listing-content="header"');
    expect(contentMarkup(html)).not.toContain('data-listing-content="expert"');
  });
});

describe('the category pages’ offer boxes in every store view', () => {
  it('content prices in the store view’s currency only: a box shows its set price where the content’s amounts are the view’s, the US view’s none', () => {
    let priced = 0;
    for (const site of cfg.sites) {
      for (const code of site.stores) {
        const view = storeView(code, cfg);
        const route = routeFor(code, 'category');
        if (!route) continue;
        const flat = flattenCategories(snapshot.categories(code), code);
        for (const c of flat.filter((x) => x.is_active)) {
          const html = readPage(site.id, categoryPagePath(c, flat, 'category') ?? '');
          if (!html.includes('<section class="box')) continue;
          const box = html.slice(html.indexOf('<section class="box'));
          expect(box.includes('data-box-price'), `${code} ${c.name}`).toBe(code !== 'us');
          if (code !== 'us') {
            expect(/<strong class="box__final"[^>]*>([^<]*)</.exec(box)?.[1], `${code} ${c.name}`).toContain(
              currencySymbol(view.locale, view.currency),
            );
            priced += 1;
          }
        }
      }
    }
    expect(priced).toBeGreaterThan(0);
  });
});
