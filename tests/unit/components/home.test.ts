import { describe, expect, it } from 'vitest';
import {
  blogTeaser,
  instagramTiles,
  lineEntries,
  menuLinks,
  productBlock,
  topBarItems,
  visibleHeroSlides,
} from '../../../src/components/home/content.ts';
import { contentHref, lineHref, menuRedirectHref, redirectHref } from '../../../src/components/home/links.ts';
import { proxiedImage } from '../../../src/catalog/index.ts';
import { megaMenu, menuHrefs, navigableMenu } from '../../../src/components/home/menu.ts';
import { IMAGE_SIZES, PRODUCT_LINES } from '../../../src/config/index.ts';
import type { CatalogCategory } from '../../../src/catalog/index.ts';

const now = new Date('2026-11-22T12:00:00Z');
const slide = (id: string, from: string | null, to: string | null, order?: number) => ({
  _id: id,
  order,
  background_image: `/h/${id}.png`,
  alt: id,
  publish_from: from,
  publish_to: to,
});

describe('home content', () => {
  it('keeps only hero slides inside their publication window, in order', () => {
    const slides = visibleHeroSlides(
      [
        slide('expired', '2026-09-01T00:00:00Z', '2026-11-01T00:00:00Z', 1),
        slide('open', '2026-10-01T00:00:00Z', null, 3),
        slide('future', '2026-12-01T00:00:00Z', null, 0),
        slide('current', '2026-11-01T00:00:00Z', '2026-12-31T00:00:00Z', 2),
        { _id: 'broken' },
      ],
      now,
    );
    expect(slides.map((s) => s.id)).toEqual(['current', 'open']);
    expect(slides[0]?.mobileImage).toBe('/h/current.png');
  });

  it('a hero slide carries its product block (category, image, subtitle, title); a malformed block drops only the block', () => {
    const open = ['2026-11-01T00:00:00Z', null] as const;
    const block = { category: 'Face', image: '/p/DY-A-00001-1.png', title: 'cream', subtitle: 'atopic skin' };
    const slides = visibleHeroSlides(
      [
        { ...slide('seed', ...open, 1), product_block: block },
        { ...slide('image-object', ...open, 2), product_block: { image: { path: '/p/x.png', alt: 'X cream' }, title: ' gel ' } },
        { ...slide('broken-image', ...open, 3), product_block: { ...block, image: 42, subtitle: ' ' } },
        { ...slide('no-title', ...open, 4), product_block: { ...block, title: '' } },
        { ...slide('not-an-object', ...open, 5), product_block: 'cream' },
        slide('none', ...open, 6),
      ],
      now,
    );
    expect(slides.map((s) => [s.id, s.product])).toEqual([
      // No alt: decorative (the slider writes alt="").
      [
        'seed',
        { category: 'Face', image: { path: '/p/DY-A-00001-1.png', alt: undefined }, title: 'cream', subtitle: 'atopic skin' },
      ],
      ['image-object', { category: undefined, image: { path: '/p/x.png', alt: 'X cream' }, title: 'gel', subtitle: undefined }],
      ['broken-image', { category: 'Face', image: undefined, title: 'cream', subtitle: undefined }],
      ['no-title', undefined],
      ['not-an-object', undefined],
      ['none', undefined],
    ]);
  });

  it('finds the product blocks by type and reads the top bar items', () => {
    const blocks = [
      { type: 'newest', title: 'New', skus: ['A'] },
      { type: 'special', title: 'Offers', skus: ['B'] },
    ];
    expect(productBlock(blocks, 'special')?.skus).toEqual(['B']);
    expect(productBlock([], 'newest')).toBeUndefined();
    expect(topBarItems({ items: [{ text: 'Free delivery' }, { text: ' ' }, 'Samples'] })).toEqual(['Free delivery', 'Samples']);
    expect(topBarItems(null)).toEqual([]);
  });

  it('shows published Instagram tiles only, at most 12', () => {
    const tiles = Array.from({ length: 15 }, (_, i) => ({
      is_published: i !== 2,
      image: `/i/${i}.png`,
      link: `https://www.instagram.com/p/${i}/`,
      alt: `#${i}`,
    }));
    const shown = instagramTiles(tiles);
    expect(shown).toHaveLength(12);
    expect(shown.map((t) => t.alt)).not.toContain('#2');
  });

  it('the blog teaser is titled by its preview title, else its title, as content-sync checks it', () => {
    const teaser = { image: '/b/t.png', alt: 'a', excerpt: 'e', slug: 's', category: 'c' };
    expect(blogTeaser({ ...teaser, preview_title: 'Preview' })?.title).toBe('Preview');
    expect(blogTeaser({ ...teaser, preview_title: 'Preview', title: 'Title' })?.title).toBe('Preview');
    expect(blogTeaser({ ...teaser, preview_title: ' ', title: 'Title' })?.title).toBe('Title');
    expect(blogTeaser(teaser)).toBeUndefined();
  });

  it('drops an Instagram tile whose link is not http(s) (a javascript: link never reaches an href)', () => {
    const tile = (link: string, alt: string) => ({ is_published: true, image: '/i/1.png', link, alt });
    const shown = instagramTiles([
      tile('javascript:alert(document.cookie)', 'script'),
      tile('data:text/html,<script>alert(1)</script>', 'data'),
      tile('http://www.instagram.com/p/1/', 'http'),
      tile('https://www.instagram.com/p/2/', 'https'),
    ]);
    expect(shown.map((t) => t.alt)).toEqual(['http', 'https']);
  });

  it('drops a line record whose colour is not a colour (it is written into a style attribute)', () => {
    const line = (color: string) => ({ category: 'a-allergic', cms_id: 1, color, label: 'x', lang: 'pl' });
    const kept = lineEntries([
      line('red;background-image:url(https://tracker.example/p)'),
      line('#12345g'),
      line('#2f6f9f'),
      line('teal'),
      line('#abc'),
    ]);
    expect(kept.map((l) => l.color)).toEqual(['#2f6f9f', 'teal', '#abc']);
  });

  it('orders the mega-menu links by order, unordered ones after', () => {
    const links = menuLinks([
      { label: 'B', slug: 'b', order: 2 },
      { label: 'X', slug: 'x' },
      { label: 'A', slug: 'a', order: 1 },
    ]);
    expect(links.map((l) => l.label)).toEqual(['A', 'B', 'X']);
  });
});

const category = (id: number, parent: number, depth: number, urlPath: string, store = 'pl'): CatalogCategory => ({
  id,
  parent_id: parent,
  name: urlPath.split('/').at(-1) ?? '',
  slug: urlPath.split('/').at(-1) ?? '',
  url_key: urlPath.split('/').at(-1) ?? '',
  url_path: urlPath,
  path: `1/2/${id}`,
  level: depth + 2,
  position: id,
  is_active: true,
  product_count: 1,
  store,
  child_ids: [],
  depth,
});

describe('home links', () => {
  it('proxies content images at a size and keeps absolute URLs', () => {
    expect(proxiedImage('/i/a.png', IMAGE_SIZES.instagramTile)).toBe('/img/300/300/resize/i/a.png');
    expect(proxiedImage('i/a.png', IMAGE_SIZES.instagramTile)).toBe('/img/300/300/resize/i/a.png');
    expect(proxiedImage('https://cdn.example/a.png', IMAGE_SIZES.instagramTile)).toBe('https://cdn.example/a.png');
  });

  it('links a line to its series page, else to the search listing filtered by seria, else nowhere', () => {
    expect(lineHref('pl', 'A', new Set(['a-allergic']))).toBe('/seria/a-allergic');
    expect(lineHref('pl', 'DS', new Set())).toBe('/szukaj?seria=2');
    expect(lineHref('us', 'A', new Set(['a-allergic']))).toBeUndefined();
  });

  it('resolves mega-menu redirects to a route, else to a CMS page', () => {
    expect(redirectHref('pl', 'koszty-dostawy')).toBe('/strona/koszty-dostawy');
    expect(redirectHref('ua', 'vartist-dostavky')).toBe('/ua/site/vartist-dostavky');
    // A static page a fixed route shows is linked at that route.
    expect(redirectHref('ua', 'vartist-dostavky', new Map([['vartist-dostavky', '/ua/site/delivery-cost']]))).toBe(
      '/ua/site/delivery-cost',
    );
    expect(redirectHref('en', '')).toBeUndefined();
  });

  it('menuRedirectHref: links a mega-menu redirect only to a page the store view builds, else gives the reason', () => {
    const pl = { fixed: new Map<string, string>(), built: new Set(['/strona/koszty-dostawy', '/strona/regulamin']) };
    const en = { fixed: new Map<string, string>(), built: new Set(['/en/page/terms-and-conditions']) };
    const hr = {
      fixed: new Map([['troskovi-dostave', '/hr/stranica/troskovi-dostave']]),
      built: new Set(['/hr/stranica/troskovi-dostave']),
    };
    expect(menuRedirectHref('pl', 'koszty-dostawy', pl)).toEqual({ href: '/strona/koszty-dostawy' });
    expect(menuRedirectHref('pl', '/strona/regulamin', pl)).toEqual({ href: '/strona/regulamin' });
    expect(menuRedirectHref('en', '/page/terms-and-conditions', en)).toEqual({ href: '/en/page/terms-and-conditions' });
    expect(menuRedirectHref('hr', 'troskovi-dostave', hr)).toEqual({ href: '/hr/stranica/troskovi-dostave' });
    expect(menuRedirectHref('en', 'https://example.com/x', en)).toEqual({ href: 'https://example.com/x' });
    // the Polish value the service fell back to, another store view's path, a dropped page, a typo
    expect(menuRedirectHref('hr', 'koszty-dostawy', hr)).toEqual({
      href: undefined,
      reason:
        'redirect "koszty-dostawy" leads to /hr/stranica/koszty-dostawy, which the store view does not build: link left out',
    });
    expect(menuRedirectHref('en', '/strona/regulamin', en).href).toBeUndefined();
    expect(menuRedirectHref('pl', 'no-content', pl).href).toBeUndefined();
    expect(menuRedirectHref('pl', 'regulamin-2024', pl).href).toBeUndefined();
    expect(menuRedirectHref('pl', ' ', pl)).toEqual({ href: undefined, reason: 'redirect is empty' });
  });

  it('resolves a content path naming a category url_path to the category page', () => {
    const cats = [category(3, 2, 0, 'twarz')];
    expect(contentHref('pl', '/twarz', cats)).toBe('/produkty/twarz');
    expect(contentHref('en', '/about-us', [])).toBe('/en/about-us');
    expect(contentHref('en', 'page/terms?x=1', [])).toBe('/en/page/terms?x=1');
    expect(contentHref('pl', 'https://example.com/x', cats)).toBe('https://example.com/x');
  });

  it('gives no link for a path no route of the store view answers (a fallback to another language’s path)', () => {
    const cats = [category(3, 2, 0, 'twarz')];
    // the Croatian slide fell back to the Polish link: /hr/twarz is no page of the Croatian store view
    expect(contentHref('hr', '/twarz', cats)).toBeUndefined();
    expect(contentHref('en', '/about', [])).toBeUndefined();
  });
});

describe('the mega-menu', () => {
  it('leaves out a redirect to a page the store view does not build, and reports the entry', () => {
    const reported: [string | undefined, string][] = [];
    const menu = megaMenu({
      store: 'hr',
      categories: [],
      needs: [],
      lines: [],
      links: menuLinks([
        { _id: 'm1', label: 'Troškovi', slug: 'k', parent_slug: '', redirect: 'troskovi-dostave', style_type: 'redirect' },
        { _id: 'm2', label: 'Koszty', slug: 'p', parent_slug: '', redirect: 'koszty-dostawy', style_type: 'redirect' },
      ]),
      seriesSlugs: new Set(),
      fixedPages: new Map([['troskovi-dostave', '/hr/stranica/troskovi-dostave']]),
      built: new Set(['/hr/stranica/troskovi-dostave']),
      report: (entry, reason) => reported.push([entry._id, reason]),
      labels: { categories: 'Proizvodi', needs: 'Potrebe', lines: 'Linije' },
      lineLabel: (code) => code,
    });
    expect(menu.links).toEqual([{ label: 'Troškovi', href: '/hr/stranica/troskovi-dostave' }]);
    expect(reported).toEqual([
      [
        'm2',
        'redirect "koszty-dostawy" leads to /hr/stranica/koszty-dostawy, which the store view does not build: link left out',
      ],
    ]);
  });

  it('leaves out a category without products, of the category tree only: a need without products keeps its link', () => {
    const categories = [
      { ...category(3, 2, 0, 'twarz'), child_ids: [4, 5] },
      { ...category(4, 3, 1, 'twarz/puste'), product_count: 0 },
      { ...category(5, 3, 1, 'twarz/sera'), child_ids: [6], product_count: 0 },
      category(6, 5, 2, 'twarz/sera/x'),
    ];
    const needs = [
      category(31, 2, 0, 'potrzeby'),
      category(32, 31, 1, 'potrzeby/problemy'),
      { ...category(33, 32, 2, 'potrzeby/problemy/puste'), product_count: 0 },
    ];
    const menu = megaMenu({
      store: 'pl',
      categories,
      needs,
      lines: [],
      links: [],
      seriesSlugs: new Set(),
      built: new Set<string>(),
      labels: { categories: 'Produkty', needs: 'Potrzeby', lines: 'Linie' },
      lineLabel: (code) => `line ${code}`,
    });
    const [cats, ns] = menu.sections;
    expect(cats?.groups.map((g) => [g.href, g.children.map((c) => c.href)])).toEqual([
      ['/produkty/twarz', ['/produkty/twarz/sera']],
    ]);
    expect(ns?.groups.flatMap((g) => g.children.map((c) => c.href))).toEqual(['/potrzeby/problemy/puste']);
  });

  it('holds top categories with their children, need groups, the 14 lines and redirect links', () => {
    const categories = [category(3, 2, 0, 'twarz'), category(4, 3, 1, 'twarz/sera'), category(9, 8, 2, 'twarz/sera/x')];
    const needs = [
      category(31, 2, 0, 'potrzeby'),
      category(32, 31, 1, 'potrzeby/problemy-skorne'),
      category(33, 32, 2, 'potrzeby/problemy-skorne/skora-sucha'),
    ];
    const menu = megaMenu({
      store: 'pl',
      categories,
      needs,
      lines: lineEntries([{ category: 'a-allergic', cms_id: 1, color: '#123456', label: 'skóra alergiczna', lang: 'pl' }]),
      links: [
        { label: 'Koszty dostawy', slug: 'k', parent_slug: '', redirect: 'koszty-dostawy', style_type: 'redirect' },
        { label: 'Serie', slug: 'poznaj', parent_slug: '', redirect: '', style_type: 'lines' },
      ],
      seriesSlugs: new Set(['poznaj']),
      built: new Set(['/strona/koszty-dostawy']),
      labels: { categories: 'Produkty', needs: 'Potrzeby', lines: 'Linie' },
      lineLabel: (code) => `line ${code}`,
    });
    const [cats, ns, lines] = menu.sections;
    expect(cats?.groups.map((g) => [g.href, g.children.map((c) => c.href)])).toEqual([
      ['/produkty/twarz', ['/produkty/twarz/sera']],
    ]);
    expect(ns?.groups[0]).toMatchObject({ href: undefined, children: [{ href: '/potrzeby/problemy-skorne/skora-sucha' }] });
    expect(lines?.label).toBe('Serie');
    expect(lines?.href).toBe('/seria/poznaj');
    expect(lines?.groups).toHaveLength(14);
    expect(lines?.groups[0]).toMatchObject({ label: 'skóra alergiczna', color: '#123456' });
    expect(lines?.groups[1]?.label).toBe('line DS');
    expect(menu.links).toEqual([{ label: 'Koszty dostawy', href: '/strona/koszty-dostawy' }]);
    expect(menuHrefs(menu)).toContain('/strona/koszty-dostawy');
  });

  it('product lines: a content record with only the spec fields (category, cms_id, color, label, lang) labels and colours its line', () => {
    const records = lineEntries([
      { category: 'a-allergic', cms_id: 1, color: '#123456', label: 'skóra alergiczna', lang: 'pl' },
      // Named by its seria number only (its category names no line).
      { category: 'seborrhoea', cms_id: '2', color: '#654321', label: 'łojotok', lang: 'pl' },
      // Without a colour: dropped, the line keeps its own colour and label.
      { category: 'e-atopic', cms_id: 3, color: '', label: 'atopowa', lang: 'pl' },
    ]);
    const E = PRODUCT_LINES[2];
    const menu = megaMenu({
      store: 'pl',
      categories: [],
      needs: [],
      lines: records,
      links: [],
      seriesSlugs: new Set(),
      built: new Set<string>(),
      labels: { categories: 'Produkty', needs: 'Potrzeby', lines: 'Linie' },
      lineLabel: (code) => `line ${code}`,
    });
    expect(menu.sections[0]?.groups.slice(0, 3).map((g) => [g.label, g.color])).toEqual([
      ['skóra alergiczna', '#123456'],
      ['łojotok', '#654321'],
      ['line E', E.color],
    ]);
  });

  it('shows in the header only the sections that lead somewhere: no lines where no line has a page', () => {
    const input = {
      categories: [],
      needs: [],
      lines: [],
      links: menuLinks([{ label: 'Серії', slug: 'serii', parent_slug: '', redirect: '', style_type: 'lines' }]),
      seriesSlugs: new Set<string>(),
      built: new Set<string>(),
      labels: { categories: 'Продукти', needs: 'Потреби', lines: 'Лінії' },
      lineLabel: (code: string) => code,
    };
    // ua and us have neither series pages nor a search listing: their lines are labels (the home page's tiles)
    for (const store of ['ua', 'us'] as const) {
      const menu = megaMenu({ ...input, store });
      expect(menu.sections.map((s) => s.id)).toEqual(['lines']);
      expect(navigableMenu(menu).sections).toEqual([]);
    }
    // where the lines lead somewhere (pl: the search listing by line), they stay
    expect(navigableMenu(megaMenu({ ...input, store: 'pl' })).sections.map((s) => s.id)).toEqual(['lines']);
  });

  it('labels the tree nodes a content entry names (by slug) and orders the top level by the content order', () => {
    const categories = [category(3, 2, 0, 'twarz'), category(4, 3, 1, 'twarz/sera'), category(5, 2, 0, 'cialo')];
    const needs = [category(31, 2, 0, 'potrzeby'), category(32, 31, 1, 'potrzeby/problemy-skorne')];
    const menu = megaMenu({
      store: 'pl',
      categories,
      needs,
      lines: [],
      links: menuLinks([
        { label: 'Ciało', slug: 'cialo', parent_slug: '', redirect: '', style_type: 'category', order: 1 },
        { label: 'Twarz', slug: 'twarz', parent_slug: '', redirect: '', style_type: 'category', order: 2 },
        { label: 'Serum', slug: 'sera', parent_slug: 'twarz', redirect: '', style_type: 'link' },
        { label: 'Problemy skórne', slug: 'problemy-skorne', parent_slug: 'potrzeby', redirect: '', style_type: 'need' },
        { label: 'Regulamin', slug: 'r', parent_slug: 'twarz', redirect: 'regulamin', style_type: 'redirect' },
        { label: 'Nothing', slug: 'nic', parent_slug: '', redirect: '', style_type: 'link' },
      ]),
      seriesSlugs: new Set(),
      built: new Set(['/strona/regulamin']),
      labels: { categories: 'Produkty', needs: 'Potrzeby', lines: 'Linie' },
      lineLabel: (code) => code,
    });
    const [cats, ns] = menu.sections;
    expect(cats?.groups.map((g) => [g.label, g.href, g.children.map((c) => [c.label, c.href])])).toEqual([
      ['Ciało', '/produkty/cialo', []],
      [
        'Twarz',
        '/produkty/twarz',
        [
          ['Serum', '/produkty/twarz/sera'],
          ['Regulamin', '/strona/regulamin'],
        ],
      ],
    ]);
    expect(ns?.groups.map((g) => g.label)).toEqual(['Problemy skórne']);
    expect(menuHrefs(menu)).not.toContain(expect.stringContaining('nic'));
  });
});
