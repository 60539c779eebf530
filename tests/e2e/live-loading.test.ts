/**
 * When and how much the live island asks, in Chromium (spec 000 §4, §7): it hydrates after the load event; a
 * category page asks for stock in batches of at most 15 skus, the children of its configurable products past the
 * first 8 when their cards come into view, every sku once; pages without prices load no live island.
 */
import { describe, expect, it } from 'vitest';
import { CHILD_STOCK_PREFETCH, STOCK_BATCH } from '../../src/domain/product/stock.ts';
import { routesFor } from '../../src/routing/index.ts';
import { useHarness } from './use-harness.ts';
import { largestCategoryPath, openCounting, simpleProductPath } from './live-page.ts';

const h = useHarness();

describe('the live island hydrates after load', () => {
  it.each(['home', 'product'] as const)('on the %s page: no script is requested before the load event', async (screen) => {
    const path = screen === 'home' ? '/' : await simpleProductPath(h);
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
    const page = await openCounting(h, largestCategoryPath(), async (p) => {
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
