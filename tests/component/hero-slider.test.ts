/**
 * The hero slider's product block (spec 000 §3 "Hero slide": product block with category, image, subtitle,
 * title) and its controls (the hero island's links), rendered by Astro's container API (with the project's
 * script islands) and parsed with happy-dom.
 */
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import HeroSlider from '../../src/components/home/HeroSlider.astro';
import { visibleHeroSlides } from '../../src/components/home/content.ts';
import { loadConfig, storeView } from '../../src/config/index.ts';
import { islandsContainer } from './islands-container.ts';

const STORE = storeView('pl', loadConfig({}));
const NOW = new Date('2026-11-22T12:00:00Z');
const container = await islandsContainer();
const window = new Window();
afterAll(() => window.happyDOM.close());

const slide = (id: string, order: number, over: Record<string, unknown> = {}) => ({
  _id: id,
  order,
  title: `Slide ${id}`,
  background_image: `/h/${id}.png`,
  alt: id,
  publish_from: '2026-11-01T00:00:00Z',
  publish_to: null,
  ...over,
});

async function render(entries: unknown[]): Promise<Document> {
  const slides = visibleHeroSlides(entries, NOW).map((s) => ({ ...s, href: undefined }));
  const html = await container.renderToString(HeroSlider, { props: { slides, store: STORE } });
  const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  return document;
}

describe('hero slide product block', () => {
  it('shows the product block (category, thumbnail, title, subtitle) on its slide, its image lazy and low priority', async () => {
    const document = await render([
      slide('with', 1, {
        product_block: { category: 'Twarz', image: '/p/DY-A-00001-1.png', title: 'krem', subtitle: 'skóra atopowa' },
      }),
      slide('without', 2),
    ]);
    const [first, second] = [...document.querySelectorAll('[data-slide]')];
    const panel = first?.querySelector('[data-hero-product]');
    expect(panel?.querySelector('.hero__product-category')?.textContent).toBe('Twarz');
    expect(panel?.querySelector('.hero__product-title')?.textContent).toBe('krem');
    expect(panel?.querySelector('.hero__product-subtitle')?.textContent).toBe('skóra atopowa');
    const image = panel?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/img/310/300/resize/p/DY-A-00001-1.png');
    expect([image?.getAttribute('loading'), image?.getAttribute('fetchpriority')]).toEqual(['lazy', 'low']);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['310', '300']);
    // The slide's own image stays the eager, high-priority one.
    expect(first?.querySelector('.hero__image')?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.querySelector('[data-hero-product]')).toBeNull();
  });

  it('a simple slide shows its image only, without the product block; a block without an image shows its texts', async () => {
    const block = { category: 'Twarz', title: 'krem' };
    const document = await render([
      slide('simple', 1, { simple: true, product_block: block }),
      slide('text', 2, { product_block: block }),
    ]);
    const [simple, text] = [...document.querySelectorAll('[data-slide]')];
    expect(simple?.querySelector('[data-hero-product]')).toBeNull();
    expect(text?.querySelector('[data-hero-product] img')).toBeNull();
    expect(text?.querySelector('.hero__product-title')?.textContent).toBe('krem');
    expect(text?.querySelector('.hero__product-subtitle')).toBeNull();
  });
});

describe('hero slider controls', () => {
  it('with several slides, links each slide to its neighbours (round), names each control for the hero island, and mounts it with a status region', async () => {
    const document = await render([slide('a', 1), slide('b', 2), slide('c', 3)]);
    const controls = [...document.querySelectorAll('[data-slide]')].map((li) =>
      [...li.querySelectorAll('a.hero__control')].map((a) => [a.getAttribute('data-hero-control'), a.getAttribute('href')]),
    );
    expect(controls).toEqual([
      [
        ['previous', '#hero-slide-3'],
        ['next', '#hero-slide-2'],
      ],
      [
        ['previous', '#hero-slide-1'],
        ['next', '#hero-slide-3'],
      ],
      [
        ['previous', '#hero-slide-2'],
        ['next', '#hero-slide-1'],
      ],
    ]);
    // The status region is empty until the island announces a slide; the island is hydrated after load.
    const status = document.querySelector('.hero [data-hero-status]');
    expect([status?.getAttribute('role'), status?.textContent]).toEqual(['status', '']);
    const island = document.querySelector('.hero astro-island');
    expect(island?.getAttribute('component-url')).toMatch(/HeroIsland/);
    expect(island?.getAttribute('client')).toBe('afterload');
  });

  it('describes the carousel and its slides in the store view’s language, as screen readers read them out', async () => {
    const document = await render([slide('a', 1), slide('b', 2)]);
    expect(document.querySelector('.hero')?.getAttribute('aria-roledescription')).toBe('karuzela');
    // Each slide a named group (the APG carousel's slide): a list item's name is not read out by screen readers.
    expect(
      [...document.querySelectorAll('[data-slide]')].map((el) => [
        el.getAttribute('role'),
        el.getAttribute('aria-roledescription'),
        el.getAttribute('aria-label'),
      ]),
    ).toEqual([
      ['group', 'slajd', 'Slajd 1 z 2'],
      ['group', 'slajd', 'Slajd 2 z 2'],
    ]);
  });

  it('with one slide, has no controls, no status region and no island', async () => {
    const document = await render([slide('only', 1)]);
    expect(document.querySelector('[data-slide]')).not.toBeNull();
    expect(document.querySelectorAll('.hero__control, [data-hero-status], astro-island')).toHaveLength(0);
  });
});
