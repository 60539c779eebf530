/**
 * The live island's writing of the 30-day lowest-price note (spec 001 §9) into the markup Price.astro builds:
 * the island fills, empties and shows the note it finds and never makes one (src/islands/live/dom.ts).
 * The markup is Price.astro's own: rendered by Astro's container API (the component project of
 * vitest.config.ts, Node environment: Astro compiles components for the server there), then parsed into
 * a happy-dom document, where the island runs.
 */
import { experimental_AstroContainer } from 'astro/container';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cardPrice } from '../../src/catalog/index.ts';
import Price from '../../src/components/catalog/Price.astro';
import { loadConfig, storeView } from '../../src/config/index.ts';
import { formatPrice } from '../../src/domain/price/format.ts';
import { translator } from '../../src/i18n/index.ts';
import { runLive, type LiveSettings } from '../../src/islands/live/dom.ts';
import { liveTarget } from '../../src/islands/live/target.ts';
import { liveTexts } from '../../src/islands/live/texts.ts';
import { product } from '../unit/catalog/fixtures.ts';
import { fakeApi, priceItem } from '../unit/islands/live/fake-api.ts';

/** The Polish store view: store id 4 and PLN, as the fake API answers. */
const STORE = storeView('pl', loadConfig({}));
const t = translator(STORE.wording);
const lowestText = (amount: number) =>
  t('price.lowest30', { price: formatPrice(amount, { locale: STORE.locale, currency: STORE.currency }) });

const container = await experimental_AstroContainer.create();
const window = new Window();
afterAll(() => window.happyDOM.close());

interface Built {
  /** The regular price at build time (gross: the store has no tax rule here). */
  readonly regular: number;
  /** The special price at build time. */
  readonly special?: number;
  /** The 30-day lowest price the snapshot knew (the note shows it next to the special price). */
  readonly lowest?: number;
  /** The product page's price (Price.astro's `detail`). */
  readonly detail?: boolean;
  /** Built without a note (not Price.astro's markup: its note is removed): the island must not make one. */
  readonly noNote?: boolean;
}

/**
 * A live price element as Price.astro renders it for product 1, sku A, with the props its callers pass:
 * ProductCard's (cardPrice, liveTarget), or ProductScreen's (`size="large" detail`; its page price is the same
 * shownPrice with the snapshot's lowest price for a simple product).
 */
async function priceElement(b: Built): Promise<HTMLElement> {
  const built = product({
    id: 1,
    sku: 'A',
    price: b.regular,
    ...(b.special !== undefined ? { special_price: b.special } : {}),
  });
  const snapshot = b.lowest !== undefined ? { ...built, lowest_prices: { A: b.lowest } } : built;
  const { price, parts } = cardPrice(snapshot, { now: new Date(), store: STORE, taxRules: [], linked: () => undefined });
  const live = liveTarget(built, parts);
  const props = b.detail ? { price, store: STORE, live, size: 'large', detail: true } : { price, store: STORE, live };
  // happy-dom's element, typed as the DOM's that the island takes.
  const root = window.document.createElement('div') as unknown as HTMLElement;
  root.innerHTML = await container.renderToString(Price, { props });
  if (b.noNote) root.querySelector('[data-part="lowest"]')?.remove();
  return root;
}

/** The live API: render-list's answer for product 1 (gross amounts), and the price history's lowest for sku A. */
function settings(live: { final: number; regular: number; special?: number } | 'fails', lowest: number | null | 'fails') {
  const { api, calls } = fakeApi(({ path }) => {
    if (!path.endsWith('/price-history')) {
      if (live === 'fails') return { status: 503, body: { code: 503, result: 'down' } };
      return { status: 200, body: { code: 200, result: { items: [priceItem(1, live)] } } };
    }
    if (lowest === 'fails') return { status: 500, body: { code: 500, result: 'down' } };
    return {
      status: 200,
      body: { code: 200, result: { sku: 'A', storeId: 4, currency: STORE.currency, days: 30, lowest, history: [] } },
    };
  });
  const value: LiveSettings = {
    api,
    locale: STORE.locale,
    stockSync: false,
    text: liveTexts(t),
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
    const root = await priceElement({ regular: 40 });
    const note = await run(root, settings(onSaleNow, 27.5));
    expect(note?.textContent).toBe(lowestText(27.5));
    expect(note?.hidden).toBe(false);
    expect(note?.classList.contains('price__lowest--empty')).toBe(false);
  });

  it('stays empty, its stand-in hidden, when the late special price’s history is unknown', async () => {
    const root = await priceElement({ regular: 40 });
    const s = settings(onSaleNow, 'fails');
    const note = await run(root, s);
    expect(s.historyAsked()).toBe(1);
    expect(note?.classList.contains('price__lowest--empty')).toBe(true);
    expect(note?.textContent).not.toContain('27,50');
  });

  it('is emptied, its text kept hidden in its box, when the special price it was built with has ended', async () => {
    const root = await priceElement({ regular: 40, special: 30, lowest: 27.5 });
    const note = await run(root, settings(regularNow, 27.5));
    expect(note?.textContent).toBe(lowestText(27.5));
    expect(note?.classList.contains('price__lowest--empty')).toBe(true);
    expect(note?.hidden).toBe(false);
  });

  it('stays empty when a special price built without a known lowest price has ended', async () => {
    const root = await priceElement({ regular: 40, special: 30 });
    const s = settings(regularNow, 27.5);
    const note = await run(root, s);
    expect(note?.classList.contains('price__lowest--empty')).toBe(true);
    expect(note?.textContent).not.toContain('27,50');
    expect(s.historyAsked()).toBe(0);
  });

  it('is not made when the price element has none, and no history is asked for it', async () => {
    const root = await priceElement({ regular: 40, noNote: true });
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
  it('fills the note it was built empty with from the price history', async () => {
    const root = await priceElement({ regular: 40, detail: true });
    const note = await run(root, settings(onSaleNow, 27.5));
    expect(note?.textContent).toBe(lowestText(27.5));
    expect(note?.classList.contains('price__lowest--empty')).toBe(false);
    expect(note?.hidden).toBe(false);
  });

  it('keeps its box, its text hidden, when the special price has ended', async () => {
    const root = await priceElement({ regular: 40, special: 30, lowest: 27.5, detail: true });
    const note = await run(root, settings(regularNow, 27.5));
    expect(note?.textContent).toBe(lowestText(27.5));
    expect(note?.classList.contains('price__lowest--empty')).toBe(true);
    expect(note?.hidden).toBe(false);
  });
});

describe('a price synced again (the page shown again: src/islands/live/resync.ts)', () => {
  const pln = (amount: number) => formatPrice(amount, { locale: STORE.locale, currency: STORE.currency });
  const shown = (root: HTMLElement) => root.querySelector('[data-part="now"]')?.textContent;

  it("shows the build's price again when render-list gives it back, after a live price that differed", async () => {
    const root = await priceElement({ regular: 40 });
    await run(root, settings({ final: 35, regular: 35 }, null));
    expect(shown(root)).toBe(pln(35));
    await run(root, settings(regularNow, null));
    expect(shown(root)).toBe(pln(40));
  });

  it('keeps the live price it shows when render-list fails, rather than the build’s', async () => {
    const root = await priceElement({ regular: 40 });
    await run(root, settings({ final: 35, regular: 35 }, null));
    await run(root, settings('fails', null));
    expect(shown(root)).toBe(pln(35));
  });

  it('asks again the lowest price of a special price that started after the build, and empties the note once it ends', async () => {
    const root = await priceElement({ regular: 40 });
    const first = settings(onSaleNow, 27.5);
    expect((await run(root, first))?.textContent).toBe(lowestText(27.5));
    const second = settings(onSaleNow, 26);
    const note = await run(root, second);
    expect(second.historyAsked()).toBe(1);
    expect(note?.textContent).toBe(lowestText(26));
    expect(note?.classList.contains('price__lowest--empty')).toBe(false);
    await run(root, settings(regularNow, 26));
    expect(shown(root)).toBe(pln(40));
    expect(note?.classList.contains('price__lowest--empty')).toBe(true);
    expect(root.querySelector<HTMLElement>('[data-part="was"]')?.classList.contains('price__was--held')).toBe(true);
  });
});

describe("a configurable product's card", () => {
  /** Product 1, sku C, priced by its variant C-30 (on special until 2026-06-30) over C-50 at 60. */
  async function configurableCard(): Promise<HTMLElement> {
    const built = product({
      id: 1,
      sku: 'C',
      type_id: 'configurable',
      configurable_children: [
        {
          id: 2,
          sku: 'C-30',
          status: 1,
          price: 40,
          special_price: 30,
          special_from_date: '2026-06-01',
          special_to_date: '2026-06-30',
        },
        { id: 3, sku: 'C-50', status: 1, price: 60 },
      ],
    });
    const ctx = { now: new Date('2026-06-15T12:00:00Z'), store: STORE, taxRules: [], linked: () => undefined };
    const { price, parts } = cardPrice(built, ctx);
    expect(price).toMatchObject({ sku: 'C-30', price: 30, original: 40 });
    const root = window.document.createElement('div') as unknown as HTMLElement;
    root.innerHTML = await container.renderToString(Price, {
      props: { price, store: STORE, live: liveTarget(built, parts, price.sku) },
    });
    return root;
  }

  it("gives up its variant's special price once that window has ended, when render-list does not answer", async () => {
    const root = await configurableCard();
    const { api } = fakeApi(() => ({ status: 503, body: { code: 503, result: 'down' } }));
    await runLive(
      [root],
      { api, locale: STORE.locale, stockSync: false, text: liveTexts(t) },
      () => new Date('2026-07-02T08:00:00Z'),
    );
    expect(root.querySelector('[data-part="now"]')?.textContent).toBe(
      formatPrice(40, { locale: STORE.locale, currency: STORE.currency }),
    );
    expect(root.querySelector<HTMLElement>('[data-part="was"]')?.classList.contains('price__was--held')).toBe(true);
  });

  it('asks the price history of the variant whose price it shows, for a special price whose lowest price the build did not know', async () => {
    const root = await configurableCard();
    const { api, calls } = fakeApi(({ path }) =>
      path.endsWith('/price-history')
        ? {
            status: 200,
            body: { code: 200, result: { sku: 'C-30', storeId: 4, currency: 'PLN', days: 30, lowest: 35, history: [] } },
          }
        : { status: 200, body: { code: 200, result: { items: [priceItem(1, { final: 25, regular: 40, special: 25 })] } } },
    );
    await runLive(
      [root],
      { api, locale: STORE.locale, stockSync: false, text: liveTexts(t) },
      () => new Date('2026-06-15T12:00:00Z'),
    );
    const asked = calls.filter((c) => c.path.endsWith('/price-history')).map((c) => c.query.get('sku'));
    expect(asked).toEqual(['C-30']);
  });

  it('held back hidden, checks its special price window at the time it is shown, when render-list does not answer', async () => {
    const card = await configurableCard();
    // The listing's held-back cards: inside a hidden element, priced when the observer says they are near.
    const held = window.document.createElement('div') as unknown as HTMLElement;
    held.hidden = true;
    held.append(card);
    const observed: { callback?: (entries: { isIntersecting: boolean; target: Element }[]) => void } = {};
    const view = window as unknown as Record<string, unknown>;
    const before = view['IntersectionObserver'];
    view['IntersectionObserver'] = class {
      constructor(callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
        observed.callback = callback;
      }
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
    try {
      let at = new Date('2026-06-29T12:00:00Z');
      const { api } = fakeApi(() => ({ status: 503, body: { code: 503, result: 'down' } }));
      await runLive([held], { api, locale: STORE.locale, stockSync: false, text: liveTexts(t) }, () => at);
      // Shown three days later, after its variant's window ended on 2026-06-30.
      at = new Date('2026-07-02T08:00:00Z');
      held.hidden = false;
      const price = card.querySelector<HTMLElement>('[data-live-price]');
      if (!price || !observed.callback) throw new Error('the card was not observed');
      observed.callback([{ isIntersecting: true, target: price }]);
      await vi.waitFor(() =>
        expect(card.querySelector('[data-part="now"]')?.textContent).toBe(
          formatPrice(40, { locale: STORE.locale, currency: STORE.currency }),
        ),
      );
    } finally {
      view['IntersectionObserver'] = before;
    }
  });
});
