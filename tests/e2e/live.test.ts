/**
 * The live price and stock island in Chromium (spec 000 §4, §7): on a product page the render-list
 * price replaces the static one in place (no layout shift), the stock list's answer replaces the stock
 * state ('Stock check in progress' once the check is slow; a quick answer that changes nothing writes nothing), failures and offline keep the static values; a category
 * page asks for stock in batches of at most 15 skus, the children of its configurable products past the
 * first 8 when their cards come into view; pages without prices load no live island.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { categoryPagePath, flattenCategories } from '../../src/catalog/index.ts';
import { storeView } from '../../src/config/index.ts';
import { formatPrice } from '../../src/domain/price/format.ts';
import { isWithinWindow } from '../../src/domain/price/special-price.ts';
import { CHILD_STOCK_PREFETCH, STOCK_BATCH } from '../../src/domain/product/stock.ts';
import { translator } from '../../src/i18n/index.ts';
import { priceParts } from '../../src/domain/price/grouped-price.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { routesFor } from '../../src/routing/index.ts';
import { productPagePath } from '../build/dist.ts';
import { testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';
import { countLayoutShift, layoutShift } from './layout-shift.ts';
import { pricedIds, repriced } from './live-api.ts';

const t = translator('pl');
const h = useHarness();
/** The Polish top category page with the most products. */
function largestCategoryPath(): string {
  const flat = flattenCategories(testSnapshot().categories('pl'), 'pl');
  const top = flat.filter((c) => c.depth === 0 && c.is_active).sort((a, b) => b.product_count - a.product_count)[0];
  const path = top ? categoryPagePath(top, flat, 'category') : undefined;
  if (!path) throw new Error('No active top category in the pl snapshot');
  return path;
}

async function open(path: string, setup?: (page: Page) => Promise<unknown>): Promise<Page> {
  const context = await h.context({ width: 1280, height: 900 });
  const page = await context.newPage();
  await countLayoutShift(page);
  if (setup) await setup(page);
  const response = await page.goto(h.url('main', path));
  expect(response?.status()).toBe(200);
  return page;
}

/** The link of a simple, in-stock product without a special price on the largest category page. */
async function simpleProductPath(): Promise<string> {
  const page = await open(largestCategoryPath());
  const href = await page.$$eval('.card', (cards) => {
    const card = cards.find((c) => {
      const stock = c.querySelector<HTMLElement>('[data-live-stock]');
      const price = c.querySelector<HTMLElement>('[data-live-price]');
      return (
        stock?.dataset['stock'] === 'ok' && stock.dataset['liveSkus'] === stock.dataset['liveSku'] && !price?.dataset['special']
      );
    });
    return card?.querySelector('.card__name a')?.getAttribute('href') ?? '';
  });
  await page.context().close();
  expect(href, 'a simple in-stock product card').not.toBe('');
  return href;
}

/** Holds a route handler's requests (`await hold()`) until `release()`; `seen` resolves at the first one. */
function gate(): { seen: Promise<void>; hold: () => Promise<void>; release: () => void } {
  let release = (): void => undefined;
  let saw = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen = new Promise<void>((resolve) => (saw = resolve));
  const hold = (): Promise<void> => {
    saw();
    return released;
  };
  return { seen, hold, release };
}

const FORMAT = { locale: storeView('pl').locale, currency: 'PLN' };
const NEW_PRICE = 77.77;

const text = (page: Page, selector: string) => page.locator(selector).first().textContent();
/** Waits until the first element of `selector` reads `want`. */
const showsText = (page: Page, selector: string, want: string) =>
  page.waitForFunction(([sel, w]) => document.querySelector(sel ?? '')?.textContent === w, [selector, want]);
const PRODUCT_PRICE = '.product [data-live-price]';
const PRODUCT_STOCK = '.product [data-live-stock]';

/** A made-up stock list answer: every sku asked for is out of stock. */
const allOutOfStock = (route: Route): Promise<void> => {
  const skus = (new URL(route.request().url()).searchParams.get('skus') ?? '').split(',');
  return route.fulfill({
    json: { code: 200, result: skus.map((sku, i) => ({ sku, product_id: i + 1, qty: 0, is_in_stock: false })) },
  });
};

/** Records each text the product's stock line (a live region) is given, in `window.__stockTexts`. */
const watchStockLine = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const w = window as unknown as { __stockTexts: string[] };
    w.__stockTexts = [];
    document.addEventListener('DOMContentLoaded', () => {
      const line = document.querySelector('.product [data-live-stock]');
      if (!line) return;
      const seen = () => w.__stockTexts.push(line.textContent ?? '');
      new MutationObserver(seen).observe(line, { childList: true, characterData: true, subtree: true });
    });
  });
};
/** The texts `watchStockLine` recorded. */
const stockTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __stockTexts: string[] }).__stockTexts);

describe('the live island on a product page', () => {
  let productPath = '';
  beforeAll(async () => {
    productPath = await simpleProductPath();
  });

  it('replaces the static price with the render-list price without moving anything', async () => {
    const held = gate();
    const page = await open(productPath, (p) =>
      p.route('**/api/product/render-list?**', async (route) => {
        await held.hold();
        await repriced(route, h.server.port, NEW_PRICE);
      }),
    );
    await held.seen;
    const before = await page.locator(PRODUCT_PRICE).boundingBox();
    const staticText = await text(page, `${PRODUCT_PRICE} [data-part="now"]`);
    const expected = formatPrice(NEW_PRICE, FORMAT);
    expect(staticText).not.toBe(expected);
    held.release();
    await showsText(page, `${PRODUCT_PRICE} [data-part="now"]`, expected);
    const after = await page.locator(PRODUCT_PRICE).boundingBox();
    expect(after).toEqual(before);
    expect(await page.locator(PRODUCT_PRICE).getAttribute('aria-live')).toBe('polite');
    const cls = await layoutShift(page);
    expect(cls).toBeLessThan(0.01);
    await page.context().close();
  });

  it("says 'Stock check in progress', then out of stock when the stock list says so", async () => {
    const held = gate();
    const page = await open(productPath, (p) =>
      p.route('**/api/stock/list?**', async (route) => {
        await held.hold();
        await allOutOfStock(route);
      }),
    );
    await held.seen;
    await showsText(page, PRODUCT_STOCK, t('cart.stockCheck'));
    held.release();
    await showsText(page, PRODUCT_STOCK, t('product.outOfStock'));
    expect(await page.locator(PRODUCT_STOCK).getAttribute('data-stock')).toBe('out_of_stock');
    await page.context().close();
  });

  it('changes nothing in the stock line, a live region, when its check answers at once with the built state: nothing is announced on load', async () => {
    const page = await open(productPath, watchStockLine);
    const built = await text(page, PRODUCT_STOCK);
    await page.waitForResponse('**/api/stock/list?**');
    await page.waitForLoadState('networkidle');
    await page.waitForFunction((sel) => !document.querySelector(sel)?.hasAttribute('aria-busy'), PRODUCT_STOCK);
    expect(await text(page, PRODUCT_STOCK)).toBe(built);
    expect(await stockTexts(page)).toEqual([]);
    await page.context().close();
  });

  it('writes the stock line once, with the answer, when a check answered at once changes the state', async () => {
    const page = await open(productPath, async (p) => {
      await p.route('**/api/stock/list?**', allOutOfStock);
      await watchStockLine(p);
    });
    await showsText(page, PRODUCT_STOCK, t('product.outOfStock'));
    expect(await stockTexts(page)).toEqual([t('product.outOfStock')]);
    await page.context().close();
  });

  it('shows the stock state as soon as the stock list answers, while the price calls still hang', async () => {
    const prices = gate();
    const page = await open(productPath, async (p) => {
      await p.route('**/api/product/render-list?**', async (route) => {
        await prices.hold();
        await route.abort();
      });
      await p.route('**/api/stock/list?**', allOutOfStock);
    });
    await prices.seen;
    await showsText(page, PRODUCT_STOCK, t('product.outOfStock'));
    prices.release();
    await page.context().close();
  });

  it('keeps the static price and stock when the APIs answer 500', async () => {
    const held = gate();
    const page = await open(productPath, (p) =>
      p.route(/\/api\/(product|stock)\//, async (route) => {
        await held.hold();
        await route.fulfill({ status: 500, json: { code: 500, result: 'down' } });
      }),
    );
    const staticPrice = await text(page, PRODUCT_PRICE);
    await held.seen;
    await showsText(page, PRODUCT_STOCK, t('cart.stockCheck'));
    held.release();
    await showsText(page, PRODUCT_STOCK, t('product.inStock'));
    await page.waitForLoadState('networkidle');
    expect(await text(page, PRODUCT_PRICE)).toBe(staticPrice);
    expect(await page.locator(PRODUCT_STOCK).getAttribute('data-stock')).toBe('ok');
    await page.context().close();
  });

  it('keeps the static values when the network goes offline after load', async () => {
    const held = gate();
    const page = await open(productPath, (p) =>
      p.route(/\/api\/(product|stock)\//, async (route) => {
        await held.hold();
        await route.abort('internetdisconnected');
      }),
    );
    const staticPrice = await text(page, PRODUCT_PRICE);
    await held.seen;
    await page.context().setOffline(true);
    held.release();
    await showsText(page, PRODUCT_STOCK, t('product.inStock'));
    expect(await text(page, PRODUCT_PRICE)).toBe(staticPrice);
    await page.context().close();
  });
});

/** The page of the first visible bundle of the Polish store (with a default part not visible individually, if asked). */
function bundlePath(withHiddenPart = false): string {
  const hidden = new Set(
    testSnapshot()
      .parts('pl')
      .map((p) => p.sku),
  );
  const bundle = testSnapshot()
    .products('pl')
    .find(
      (p) =>
        p.type_id === 'bundle' &&
        isProductVisible(p) &&
        priceParts(p).length > 1 &&
        (!withHiddenPart || priceParts(p).some((part) => hidden.has(part.sku))),
    );
  if (!bundle) throw new Error(`No visible bundle${withHiddenPart ? ' with a hidden default part' : ''} in the pl snapshot`);
  return productPagePath(bundle, 'pl', h.cfg);
}

/** The page of the first visible Polish bundle with a default part on a special price that ends. */
function bundleWithEndingPartPath(): string {
  const snapshot = testSnapshot();
  const ends = (sku: string) => {
    const part = snapshot.product('pl', sku) ?? snapshot.part('pl', sku);
    return (part?.special_price ?? 0) > 0 && (part?.special_to_date ?? '') !== '';
  };
  const bundle = snapshot
    .products('pl')
    .find((p) => p.type_id === 'bundle' && isProductVisible(p) && priceParts(p).some((part) => ends(part.sku)));
  if (!bundle) throw new Error('No visible bundle with a part on a special price that ends in the pl snapshot');
  return productPagePath(bundle, 'pl', h.cfg);
}

describe("the live island on a bundle's page (spec 000 §4: the sum of its parts)", () => {
  it("counts a part at its regular price once its special price has ended, when render-list does not answer (the part's own page does so too)", async () => {
    const path = bundleWithEndingPartPath();
    const built = await open(path);
    type Part = { qty: number; price: number; special?: { regular: number; from: string; to: string } };
    const parts = JSON.parse((await built.locator(PRODUCT_PRICE).getAttribute('data-live-parts')) ?? '[]') as Part[];
    const ending = parts.find((p) => p.special && p.special.to !== '');
    expect(ending, 'a part on a special price that ends').toBeDefined();
    const builtSum = await text(built, `${PRODUCT_PRICE} [data-part="now"]`);
    await built.context().close();
    // Two days after the part's special price ends, with render-list unreachable.
    const after = new Date(new Date(`${ending!.special!.to.slice(0, 10)}T12:00:00Z`).getTime() + 2 * 86_400_000);
    const page = await open(path, async (p) => {
      await p.clock.setFixedTime(after);
      await p.route('**/api/product/render-list?**', (route) => route.abort());
    });
    const priceAt = (p: Part) =>
      p.special && !isWithinWindow(p.special.from, p.special.to, after) ? p.special.regular : p.price;
    const sum = parts.reduce((total, p) => total + priceAt(p) * p.qty, 0);
    await showsText(page, `${PRODUCT_PRICE} [data-part="now"]`, formatPrice(sum, FORMAT));
    expect(formatPrice(sum, FORMAT)).not.toBe(builtSum);
    await page.context().close();
  });

  it('asks render-list for the parts and shows the sum of their live prices; unchanged prices leave the built sum', async () => {
    const asked: string[] = [];
    const page = await open(bundlePath(), (p) =>
      p.route('**/api/product/render-list?**', async (route) => {
        asked.push(...(new URL(route.request().url()).searchParams.get('skus') ?? '').split(','));
        await route.fallback();
      }),
    );
    const parts = JSON.parse((await page.locator(PRODUCT_PRICE).getAttribute('data-live-parts')) ?? '[]') as {
      sku: string;
      id?: number;
    }[];
    expect(parts.length).toBeGreaterThan(1);
    const built = await text(page, `${PRODUCT_PRICE} [data-part="now"]`);
    await page.waitForRequest('**/api/product/render-list?**');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual(expect.arrayContaining(parts.filter((part) => part.id !== undefined).map((part) => part.sku)));
    expect(await text(page, `${PRODUCT_PRICE} [data-part="now"]`)).toBe(built);
    await page.context().close();
  });

  it('prices a part that is not visible individually live too: render-list answers it and the sum keeps it', async () => {
    const hidden = new Set(
      testSnapshot()
        .parts('pl')
        .map((p) => p.sku),
    );
    const answered: number[] = [];
    const page = await open(bundlePath(true), (p) =>
      p.route('**/api/product/render-list?**', async (route) => answered.push(...(await pricedIds(route, h.server.port)))),
    );
    const parts = JSON.parse((await page.locator(PRODUCT_PRICE).getAttribute('data-live-parts')) ?? '[]') as {
      sku: string;
      qty: number;
      id?: number;
      price: number;
    }[];
    const part = parts.find((x) => hidden.has(x.sku));
    expect(part?.id).toBeDefined();
    expect(part?.price).toBeGreaterThan(0);
    const built = await text(page, `${PRODUCT_PRICE} [data-part="now"]`);
    expect(built).toBe(
      formatPrice(
        parts.reduce((total, x) => total + x.price * x.qty, 0),
        FORMAT,
      ),
    );
    await page.waitForRequest('**/api/product/render-list?**');
    await page.waitForLoadState('networkidle');
    expect(answered).toContain(part?.id);
    expect(await text(page, `${PRODUCT_PRICE} [data-part="now"]`)).toBe(built);
    await page.context().close();
  });

  it('shows the sum of the repriced parts when render-list prices change', async () => {
    const page = await open(bundlePath(), (p) =>
      p.route('**/api/product/render-list?**', (route) => repriced(route, h.server.port, NEW_PRICE)),
    );
    const parts = JSON.parse((await page.locator(PRODUCT_PRICE).getAttribute('data-live-parts')) ?? '[]') as {
      qty: number;
      id?: number;
      price: number;
    }[];
    const sum = parts.reduce((total, part) => total + (part.id === undefined ? part.price : NEW_PRICE) * part.qty, 0);
    await showsText(page, `${PRODUCT_PRICE} [data-part="now"]`, formatPrice(sum, FORMAT));
    expect(await page.locator(`${PRODUCT_PRICE} [data-part="was"]`).isHidden()).toBe(true);
    await page.context().close();
  });
});

describe('the live island hydrates after load', () => {
  it.each(['home', 'product'] as const)('on the %s page: no script is requested before the load event', async (screen) => {
    const path = screen === 'home' ? '/' : await simpleProductPath();
    const context = await h.context();
    const page = await context.newPage();
    const events: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') events.push(`script ${new URL(r.url()).pathname}`);
    });
    page.on('load', () => events.push('load'));
    const prices = page.waitForRequest('**/api/product/render-list?**');
    await page.goto(h.url('main', path));
    await prices;
    expect(events.indexOf('load'), events.join(', ')).toBe(0);
    expect(
      events.some((e) => e.startsWith('script')),
      'the island was fetched',
    ).toBe(true);
    await context.close();
  });
});

describe('the live island on a category page', () => {
  it('asks the first cards at once and the others as they come into view, in batches of at most 15 skus, every card sku once', async () => {
    const stockCalls: string[][] = [];
    const priceCalls: string[][] = [];
    const page = await open(largestCategoryPath(), async (p) => {
      p.on('request', (r) => {
        const url = new URL(r.url());
        const skus = (url.searchParams.get('skus') ?? '').split(',');
        if (url.pathname === '/api/stock/list') stockCalls.push(skus);
        if (url.pathname === '/api/product/render-list') priceCalls.push(skus);
      });
    });
    const cards = await page.$$eval('.card [data-live-stock]', (els) =>
      els.map((el) => {
        const data = (el as HTMLElement).dataset;
        return { sku: data['liveSku'] ?? '', skus: (data['liveSkus'] ?? '').split(','), top: el.getBoundingClientRect().top };
      }),
    );
    // A configurable product's card asks for its children's skus (spec 000 §9: of the first 8 with the page).
    const configurable = cards.filter((c) => c.skus.join() !== c.sku);
    const first = new Set(configurable.slice(0, CHILD_STOCK_PREFETCH));
    const atOnce = cards.filter((c) => !configurable.includes(c) || first.has(c)).flatMap((c) => c.skus);
    // The last card whose skus no card asked at once has (the offers box may repeat a listing card).
    const last = configurable.filter((c) => !c.skus.some((sku) => atOnce.includes(sku))).at(-1);
    expect(configurable.length).toBeGreaterThan(CHILD_STOCK_PREFETCH);
    const screen = await page.evaluate(() => window.innerHeight);
    expect(last?.top, 'a configurable card asked later, far below the first screen').toBeGreaterThan(screen * 3);
    const asked = () => new Set(stockCalls.flat());
    await expect.poll(() => atOnce.filter((sku) => !asked().has(sku)), { timeout: 15_000 }).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect([...asked()]).not.toContain(last?.skus[0]);

    // Scrolling down the page brings the other cards into view.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Each step waits two frames: the browser computes intersections in the rendering of the frame after the
    // scroll, so every card comes within the island's margin in one rendering at least.
    for (let y = 0; y <= height; y += 600) {
      await page.evaluate(async (top) => {
        window.scrollTo(0, top);
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      }, y);
    }
    const cardSkus = [...new Set(cards.flatMap((c) => c.skus))].sort();
    expect(cardSkus.length).toBeGreaterThan(STOCK_BATCH);
    await expect.poll(() => [...asked()].sort(), { timeout: 15_000 }).toEqual(cardSkus);
    // A quiet second after the last card was asked: no sku is asked twice.
    await page.waitForTimeout(1000);
    expect(stockCalls.flat()).toHaveLength(cardSkus.length);
    for (const call of stockCalls) expect(call.length).toBeLessThanOrEqual(STOCK_BATCH);
    for (const call of priceCalls) expect(call.length).toBeLessThanOrEqual(50);
    // Each priced sku once (a card of the entry's offer box may repeat a listing card's sku).
    const priceSkus = await page.$$eval('.card [data-live-price]', (els) => [
      ...new Set(els.map((el) => (el as HTMLElement).dataset['liveSku'])),
    ]);
    expect(priceCalls.flat().sort()).toEqual(priceSkus.sort());
    await page.context().close();
  });
});

describe('pages without prices', () => {
  it.each(['site-map', 'not-found'] as const)('load no live island on the %s page', async (screen) => {
    const route = routesFor('pl').find((r) => r.screen === screen);
    expect(route).toBeDefined();
    const scripts: string[] = [];
    const context = await h.context();
    const page = await context.newPage();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(h.url('main', route?.path ?? '/'), { waitUntil: 'networkidle' });
    expect(await page.content()).not.toMatch(/LiveIsland|data-live-(price|stock)/);
    expect(scripts.filter((s) => /LiveIsland/.test(s))).toEqual([]);
    await context.close();
  });
});
