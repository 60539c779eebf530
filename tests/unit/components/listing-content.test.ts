/** The content part of category and need pages (src/components/catalog/listing-content.ts). */
import { describe, expect, it } from 'vitest';
import {
  categoryEntryFor,
  expertById,
  hasHeader,
  listingContentView,
  needEntryFor,
  type ListingContentInput,
} from '../../../src/components/catalog/listing-content.ts';
import type { CatalogCategory } from '../../../src/catalog/index.ts';
import { CATEGORIES, NEEDS } from '../catalog/fixtures.ts';

const pl = CATEGORIES.filter((c) => c.store === 'pl');
const plNeeds = NEEDS.filter((c) => c.store === 'pl');
const byId = (list: readonly CatalogCategory[], id: number) => list.find((c) => c.id === id) as CatalogCategory;
const twarz = byId(pl, 3);
const sucha = byId(plNeeds, 33);

const EXPERT = {
  _id: 'expert-1',
  name: 'dr Anna',
  image: '/b/expert-1.png',
  specialization: 'Dermatolog',
  excerpt: 'Myj delikatnie.',
};

const fullEntry = {
  _id: 'category-face',
  slug: 'twarz',
  box: 'box-1',
  content_boxes: [{ title: 'O twarzy', content: '<p>Tekst</p>', image: '/c/box.png' }],
  expert_preview: 'expert-1',
  expert_tip: 'Nakładaj na wilgotną skórę.',
  header: { title: 'Twarz', title_orientation: 'right' },
  banner: '/c/face.png',
  lead: 'Pielęgnacja twarzy.',
  seo: { title: 'Twarz | Dermeya', description: 'Kosmetyki do twarzy.' },
};

function input(sections: Record<string, unknown>, over: Partial<ListingContentInput> = {}): ListingContentInput {
  return { kind: 'category', category: twarz, tree: pl, content: (s) => sections[s], showExpert: true, ...over };
}

describe('the category page entry', () => {
  it('is the entry whose slug is the category slug, compared trimmed and case-insensitively', () => {
    const entries = [
      { ...fullEntry, slug: 'cialo' },
      { ...fullEntry, slug: ' Twarz ', lead: 'mine' },
    ];
    expect(categoryEntryFor(entries, twarz)?.lead).toBe('mine');
  });

  it('falls back to the name plus "-" plus id for a category without a slug', () => {
    const noSlug = { ...twarz, slug: undefined, name: 'Kremy & Co', id: 7 } as unknown as CatalogCategory;
    expect(categoryEntryFor([{ ...fullEntry, slug: 'kremy-and-co-7' }], noSlug)?.slug).toBe('kremy-and-co-7');
    expect(categoryEntryFor([fullEntry], noSlug)).toBeUndefined();
  });

  it('keeps the first of entries repeating a slug (spec 000 §5)', () => {
    const entries = [
      { ...fullEntry, lead: 'first' },
      { ...fullEntry, lead: 'second' },
    ];
    expect(categoryEntryFor(entries, twarz)?.lead).toBe('first');
  });

  it('drops an entry without a slug, and reads a missing or malformed section as no entry', () => {
    expect(categoryEntryFor([{ ...fullEntry, slug: '' }], twarz)).toBeUndefined();
    expect(categoryEntryFor([{ ...fullEntry, slug: 3 }], twarz)).toBeUndefined();
    expect(categoryEntryFor(undefined, twarz)).toBeUndefined();
    expect(categoryEntryFor({ slug: 'twarz' }, twarz)).toBeUndefined();
    expect(categoryEntryFor(['twarz', null], twarz)).toBeUndefined();
  });
});

describe('listingContentView of a category', () => {
  it('shows the header, banner, lead, boxes, tip, expert, box id and seo of the matching entry', () => {
    const view = listingContentView(input({ category_pages: [fullEntry], experts: [EXPERT] }));
    expect(view).toEqual({
      title: 'Twarz',
      orientation: 'right',
      banner: {
        src: '/img/1200/400/resize/c/face.png',
        srcset: '/img/600/200/resize/c/face.png 600w, /img/1200/400/resize/c/face.png 1200w',
        width: 1200,
        height: 400,
        alt: '',
      },
      lead: 'Pielęgnacja twarzy.',
      boxes: [
        {
          title: 'O twarzy',
          html: '<p>Tekst</p>',
          image: { src: '/img/800/600/resize/c/box.png', width: 800, height: 600, alt: 'O twarzy' },
        },
      ],
      tip: { title: undefined, html: 'Nakładaj na wilgotną skórę.', image: undefined },
      expert: {
        name: 'dr Anna',
        image: '/b/expert-1.png',
        alt: undefined,
        excerpt: 'Myj delikatnie.',
        specialization: 'Dermatolog',
      },
      boxId: 'box-1',
      seo: { title: 'Twarz | Dermeya', description: 'Kosmetyki do twarzy.' },
    });
    expect(hasHeader(view)).toBe(true);
  });

  it('is undefined when no entry names the category', () => {
    expect(listingContentView(input({ category_pages: [{ ...fullEntry, slug: 'cialo' }] }))).toBeUndefined();
    expect(listingContentView(input({}))).toBeUndefined();
    expect(hasHeader(undefined)).toBe(false);
  });

  it('ignores malformed fields one by one and keeps the rest', () => {
    const entry = {
      slug: 'twarz',
      header: 'Twarz',
      banner: 42,
      lead: ['not', 'text'],
      content_boxes: [{ title: 5 }, 'text', { content: '<p>Dobry</p>', image: { path: 7 } }, {}],
      expert_tip: { title: 3 },
      expert_preview: { id: 'expert-1' },
      box: 12,
      seo: { title: 9, description: 'Opis.' },
    };
    const view = listingContentView(input({ category_pages: [entry], experts: [EXPERT] }));
    expect(view).toMatchObject({
      title: undefined,
      orientation: 'default',
      banner: undefined,
      lead: undefined,
      boxes: [{ title: undefined, html: '<p>Dobry</p>', image: undefined }],
      tip: undefined,
      expert: undefined,
      boxId: undefined,
      seo: { title: undefined, description: 'Opis.' },
    });
    expect(hasHeader(view)).toBe(false);
  });

  it('reads an unknown orientation as default, a list that is not a list as no boxes, an image object with its alt', () => {
    const entry = {
      slug: 'twarz',
      header: { title: 'Twarz', title_orientation: 'top' },
      content_boxes: 'boxes',
      banner: { path: 'https://cdn.example/face.png', alt: 'Krem' },
      expert_tip: { title: 'Rada', content: '<p>Tekst</p>' },
    };
    const view = listingContentView(input({ category_pages: [entry] }));
    expect(view?.orientation).toBe('default');
    expect(view?.boxes).toEqual([]);
    expect(view?.banner).toEqual({
      src: 'https://cdn.example/face.png',
      srcset: undefined,
      width: 1200,
      height: 400,
      alt: 'Krem',
    });
    expect(view?.tip).toEqual({ title: 'Rada', html: '<p>Tekst</p>', image: undefined });
  });

  it('takes the lead as the description when the seo has none', () => {
    const view = listingContentView(input({ category_pages: [{ ...fullEntry, seo: { title: 'T' } }] }));
    expect(view?.seo).toEqual({ title: 'T', description: 'Pielęgnacja twarzy.' });
  });

  it('shows the expert only when the store view shows experts and the entry names an existing, complete one', () => {
    const sections = { category_pages: [fullEntry], experts: [EXPERT] };
    expect(listingContentView(input(sections, { showExpert: false }))?.expert).toBeUndefined();
    expect(listingContentView(input({ ...sections, experts: [{ ...EXPERT, _id: 'expert-2' }] }))?.expert).toBeUndefined();
    expect(listingContentView(input({ ...sections, experts: [{ ...EXPERT, image: '' }] }))?.expert).toBeUndefined();
    expect(expertById('not a list', 'expert-1')).toBeUndefined();
    expect(expertById([null, 3, EXPERT], 'expert-1')?.name).toBe('dr Anna');
    expect(expertById([{ ...EXPERT, image: '' }, EXPERT], 'expert-1')).toBeUndefined();
  });

  it('parses an experts section once for every page that reads it', () => {
    const section = [{ ...EXPERT, _id: 'expert-0' }, EXPERT];
    const first = expertById(section, 'expert-1');
    expect(first?.name).toBe('dr Anna');
    expect(expertById(section, 'expert-1')).toBe(first);
  });
});

describe('the need page entry', () => {
  const need = {
    slug: 'sucha',
    parent_slug: 'problemy',
    header: 'Skóra sucha',
    lead: 'Emolienty.',
    content_boxes: [{ title: 'Rada' }],
  };

  it('is the entry whose slug is the need slug and parent_slug the slug of its parent', () => {
    expect(needEntryFor([need], sucha, plNeeds)?.header).toBe('Skóra sucha');
    expect(needEntryFor([{ ...need, parent_slug: 'ochrona' }], sucha, plNeeds)).toBeUndefined();
    expect(needEntryFor([{ ...need, parent_slug: undefined }], sucha, plNeeds)).toBeUndefined();
    expect(needEntryFor([need], sucha, [])).toBeUndefined();
  });

  it('keeps the first of entries repeating a slug under the same parent', () => {
    expect(needEntryFor([need, { ...need, header: 'Druga' }], sucha, plNeeds)?.header).toBe('Skóra sucha');
  });

  it('gives a need page its header, lead and boxes, the lead as description; never the category pages section', () => {
    const view = listingContentView(
      input(
        { need_pages: [need], category_pages: [{ ...fullEntry, slug: 'sucha' }] },
        { kind: 'needs', category: sucha, tree: plNeeds },
      ),
    );
    expect(view).toEqual({
      title: 'Skóra sucha',
      orientation: 'default',
      banner: undefined,
      lead: 'Emolienty.',
      boxes: [{ title: 'Rada', html: undefined, image: undefined }],
      tip: undefined,
      expert: undefined,
      boxId: undefined,
      seo: { title: undefined, description: 'Emolienty.' },
    });
    const none = listingContentView(
      input({ category_pages: [{ ...fullEntry, slug: 'sucha' }] }, { kind: 'needs', category: sucha, tree: plNeeds }),
    );
    expect(none).toBeUndefined();
  });

  it('ignores malformed need fields one by one', () => {
    const view = listingContentView(
      input(
        { need_pages: [{ ...need, header: { title: 'x' }, lead: 5, content_boxes: null }] },
        { kind: 'needs', category: sucha, tree: plNeeds },
      ),
    );
    expect(view).toMatchObject({ title: undefined, lead: undefined, boxes: [] });
    expect(hasHeader(view)).toBe(false);
  });
});
