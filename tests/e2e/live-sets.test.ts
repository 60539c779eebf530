/**
 * The live island on a set's page in Chromium (spec 000 §4: a bundle's price is the sum of its parts): render-list is
 * asked for the parts, hidden ones too, and the sum follows their live prices; without an answer, a part counts at
 * its regular price once its special price has ended.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatPrice } from '../../src/domain/price/format.ts';
import { isWithinWindow } from '../../src/domain/price/special-price.ts';
import { priceParts } from '../../src/domain/price/grouped-price.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { productPagePath } from '../build/dist.ts';
import { testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';
import { pricedIds, repriced } from './live-api.ts';
import { FORMAT, NEW_PRICE, openCounting, PRODUCT_PRICE, showsText, text } from './live-page.ts';

const h = useHarness();
const open = (path: string, setup?: (page: Page) => Promise<unknown>) => openCounting(h, path, setup);

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
