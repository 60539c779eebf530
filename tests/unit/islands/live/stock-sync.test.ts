import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHILD_STOCK_PREFETCH, STOCK_BATCH } from '../../../../src/domain/product/stock.ts';
import type { StockTarget } from '../../../../src/islands/live/read.ts';
import { syncStock, type StockElement } from '../../../../src/islands/live/stock-sync.ts';
import { fakeApi } from './fake-api.ts';

/** An IntersectionObserver the test drives: `show(el)` reports the element in view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly observed = new Set<Element>();
  private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void;
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    this.callback = callback;
    FakeObserver.last = this;
  }
  observe(el: Element): void {
    this.observed.add(el);
  }
  unobserve(el: Element): void {
    this.observed.delete(el);
  }
  disconnect(): void {
    this.observed.clear();
  }
  show(...els: Element[]): void {
    this.callback(els.map((target) => ({ target, isIntersecting: true })));
  }
}

/** A stock element of a card (or, with `detail`, of the product page) in a page with or without IntersectionObserver. */
function element(target: StockTarget, view: object, detail = false): StockElement {
  const el = {
    ownerDocument: { defaultView: view },
    hasAttribute: (name: string) => detail && name === 'data-live-checking',
    closest: () => null,
  };
  return { el: el as unknown as HTMLElement, target };
}

const simple = (sku: string): StockTarget => ({ sku, skus: [sku], rule: 'qty', stock: 'out_of_stock' });
const configurable = (sku: string): StockTarget => ({
  sku,
  skus: [`${sku}-1`, `${sku}-2`],
  rule: 'qty',
  stock: 'out_of_stock',
});

/** A stock API where every sku is in stock, recording the skus asked. */
function inStockApi() {
  const { api, calls } = fakeApi(({ query }) => ({
    status: 200,
    body: {
      code: 200,
      result: (query.get('skus') ?? '').split(',').map((sku, i) => ({ sku, product_id: i + 1, qty: 5, is_in_stock: true })),
    },
  }));
  const perCall = () => calls.map((c) => (c.query.get('skus') ?? '').split(','));
  const asked = () => perCall().flat();
  return { api, asked, perCall };
}

afterEach(() => {
  vi.useRealTimers();
  FakeObserver.last = undefined;
});

describe('syncStock (child stock prefetch)', () => {
  it("asks the first 8 configurable cards' children at once and the others' when their card comes into view", async () => {
    vi.useFakeTimers();
    const view = { IntersectionObserver: FakeObserver };
    const cards = [
      element(simple('S-0'), view),
      ...Array.from({ length: CHILD_STOCK_PREFETCH + 2 }, (_, i) => element(configurable(`C-${i}`), view)),
      element(simple('S-1'), view),
    ];
    const { api, asked } = inStockApi();
    const written = new Map<unknown, string>();
    await syncStock(cards, { api, stockSync: true, write: (el, status) => written.set(el, status) });

    const first = ['S-0', ...Array.from({ length: 8 }, (_, i) => [`C-${i}-1`, `C-${i}-2`]).flat(), 'S-1'];
    expect(asked().sort()).toEqual(first.sort());
    expect(written.size).toBe(10);
    expect(written.get(cards[9]!.el)).toBeUndefined();
    expect([...FakeObserver.last!.observed]).toEqual([cards[9]!.el, cards[10]!.el]);

    FakeObserver.last!.show(cards[10]!.el);
    FakeObserver.last!.show(cards[9]!.el);
    expect(asked()).toHaveLength(first.length);
    await vi.runAllTimersAsync();
    expect(asked().slice(first.length).sort()).toEqual(['C-8-1', 'C-8-2', 'C-9-1', 'C-9-2']);
    expect(written.get(cards[9]!.el)).toBe('ok');
    expect(written.get(cards[10]!.el)).toBe('ok');
    expect(FakeObserver.last!.observed.size).toBe(0);
  });

  it("asks the product page's own product at once, whatever the cards before it", async () => {
    const view = { IntersectionObserver: FakeObserver };
    const cards = Array.from({ length: CHILD_STOCK_PREFETCH }, (_, i) => element(configurable(`C-${i}`), view));
    const page = element(configurable('P'), view, true);
    const { api, asked } = inStockApi();
    await syncStock([...cards, page], { api, stockSync: true, write: () => undefined });
    expect(asked()).toEqual(expect.arrayContaining(['P-1', 'P-2']));
    expect(FakeObserver.last).toBeUndefined();
  });

  it('asks every card at once where the browser has no IntersectionObserver', async () => {
    const view = {};
    const cards = Array.from({ length: CHILD_STOCK_PREFETCH + 1 }, (_, i) => element(configurable(`C-${i}`), view));
    const { api, asked } = inStockApi();
    const written: string[] = [];
    await syncStock(cards, { api, stockSync: true, write: (_, status) => written.push(status) });
    await vi.waitFor(() => expect(written).toHaveLength(CHILD_STOCK_PREFETCH + 1));
    expect(asked()).toHaveLength(2 * (CHILD_STOCK_PREFETCH + 1));
  });

  it("asks nothing with stock sync off: every element says 'volatile'", async () => {
    const view = { IntersectionObserver: FakeObserver };
    const cards = Array.from({ length: CHILD_STOCK_PREFETCH + 1 }, (_, i) => element(configurable(`C-${i}`), view));
    const { api, asked } = inStockApi();
    const written: string[] = [];
    await syncStock(cards, { api, stockSync: false, write: (_, status) => written.push(status) });
    expect(asked()).toEqual([]);
    expect(written).toEqual(Array(CHILD_STOCK_PREFETCH + 1).fill('volatile'));
  });
});

describe('syncStock (stock prefetch batches)', () => {
  it('asks the stock list in batches of 15 skus, every sku once', async () => {
    const view = { IntersectionObserver: FakeObserver };
    const cards = Array.from({ length: 20 }, (_, i) => element(simple(`S-${i}`), view));
    const { api, asked, perCall } = inStockApi();
    await syncStock([...cards, cards[0]!], { api, stockSync: true, write: () => undefined });
    expect(asked().sort()).toEqual(cards.map((c) => c.target.sku).sort());
    expect(STOCK_BATCH).toBe(15);
    expect(perCall().map((skus) => skus.length)).toEqual([15, 5]);
  });
});

describe('syncStock (cards not shown)', () => {
  it('asks a card inside a hidden element when it is shown, and counts the 8 over the cards shown', async () => {
    vi.useFakeTimers();
    const view = { IntersectionObserver: FakeObserver };
    const held = (target: StockTarget): StockElement => {
      const card = element(target, view);
      (card.el as unknown as { closest: (s: string) => unknown }).closest = (s: string) => (s === '[hidden]' ? {} : null);
      return card;
    };
    const hidden = [held(simple('H-S')), held(configurable('H-C'))];
    const shown = Array.from({ length: CHILD_STOCK_PREFETCH }, (_, i) => element(configurable(`C-${i}`), view));
    const { api, asked } = inStockApi();
    await syncStock([...hidden, ...shown], { api, stockSync: true, write: () => undefined });
    expect(asked()).toHaveLength(2 * CHILD_STOCK_PREFETCH);
    expect(asked()).not.toContain('H-S');
    FakeObserver.last!.show(hidden[0]!.el, hidden[1]!.el);
    await vi.runAllTimersAsync();
    expect(
      asked()
        .slice(2 * CHILD_STOCK_PREFETCH)
        .sort(),
    ).toEqual(['H-C-1', 'H-C-2', 'H-S']);
  });
});

describe('syncStock (each sku asked once)', () => {
  it('lets a card shown while its sku is being asked wait for that call instead of asking again', async () => {
    vi.useFakeTimers();
    const view = { IntersectionObserver: FakeObserver };
    const cards = Array.from({ length: CHILD_STOCK_PREFETCH + 1 }, (_, i) => element(configurable(`C-${i}`), view));
    const again = element(configurable('C-0'), view);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { api, asked } = inStockApi();
    const slow = {
      ...api,
      fetch: (async (...args: Parameters<typeof fetch>) => (await gate, api.fetch!(...args))) as typeof fetch,
    };
    const written = new Map<unknown, string>();
    const first = syncStock([...cards, again], { api: slow, stockSync: true, write: (el, status) => written.set(el, status) });
    FakeObserver.last!.show(again.el);
    await vi.advanceTimersByTimeAsync(1000);
    release();
    await first;
    await vi.runAllTimersAsync();
    expect(asked().filter((sku) => sku.startsWith('C-0-'))).toEqual(['C-0-1', 'C-0-2']);
    expect(written.get(again.el)).toBe('ok');
  });

  it('does not ask again a sku an earlier card of the same sync was answered for', async () => {
    vi.useFakeTimers();
    const view = { IntersectionObserver: FakeObserver };
    const cards = Array.from({ length: CHILD_STOCK_PREFETCH + 1 }, (_, i) => element(configurable(`C-${i}`), view));
    const again = element(configurable('C-0'), view);
    const { api, asked } = inStockApi();
    const written = new Map<unknown, string>();
    await syncStock([...cards, again], { api, stockSync: true, write: (el, status) => written.set(el, status) });
    FakeObserver.last!.show(again.el, cards[CHILD_STOCK_PREFETCH]!.el);
    await vi.runAllTimersAsync();
    expect(asked().filter((sku) => sku.startsWith('C-0-'))).toEqual(['C-0-1', 'C-0-2']);
    expect(written.get(again.el)).toBe('ok');
  });
});
