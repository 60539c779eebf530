// @vitest-environment happy-dom
/**
 * The live island's writing of the 30-day lowest-price note (spec 001 §9) into the markup Price.astro builds:
 * the island fills, empties and shows the note it finds and never makes one (src/islands/live/dom.ts).
 */
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../src/domain/price/format.ts';
import { runLive, type LiveSettings } from '../../../../src/islands/live/dom.ts';
import { fakeApi } from './fake-api.ts';

const LOCALE = 'en-US';
const CURRENCY = 'PLN';
const lowestText = (amount: number) =>
  `Lowest price in the last 30 days: ${formatPrice(amount, { locale: LOCALE, currency: CURRENCY })}`;

interface Built {
  readonly price: number;
  readonly original: number;
  /** The special price at build time. */
  readonly special?: number;
  /** The 30-day lowest price the build knew (its note shows it). */
  readonly lowest?: number;
  /** The product page's price (Price.astro's `detail`). */
  readonly detail?: boolean;
  /** Built without a note (not Price.astro's markup): the island must not make one. */
  readonly noNote?: boolean;
}

/** A live price element as Price.astro renders it (its output, checked once by rendering it): id 1, sku A. */
function priceElement(b: Built): HTMLElement {
  const on = b.special !== undefined;
  const attrs = [
    'data-live-price data-live-id="1" data-live-sku="A"',
    `data-price="${b.price}" data-original="${b.original}"`,
    on ? `data-special="${b.special}"` : '',
    b.lowest !== undefined ? `data-lowest="${b.lowest}"` : '',
    b.detail ? 'data-live-lowest aria-live="polite"' : '',
  ].join(' ');
  const fmt = (n: number) => formatPrice(n, { locale: LOCALE, currency: CURRENCY });
  const note =
    b.lowest !== undefined
      ? `<p class="price__lowest" data-part="lowest">${lowestText(b.lowest)}</p>`
      : b.noNote
        ? ''
        : b.detail
          ? '<p class="price__lowest price__lowest--empty" data-part="lowest">&nbsp;</p>'
          : '<p class="price__lowest" data-part="lowest" hidden></p>';
  const root = document.createElement('div');
  root.innerHTML =
    `<div class="price" ${attrs}><p class="price__line">` +
    `<span class="visually-hidden" data-part="special-label"${on ? '' : ' hidden'}>Special price</span>` +
    `<strong class="price__now" data-part="now">${fmt(b.price)}</strong>` +
    `<span class="visually-hidden" data-part="regular-label"${on ? '' : ' hidden'}>Regular price</span>` +
    `<del class="price__was" data-part="was"${on ? '' : ' hidden'}>${on ? fmt(b.original) : ''}</del>` +
    `<span class="price__tax">incl. tax</span></p>${note}</div>`;
  return root;
}

/** The live API: render-list's answer for product 1 (gross amounts), and the price history's lowest for sku A. */
function settings(live: { final: number; regular: number; special?: number }, lowest: number | null | 'fails') {
  const net = (n: number) => Math.round((n / 1.23) * 100) / 100;
  const special = live.special ?? null;
  const price_info = {
    final_price: live.final,
    regular_price: live.regular,
    special_price: special,
    minimal_price: live.final,
    max_price: live.final,
    extension_attributes: {
      tax_adjustments: {
        final_price: net(live.final),
        regular_price: net(live.regular),
        special_price: special === null ? null : net(special),
      },
    },
  };
  const { api, calls } = fakeApi(({ path }) => {
    if (!path.endsWith('/price-history'))
      return { status: 200, body: { code: 200, result: { items: [{ id: 1, name: 'Cream', type: 'simple', price_info }] } } };
    if (lowest === 'fails') return { status: 500, body: { code: 500, result: 'down' } };
    return {
      status: 200,
      body: { code: 200, result: { sku: 'A', storeId: 4, currency: CURRENCY, days: 30, lowest, history: [] } },
    };
  });
  const value: LiveSettings = {
    api,
    locale: LOCALE,
    stockSync: false,
    text: {
      inStock: 'In stock',
      outOfStock: 'Out of stock',
      unknown: '?',
      checking: '…',
      lowest30: 'Lowest price in the last 30 days: {price}',
    },
  };
  return { settings: value, historyAsked: () => calls.filter((c) => c.path.endsWith('/price-history')).length };
}

async function run(root: HTMLElement, s: ReturnType<typeof settings>): Promise<HTMLElement | null> {
  await runLive([root], s.settings);
  return root.querySelector<HTMLElement>('[data-part="lowest"]');
}

const onSaleNow = { final: 30, regular: 40, special: 30 };
const regularNow = { final: 40, regular: 40 };

describe('the lowest-price note of a card', () => {
  it('is filled from the price history and shown when a special price started after the build', async () => {
    const root = priceElement({ price: 40, original: 40 });
    const note = await run(root, settings(onSaleNow, 27.5));
    expect(note?.textContent).toBe(lowestText(27.5));
    expect(note?.hidden).toBe(false);
    expect(note?.classList.contains('price__lowest--empty')).toBe(false);
  });

  it('stays hidden and empty when the late special price’s history is unknown', async () => {
    const root = priceElement({ price: 40, original: 40 });
    const s = settings(onSaleNow, 'fails');
    const note = await run(root, s);
    expect(s.historyAsked()).toBe(1);
    expect(note?.hidden).toBe(true);
    expect(note?.textContent).toBe('');
  });

  it('is emptied, its line kept, when the special price it was built with has ended', async () => {
    const root = priceElement({ price: 30, original: 40, special: 30, lowest: 27.5 });
    const note = await run(root, settings(regularNow, 27.5));
    expect(note?.textContent).toBe('\u00a0');
    expect(note?.classList.contains('price__lowest--empty')).toBe(true);
    expect(note?.hidden).toBe(false);
  });

  it('stays hidden and empty when a special price built without a known lowest price has ended', async () => {
    const root = priceElement({ price: 30, original: 40, special: 30 });
    const s = settings(regularNow, 27.5);
    const note = await run(root, s);
    expect(note?.hidden).toBe(true);
    expect(note?.textContent).toBe('');
    expect(s.historyAsked()).toBe(0);
  });

  it('is not made when the price element has none, and no history is asked for it', async () => {
    const root = priceElement({ price: 40, original: 40, noNote: true });
    const elements = root.querySelectorAll('*').length;
    const s = settings(onSaleNow, 27.5);
    const note = await run(root, s);
    expect(note).toBeNull();
    expect(root.querySelectorAll('*').length).toBe(elements);
    expect(s.historyAsked()).toBe(0);
    // The price itself is still written.
    expect(root.querySelector<HTMLElement>('[data-part="was"]')?.hidden).toBe(false);
  });
});

describe('the lowest-price note of a product page', () => {
  it('fills the blank line it was built with from the price history', async () => {
    const root = priceElement({ price: 40, original: 40, detail: true });
    const note = await run(root, settings(onSaleNow, 27.5));
    expect(note?.textContent).toBe(lowestText(27.5));
    expect(note?.classList.contains('price__lowest--empty')).toBe(false);
    expect(note?.hidden).toBe(false);
  });

  it('keeps its line, blank, when the special price has ended', async () => {
    const root = priceElement({ price: 30, original: 40, special: 30, lowest: 27.5, detail: true });
    const note = await run(root, settings(regularNow, 27.5));
    expect(note?.textContent).toBe('\u00a0');
    expect(note?.classList.contains('price__lowest--empty')).toBe(true);
    expect(note?.hidden).toBe(false);
  });
});
