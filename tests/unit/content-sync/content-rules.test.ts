import { describe, expect, it } from 'vitest';
import { buildCategoryTree, flattenTree, splitNeeds, type CategoryNode } from '../../../content-sync/category-tree.ts';
import { checkParts, checkProducts } from '../../../content-sync/catalog-fetch.ts';
import {
  orderDuplicates,
  publicationOf,
  topBarItems,
  validateCollection,
  validateSingleton,
  type RuleContext,
} from '../../../content-sync/content-rules.ts';
import { redactor } from '../../../content-sync/errors.ts';
import { needsRootSlug, splitCategories, type SplitSink } from '../../../content-sync/category-split.ts';
import { LISTS } from '../../../src/config/index.ts';
import { staticPages } from '../../../src/components/pages/static-pages.ts';
import { visibleHeroSlides } from '../../../src/components/home/content.ts';

const pl: RuleContext = { storeCode: 'pl', defaultStore: 'pl', lang: 'pl' };
const en: RuleContext = { storeCode: 'en', defaultStore: 'pl', lang: 'en' };

describe('content validation drop', () => {
  it('a hero slide without any publication end is dropped; future and open-ended windows are kept as data', () => {
    const background_image = '/h/slide.png';
    const slides = [
      { _id: 'no-window', background_image, publish_from: null, publish_to: null },
      { _id: 'future', background_image, publish_from: '2999-01-01T00:00:00Z', publish_to: null },
      { _id: 'reversed', background_image, publish_from: '2026-02-01T00:00:00Z', publish_to: '2026-01-01T00:00:00Z' },
      { _id: 'current', background_image, publish_from: '2020-01-01T00:00:00Z', publish_to: '2999-01-01T00:00:00Z' },
    ];
    const r = validateCollection('hero_slides', slides, pl);
    expect(r.kept.map((e) => e['_id'])).toEqual(['future', 'current']);
    expect(r.dropped.map((d) => `${d.section}/${d.id}`)).toEqual(['hero_slides/no-window', 'hero_slides/reversed']);
    expect(publicationOf({ publish_to: '2026-01-01' })).toEqual({ from: null, to: '2026-01-01' });
  });

  it('a hero slide whose window end is not a date’s text (a number, an object) has an invalid window, and is not shown', () => {
    const background_image = '/h/slide.png';
    const slides = [
      { _id: 'seconds', background_image, publish_from: '2026-01-01', publish_to: 1767225600 },
      { _id: 'object', background_image, publish_from: '2026-01-01', publish_to: { date: '2026-10-01' } },
      { _id: 'future-seconds', background_image, publish_from: 1798761600, publish_to: '2027-02-01' },
      { _id: 'blank-end', background_image, publish_from: '2026-01-01', publish_to: ' ' },
    ];
    const r = validateCollection('hero_slides', slides, pl);
    expect(r.kept.map((e) => e['_id'])).toEqual(['blank-end']);
    expect(visibleHeroSlides(slides, new Date('2026-11-27T12:00:00Z')).map((s) => s.id)).toEqual(['blank-end']);
  });

  it('a hero slide without a background image is dropped with its reason, as the slider cannot show it', () => {
    const window = { publish_from: '2020-01-01T00:00:00Z', publish_to: '2999-01-01T00:00:00Z' };
    const r = validateCollection(
      'hero_slides',
      [
        { _id: 'no-image', ...window, background_image: ' ' },
        { _id: 'neither', publish_from: null, publish_to: null },
        { _id: 'shown', ...window, background_image: '/h/1.png' },
      ],
      pl,
    );
    expect(r.kept.map((e) => e['_id'])).toEqual(['shown']);
    expect(r.dropped.map((d) => [d.id, d.reasons])).toEqual([
      ['no-image', ['background_image is empty']],
      ['neither', ['publication window is invalid', 'background_image is empty']],
    ]);
  });

  it('a products block needs a title, an expert a name and image, a box an id', () => {
    expect(validateCollection('product_blocks', [{ _id: 'x', title: ' ' }], pl).dropped[0]).toEqual({
      section: 'product_blocks',
      id: 'x',
      reasons: ['title is empty'],
    });
    expect(validateCollection('experts', [{ _id: 'e', name: 'dr A', image: '' }], pl).dropped[0]?.id).toBe('e');
    expect(
      validateCollection(
        'boxes',
        [
          { _id: 'b1', id: 'box-1' },
          { _id: 'b2', id: '' },
        ],
        pl,
      ).kept.map((e) => e['_id']),
    ).toEqual(['b1']);
  });

  it('the expert and the blog teaser are refused on a store other than the default', () => {
    expect(validateCollection('experts', [{ _id: 'e', name: 'dr A', image: '/e.png' }], en).kept).toEqual([]);
    const teaser = { image: '/t.png', alt: 'a', title: 'T', excerpt: 'x', slug: 's', category: 'c' };
    expect(validateSingleton('blog_teaser', teaser, pl).value).toEqual(teaser);
    // A blank preview title is an unfilled one: the title stands for it, as on the home page.
    expect(validateSingleton('blog_teaser', { ...teaser, preview_title: '' }, pl).value).not.toBeNull();
    expect(validateSingleton('blog_teaser', teaser, en)).toMatchObject({
      value: null,
      dropped: [{ section: 'blog_teaser', id: 'blog_teaser' }],
    });
  });

  it('the top bar needs at least one item (a repeater of texts) and the recommended block its texts', () => {
    expect(topBarItems([{ text: 'a' }, 'b', { x: 1 }])).toEqual(['a', 'b']);
    expect(validateSingleton('top_bar', { items: [{ text: 'Free delivery' }] }, pl).value).not.toBeNull();
    expect(validateSingleton('top_bar', { items: [] }, pl).value).toBeNull();
    expect(validateSingleton('recommended', { button_text: 'Go', subtitle: 's', title: '' }, pl).dropped[0]?.reasons).toEqual([
      'title is empty',
    ]);
  });

  it('lines keep the store language only and an empty list leaves the section empty', () => {
    const lines = [
      { _id: 'A-pl', lang: 'pl' },
      { _id: 'A-en', lang: 'en' },
    ];
    expect(validateCollection('lines', lines, en).kept.map((e) => e['_id'])).toEqual(['A-en']);
    expect(validateCollection('lines', lines, { ...pl, lang: 'uk' })).toMatchObject({
      kept: [],
      dropped: [{ section: 'lines', id: 'lang uk' }],
    });
  });

  it('duplicate slugs: all kept, the newest first in the places they had, and named in a notice', () => {
    const posts = [
      { _id: 'old-copy', slug: 'guide', _published: 100 },
      { _id: 'other', slug: 'other', _published: 150 },
      { _id: 'post-1', slug: 'Guide ', _published: 200 },
    ];
    const r = orderDuplicates('blog_posts', posts);
    expect(r.kept.map((e) => e['_id'])).toEqual(['post-1', 'other', 'old-copy']);
    expect(r.notices).toEqual(['blog_posts: duplicate slug "guide" (post-1, old-copy): the newest complete entry is shown']);
    expect(orderDuplicates('pharmacies', posts).kept).toEqual(posts);
    expect(
      orderDuplicates('product_content', [
        { _id: 'a', sku: 'X' },
        { _id: 'b', sku: 'x' },
      ]).notices[0],
    ).toContain('duplicate sku');
  });

  it('a newer duplicate the build cannot show leaves the older complete page shown, not none', () => {
    const terms = { _id: 'terms', slug: 'regulamin', title: 'Regulamin', content: '<p>Terms</p>', _published: 1790000000 };
    const copy = { _id: 'terms-v2', slug: 'regulamin', title: 'Regulamin', content: '', _published: 1790000500 };
    const synced = validateCollection('static_pages', [terms, copy], pl).kept;
    expect(staticPages(synced).map((p) => p._id)).toEqual(['terms']);
    // Both complete: the newest is shown.
    const both = validateCollection('static_pages', [terms, { ...copy, content: '<p>New terms</p>' }], pl).kept;
    expect(staticPages(both).map((p) => p._id)).toEqual(['terms-v2']);
  });

  it('an entry of a slugged section whose slug, parent slug or sku is not text is dropped with its reason, the others kept', () => {
    const r = validateCollection(
      'blog_posts',
      [{ _id: 'number', slug: 12345 }, { _id: 'list', slug: ['a'] }, { _id: 'none' }, { _id: 'good', slug: 'guide' }],
      pl,
    );
    expect(r.kept.map((e) => e['_id'])).toEqual(['good']);
    expect(r.dropped.map((d) => `${d.id}: ${d.reasons.join('; ')}`)).toEqual([
      'number: slug is empty or not text',
      'list: slug is empty or not text',
      'none: slug is missing',
    ]);
    expect(validateCollection('product_content', [{ _id: 'p', sku: 7 }], pl).dropped[0]?.reasons).toEqual([
      'sku is empty or not text',
    ]);
    expect(validateCollection('need_pages', [{ _id: 'n', slug: 'a', parent_slug: true }], pl).dropped[0]?.reasons).toEqual([
      'parent_slug is empty or not text',
    ]);
  });
});

describe('catalogue checks', () => {
  const product = (sku: string, extra: Record<string, unknown> = {}) => ({
    id: 1,
    sku,
    name: sku,
    slug: sku,
    url_key: sku,
    url_path: sku,
    type_id: 'simple',
    status: 1,
    visibility: 4,
    price: 1,
    ...extra,
  });

  it('only visible, well-formed products are kept; a grouped product without links is kept and reported', () => {
    const r = checkProducts([
      product('A'),
      product('B', { status: 2 }),
      product('C', { visibility: 1 }),
      { sku: 'D' },
      product('E', { type_id: 'grouped' }),
      product('A'),
    ]);
    expect(r.products.map((p) => p['sku'])).toEqual(['A', 'E']);
    expect(r.dropped.map((d) => d.sku)).toEqual(['B', 'C', 'D', 'A']);
    expect(r.notices).toEqual([{ sku: 'E', reason: 'The grouped product has no product_links set' }]);
  });

  it('grouped products without product_links log that the grouped product has no product_links set (other link types do not count)', () => {
    const related = { link_type: 'related', linked_product_type: 'simple', linked_product_sku: 'R' };
    const associated = { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'P' };
    const r = checkProducts([
      product('G1', { type_id: 'grouped', product_links: [related] }),
      product('G2', { type_id: 'grouped', product_links: [related, associated] }),
      product('S', { product_links: [related] }),
    ]);
    expect(r.products.map((p) => p['sku'])).toEqual(['G1', 'G2', 'S']);
    expect(r.notices).toEqual([{ sku: 'G1', reason: 'The grouped product has no product_links set' }]);
  });

  it("a product with status 2 or more or visibility 1 is left out as 'Product query returned empty result', with its status and visibility", () => {
    const r = checkProducts([product('B', { status: 2 }), product('C', { visibility: 1 }), product('A')]);
    expect(r.dropped).toEqual([
      { sku: 'B', reason: 'Product query returned empty result (status 2, visibility 4)' },
      { sku: 'C', reason: 'Product query returned empty result (status 1, visibility 1)' },
    ]);
  });

  it('the linked parts to fetch are the skus bundles and grouped products pre-load that the kept products do not hold', () => {
    const link = (sku: string) => ({ id: 1, sku, qty: 1, is_default: false });
    const products = [
      product('A'),
      product('S', {
        type_id: 'bundle',
        bundle_options: [
          { option_id: 1, title: 'x', type: 'radio', required: true, product_links: [link('A'), link('P2')] },
          { option_id: 2, title: 'y', type: 'radio', required: true, product_links: [link('P1'), link('P2')] },
        ],
      }),
      product('G', {
        type_id: 'grouped',
        product_links: [
          { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'P3' },
          { link_type: 'related', linked_product_type: 'simple', linked_product_sku: 'R' },
        ],
      }),
    ];
    expect(checkProducts(products).partSkus).toEqual(['P1', 'P2', 'P3']);
    expect(checkProducts([product('A')]).partSkus).toEqual([]);
  });

  it('a linked part is kept when it parses and is enabled, whatever its visibility; each sku once', () => {
    const r = checkParts([
      product('P1', { visibility: 1 }),
      product('P2', { visibility: 1, status: 2 }),
      { sku: 'P3' },
      product('P1', { visibility: 1 }),
    ]);
    expect(r.parts.map((p) => p['sku'])).toEqual(['P1']);
    expect(r.dropped).toEqual([
      { sku: 'P2', reason: 'linked part not enabled (status 2)' },
      expect.objectContaining({ sku: 'P3', reason: expect.stringMatching(/^invalid linked part: /) }),
    ]);
  });

  it('the category tree starts below root 2, is sorted by position and splits off the needs subtree', () => {
    const cats = [
      { id: 2, parent_id: 1, position: 1, slug: 'root' },
      { id: 5, parent_id: 2, position: 2, slug: 'needs' },
      { id: 3, parent_id: 2, position: 1, slug: 'face', children_data: [{ id: 99 }] },
      { id: 6, parent_id: 5, position: 1, slug: 'dry' },
      { id: 4, parent_id: 3, position: 1, slug: 'creams' },
      { id: 7, parent_id: 42, position: 1, slug: 'orphan' },
    ];
    const tree = buildCategoryTree(cats);
    expect(tree.map((n) => n.id)).toEqual([3, 5]);
    expect(flattenTree(tree).map((n) => n.id)).toEqual([3, 4, 5, 6]);
    const split = splitNeeds(
      tree,
      needsRootSlug([
        { style_type: 'category', parent_slug: '' },
        { style_type: 'need', parent_slug: 'needs' },
      ]),
    );
    expect(split.categories.map((n) => n.id)).toEqual([3]);
    expect(split.needs?.children_data.map((n) => n.id)).toEqual([6]);
    expect(splitNeeds(tree, undefined).needs).toBeNull();
  });
});

describe('category tree reading (spec 000 §7)', () => {
  const category = (id: number, parent: number, level: number, extra: Record<string, unknown> = {}) => ({
    id,
    parent_id: parent,
    name: `c${id}`,
    slug: `c${id}`,
    url_key: `c${id}`,
    url_path: `c${id}`,
    path: `1/2/${id}`,
    level,
    position: id,
    is_active: true,
    product_count: 1,
    ...extra,
  });
  const split = (docs: readonly Record<string, unknown>[]) => {
    const sink: SplitSink = { entries: new Map(), dropped: [], failed: [], notices: [] };
    splitCategories(docs, [{ style_type: 'need', parent_slug: 'c9' }], sink);
    return {
      categories: sink.entries.get('categories') as ReturnType<typeof buildCategoryTree>,
      needs: sink.entries.get('needs') as ReturnType<typeof buildCategoryTree>[number] | null,
      sink,
    };
  };

  it('the category tree is read at level 2 with product_count not 0: an empty level-2 category is left out with its subtree', () => {
    const r = split([
      category(3, 2, 2),
      category(4, 2, 2, { product_count: 0 }),
      category(5, 4, 3),
      category(6, 3, 3, { product_count: 0 }),
      category(9, 2, 2),
    ]);
    expect(flattenTree(r.categories).map((n) => n.id)).toEqual([3, 6]);
    expect(r.needs?.id).toBe(9);
    expect(r.sink.dropped).toEqual([]);
    expect(r.sink.notices).toEqual([]);
  });

  it('a category whose parent the catalogue does not hold is left out with a notice; one below an inactive parent quietly', () => {
    const r = split([
      category(3, 2, 2),
      category(9, 2, 2),
      category(7, 77, 3),
      category(8, 4, 3),
      category(4, 2, 2, { is_active: false }),
      category(2, 1, 1),
    ]);
    expect(flattenTree(r.categories).map((n) => n.id)).toEqual([3]);
    expect(r.sink.notices).toEqual(['categories left out, their parent is not in the catalogue: 7 (parent 77)']);
  });

  it(`up to ${LISTS.needsListSize} items are read for needs (depth first); the cap is reported`, () => {
    const needs = Array.from({ length: 60 }, (_, i) => [category(100 + i, 9, 3), category(200 + i, 100 + i, 4)]).flat();
    const r = split([category(3, 2, 2), category(9, 2, 2), ...needs]);
    const read = flattenTree(r.needs?.children_data ?? []);
    expect(read).toHaveLength(LISTS.needsListSize);
    expect(read.map((n) => n.id).slice(0, 4)).toEqual([100, 200, 101, 201]);
    expect(r.categories.map((n) => n.id)).toEqual([3]);
    expect(r.sink.notices).toEqual([`needs: only the first ${LISTS.needsListSize} of 120 categories are read`]);
  });

  it(`up to ${LISTS.categoryListSize} items are read for categories (depth first); the cap is reported`, () => {
    // Level-2 categories, each with one child, one pair more than the cap holds; c9 is the needs root.
    const pairs = LISTS.categoryListSize / 2 + 1;
    const tree = Array.from({ length: pairs }, (_, i) => [
      category(10_000 + i, 2, 2),
      category(20_000 + i, 10_000 + i, 3),
    ]).flat();
    const r = split([category(9, 2, 2), category(11, 9, 3), ...tree]);
    const read = flattenTree(r.categories as CategoryNode[]);
    expect(read).toHaveLength(LISTS.categoryListSize);
    expect(read.map((n) => n.id).slice(0, 4)).toEqual([10_000, 20_000, 10_001, 20_001]);
    expect(read.at(-1)?.id).toBe(20_000 + pairs - 2);
    expect(r.needs?.id).toBe(9);
    expect(r.sink.notices).toEqual([`categories: only the first ${LISTS.categoryListSize} of ${pairs * 2} categories are read`]);
  });
});

describe('secrets', () => {
  it('the content token is redacted from messages, raw and URI-encoded', () => {
    const redact = redactor(['s3cret/+token']);
    expect(redact('GET /x?token=s3cret%2F%2Btoken and s3cret/+token')).toBe('GET /x?token=*** and ***');
  });
});
