/**
 * A configurable product's other variants on its page (spec 000 §4: unavailable variants are filtered out): the links
 * are built for the variants in stock at the build; the live island asks their stock with the page's and takes away
 * the link of a variant sold out since (a later sync of the page, the variant back in stock, shows it again). The link of
 * the variant shown stays: its stock line says it is out of stock.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { builtPaths, readPage } from '../build/dist.ts';
import { soldOut } from './live-api.ts';
import { openPage } from './open-page.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness();

/** The first built Polish variant page with links to at least two other variants. */
function pageWithVariants(): { path: string; others: string[] } {
  for (const path of builtPaths('main').filter((p) => p.startsWith('/produkt/'))) {
    const others = [...readPage('main', path).matchAll(/<a [^>]*data-live-variant[^>]*>/g)].map(
      (m) => /data-sku="([^"]+)"/.exec(m[0])?.[1] ?? '',
    );
    if (others.length >= 2) return { path, others };
  }
  throw new Error('No variant page with two other variants in stock');
}

/** Answers the stock list as the API does, with `skus` out of stock. */
const stockAnswer = (skus: ReadonlySet<string>) => (route: Route) => soldOut(route, h.server.port, skus);

const shownLinks = (page: Page): Promise<string[]> =>
  page.$$eval('.variants li:not([hidden]) a', (links) => links.map((a) => a.getAttribute('data-sku') ?? ''));

describe('the links to a product’s other variants', () => {
  it('lose a variant sold out since the build, and keep the others and the one shown', async () => {
    const { path, others } = pageWithVariants();
    const [gone = '', kept = ''] = others;
    const sold = new Set([gone]);
    const page = await openPage(h, path, { setup: (p) => p.route(/\/api\/stock\/list\?/, stockAnswer(sold)) });
    const current = (await page.getAttribute('.variants a[aria-current="true"]', 'data-sku')) ?? '';
    expect(current).not.toBe('');
    await page.waitForFunction((sku) => document.querySelector(`.variants a[data-sku="${sku}"]`)?.closest('li')?.hidden, gone);
    const shown = await shownLinks(page);
    expect(shown).not.toContain(gone);
    expect(shown).toEqual(expect.arrayContaining([current, kept]));
    await page.context().close();
  });

  it('all stay when every variant is in stock, and the shown variant’s stays when it alone is sold out', async () => {
    const { path, others } = pageWithVariants();
    const sold = new Set<string>();
    const page = await openPage(h, path, {
      setup: async (p) => {
        // The variant shown: its sku is the page's (article data-sku), read from the built page.
        const shown = /<article class="product" data-sku="([^"]+)"/.exec(readPage('main', path))?.[1] ?? '';
        sold.add(shown);
        await p.route(/\/api\/stock\/list\?/, stockAnswer(sold));
      },
    });
    await page.waitForFunction(
      () => document.querySelector('.product [data-live-stock]')?.getAttribute('data-stock') === 'out_of_stock',
    );
    const current = (await page.getAttribute('.variants a[aria-current="true"]', 'data-sku')) ?? '';
    expect(sold.has(current)).toBe(true);
    expect((await shownLinks(page)).sort()).toEqual([current, ...others].sort());
    await page.context().close();
  });
});
