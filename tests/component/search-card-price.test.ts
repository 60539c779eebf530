/**
 * A search result card's price (src/islands/search/SearchCard.tsx, React) shows what the build's Price.astro shows
 * for the same price: the amount to pay with its special mark, the struck regular price, "incl. tax" and the
 * 30-day lowest-price note, with the same classes (so the same styles) and the same screen-reader labels. Price.astro
 * is rendered by Astro's container API, the card by React's server renderer; both are read in a happy-dom document.
 */
import { experimental_AstroContainer } from 'astro/container';
import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { cardPrice } from '../../src/catalog/index.ts';
import Price from '../../src/components/catalog/Price.astro';
import { loadConfig, storeView } from '../../src/config/index.ts';
import { translator } from '../../src/i18n/index.ts';
import SearchCardGrid from '../../src/islands/search/SearchCardGrid.tsx';
import { product } from '../unit/catalog/fixtures.ts';

const STORE = storeView('pl', loadConfig({}));
const t = translator(STORE.wording);
const container = await experimental_AstroContainer.create();
const window = new Window();
afterAll(() => window.happyDOM.close());

/** An element as a tag with its classes: `del.price__was`. */
const tagOf = (el: { tagName: string; classList: Iterable<string> }): string =>
  `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;

/**
 * What a reader of a price element meets, in order: each shown part's classes, its parent's (the grouping the
 * styles wrap by) and its text (hidden parts left out).
 */
function shown(html: string): string[] {
  const root = window.document.createElement('div');
  root.innerHTML = html;
  const price = root.querySelector('.price');
  if (!price) throw new Error(`no price in ${html}`);
  return [...price.querySelectorAll('*')]
    .filter((el) => !el.closest('[hidden]') && el.children.length === 0 && (el.textContent ?? '').trim() !== '')
    .map((el) => {
      // The mobile face (spec 001 §9: 0 decimals on mobile), where the part has one.
      const mobile = el.getAttribute('data-mobile');
      const face = mobile === null ? '' : ` [mobile: ${mobile}]`;
      return `${el.parentElement ? tagOf(el.parentElement) : ''} > ${tagOf(el)}: ${(el.textContent ?? '').trim()}${face}`;
    });
}

describe("a search card's price", () => {
  it.each([
    ['on special, with its lowest price', { special: 35.99, lowest: 33.5 }],
    ['at its regular price', {}],
  ] as const)('reads as the build card’s Price.astro does: %s', async (_, b: { special?: number; lowest?: number }) => {
    const built = product({ id: 1, sku: 'A', price: 44.99, ...(b.special !== undefined ? { special_price: b.special } : {}) });
    const snapshot = b.lowest !== undefined ? { ...built, lowest_prices: { A: b.lowest } } : built;
    const { price } = cardPrice(snapshot, { now: new Date(), store: STORE, taxRules: [], linked: () => undefined });
    const astro = await container.renderToString(Price, { props: { price, store: STORE } });

    const entry = {
      sku: 'A',
      name: 'A',
      url: '/p/a',
      price: price.price,
      ...(price.special !== undefined ? { original: price.original, priceSku: 'A' } : {}),
    };
    const react = renderToStaticMarkup(
      createElement(SearchCardGrid, {
        entries: [entry],
        store: STORE,
        lines: {},
        lowest: new Map(b.lowest !== undefined ? [['A', b.lowest]] : []),
        text: {
          inclTax: t('price.inclTax'),
          special: t('price.special'),
          regular: t('price.regular'),
          lowest30: t('price.lowest30'),
          stock: { ok: '', out_of_stock: '', volatile: '' },
        },
      }),
    );
    const expected = shown(astro);
    expect(expected.length).toBeGreaterThanOrEqual(b.special !== undefined ? 6 : 2);
    // every amount carries its mobile face: the price, and on special the struck price and the note
    expect(expected.filter((line) => line.includes('[mobile: ')).length).toBe(b.special !== undefined ? 3 : 1);
    expect(shown(react)).toEqual(expected);
  });

  it('gives the card’s image an empty alt, as the build’s card does: the name is the card’s heading, read once', () => {
    const react = renderToStaticMarkup(
      createElement(SearchCardGrid, {
        entries: [{ sku: 'A', name: 'Krem A', url: '/p/a', price: 10, image: '/img/a.webp' }],
        store: STORE,
        lines: {},
        lowest: new Map(),
        text: { inclTax: '', special: '', regular: '', lowest30: '', stock: { ok: '', out_of_stock: '', volatile: '' } },
      }),
    );
    const root = window.document.createElement('div');
    root.innerHTML = react;
    expect(root.querySelector('.card img')?.getAttribute('alt')).toBe('');
    expect(root.querySelector('.card__name')?.textContent).toBe('Krem A');
  });
});
