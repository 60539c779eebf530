/**
 * The product gallery in Chromium with the gallery island (src/islands/enhance/GalleryIsland.ts), at 1280 and
 * 375 px, on the Polish product with the most images (more than the 12 the `:target` rules mark): the current
 * thumbnail (`aria-current`, and the only one drawn marked) follows the slide swiped, scrolled or moved into
 * view, past the 12th; a thumbnail scrolls the strip to its slide without a history entry, at once under
 * reduced motion; a page opened at a slide's address opens the strip at that slide, unless the shopper takes the strip first; without JavaScript the thumbnails link to their slides, marked by `:target`, as before. From
 * 768 px the details beside the gallery keep a column of at least a third of the page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { galleryOf } from '../../src/components/product/product-view.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { productPagePath } from '../build/dist.ts';
import { islandHydrated, testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness();
let product: { path: string; images: number };

/** The visible simple Polish product with the most gallery images, and its page. */
function galleryProduct(): { path: string; images: number } {
  const [best] = testSnapshot()
    .products('pl')
    .filter((p) => isProductVisible(p) && p.type_id === 'simple')
    .map((p) => ({ p, images: galleryOf(p, p).length }))
    .sort((a, b) => b.images - a.images);
  if (!best) throw new Error('No visible simple product in the pl snapshot');
  return { path: productPagePath(best.p, 'pl', h.cfg), images: best.images };
}

beforeAll(() => {
  product = galleryProduct();
});

const viewports = [1280, 375] as const;

async function open(width: number, { javaScriptEnabled = true, reducedMotion = false, hash = '' } = {}): Promise<Page> {
  const context = await h.context({ width, height: width < 768 ? 812 : 900, javaScriptEnabled });
  const page = await context.newPage();
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  const response = await page.goto(h.url('main', `${product.path}${hash}`));
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled) await islandHydrated(page, 'GalleryIsland');
  return page;
}

/** Waits until the n-th thumbnail (1-based) is the current one. */
const current = (page: Page, n: number): Promise<unknown> =>
  page.waitForSelector(`.gallery__thumbs a[data-thumb="${n}"][aria-current="true"]`, { state: 'attached' });
/** The thumbnails marked current (aria-current) and those drawn with the mark (its ring), by number. */
const marks = (page: Page): Promise<{ current: number[]; drawn: number[] }> =>
  page.$$eval('.gallery__thumbs a', (links) => ({
    current: links.filter((a) => a.getAttribute('aria-current') === 'true').map((a) => Number(a.dataset['thumb'])),
    drawn: links.filter((a) => getComputedStyle(a).boxShadow !== 'none').map((a) => Number(a.dataset['thumb'])),
  }));
/** In the page: whether the n-th slide stands at the strip's start (its scroll has ended there). */
const slideAtStart = (n: number): boolean => {
  const strip = document.querySelector('.gallery__strip');
  const slide = document.getElementById(`gallery-${n}`);
  return !!strip && !!slide && Math.abs(slide.getBoundingClientRect().left - strip.getBoundingClientRect().left) < 2;
};
const historyState = (page: Page) => page.evaluate(() => ({ length: history.length, href: location.href }));

describe('the product gallery with its island', () => {
  it('is tried on a product with more images than the 12 the :target rules mark', () => {
    expect(product.images, product.path).toBeGreaterThan(12);
  });

  it.each(viewports)('at %i px, the current thumbnail follows the slide in view, past the 12th', async (width) => {
    const page = await open(width);
    expect(await page.locator('.gallery__thumbs a').count()).toBe(product.images);
    await current(page, 1);
    expect(await marks(page)).toEqual({ current: [1], drawn: [1] });
    // A swipe (a sideways wheel over the strip) snaps to the next slide.
    const box = await page.locator('.gallery__strip').boundingBox();
    await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await page.mouse.wheel(box?.width ?? 0, 0);
    await current(page, 2);
    expect(await marks(page)).toEqual({ current: [2], drawn: [2] });
    // Scrolled to the last slide.
    await page.locator('.gallery__strip').evaluate((strip) => strip.scrollTo({ left: strip.scrollWidth, behavior: 'instant' }));
    await current(page, product.images);
    expect(await marks(page)).toEqual({ current: [product.images], drawn: [product.images] });
    // The current thumbnail is in view: in the rail beside the image, which scrolled to it (from 768 px).
    const shown = await page.$eval(`.gallery__thumbs a[data-thumb="${product.images}"]`, (a) => {
      const rail = a.closest('.gallery__thumbs')?.getBoundingClientRect();
      const own = a.getBoundingClientRect();
      return !!rail && own.top >= rail.top - 1 && own.bottom <= rail.bottom + 1;
    });
    expect(shown).toBe(true);
    if (width >= 768) {
      const rail = await page.$eval('.gallery__thumbs', (r) => ({
        scrolled: r.scrollTop,
        overflows: r.scrollHeight > r.clientHeight,
      }));
      expect(rail).toMatchObject({ overflows: true });
      expect(rail.scrolled).toBeGreaterThan(0);
    }
    // The keyboard moves the focused strip back one slide.
    await page.locator('.gallery__strip').focus();
    await page.keyboard.press('ArrowLeft');
    await current(page, product.images - 1);
    expect(await marks(page)).toEqual({ current: [product.images - 1], drawn: [product.images - 1] });
    await page.context().close();
  });

  it.each(viewports)('at %i px, a thumbnail scrolls the strip to its slide without a history entry', async (width) => {
    const page = await open(width);
    await current(page, 1);
    const before = await historyState(page);
    for (const n of [3, product.images, 1]) {
      await page.click(`.gallery__thumbs a[data-thumb="${n}"]`);
      await current(page, n);
      await page.waitForFunction(slideAtStart, n);
      expect(await marks(page)).toEqual({ current: [n], drawn: [n] });
    }
    expect(await historyState(page)).toEqual(before);
    await page.context().close();
  });

  it('shows a focused thumbnail’s whole focus ring in the rail at 1280 px: the scrolling rail clips none of it', async () => {
    const page = await open(1280);
    await page.locator('.gallery__strip').focus();
    for (let n = 1; n <= 2; n++) {
      await page.keyboard.press('Tab');
      const fit = await page.evaluate(() => {
        const link = document.activeElement as HTMLElement;
        const rail = link.closest('.gallery__thumbs') as HTMLElement;
        const style = getComputedStyle(link);
        const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const a = link.getBoundingClientRect();
        const r = rail.getBoundingClientRect();
        const inner = { left: r.left + rail.clientLeft, top: r.top + rail.clientTop };
        return {
          thumb: link.dataset['thumb'],
          ring,
          left: a.left - ring - inner.left,
          right: inner.left + rail.clientWidth - (a.right + ring),
          top: a.top - ring - inner.top + rail.scrollTop,
        };
      });
      expect(fit.thumb, JSON.stringify(fit)).toBe(String(n));
      expect(fit.ring, JSON.stringify(fit)).toBeGreaterThan(0);
      expect(fit.left, JSON.stringify(fit)).toBeGreaterThanOrEqual(0);
      expect(fit.right, JSON.stringify(fit)).toBeGreaterThanOrEqual(0);
      expect(fit.top, JSON.stringify(fit)).toBeGreaterThanOrEqual(0);
    }
    await page.context().close();
  });

  it('under reduced motion, a thumbnail brings its slide into view at once', async () => {
    const page = await open(1280, { reducedMotion: true });
    await current(page, 1);
    await page.click(`.gallery__thumbs a[data-thumb="${product.images}"]`);
    expect(await page.evaluate(slideAtStart, product.images)).toBe(true);
    await page.context().close();
  });

  it('opened at a slide’s address, marks that slide’s thumbnail only', async () => {
    const page = await open(1280, { hash: '#gallery-5' });
    await current(page, 5);
    expect(await marks(page)).toEqual({ current: [5], drawn: [5] });
    await page.context().close();
  });

  it.each(viewports)(
    'at %i px, opened at a slide’s address, opens the strip at that slide even where the browser’s scroll to it has not come',
    async (width) => {
      const context = await h.context({ width, height: width < 768 ? 812 : 900 });
      const page = await context.newPage();
      // At load, before the island starts (client:afterload), the strip is put back at its first slide, as it stands
      // while the browser's smooth scroll to the fragment has not begun or is still on its way.
      await page.addInitScript(() => {
        addEventListener('load', () => {
          const strip = document.querySelector('.gallery__strip');
          strip?.scrollTo({ left: 0, behavior: 'instant' });
        });
      });
      await page.goto(h.url('main', `${product.path}#gallery-5`));
      await islandHydrated(page, 'GalleryIsland');
      await current(page, 5);
      expect(await page.evaluate(slideAtStart, 5)).toBe(true);
      expect(await marks(page)).toEqual({ current: [5], drawn: [5] });
      await context.close();
    },
  );

  it('opened at a slide’s address, leaves the strip to a shopper who takes it before it has come to rest', async () => {
    const context = await h.context({ width: 1280, height: 900 });
    const page = await context.newPage();
    // From load, the strip is kept moving (a frame at each of its first three slides, its scrollend withheld) until
    // the test stops it: a scroll still under way when the island starts and when the shopper takes the strip.
    await page.addInitScript(() => {
      const state = window as unknown as { keepMoving: boolean };
      state.keepMoving = true;
      addEventListener('scrollend', (event) => state.keepMoving && event.stopImmediatePropagation(), true);
      addEventListener('load', () => {
        const strip = document.querySelector('.gallery__strip');
        let frame = 0;
        const move = (): void => {
          const slide = document.getElementById(`gallery-${(frame++ % 3) + 1}`);
          if (!state.keepMoving || !strip || !slide) return;
          const left = slide.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
          strip.scrollTo({ left, behavior: 'instant' });
          requestAnimationFrame(move);
        };
        move();
      });
    });
    await page.goto(h.url('main', `${product.path}#gallery-5`));
    await islandHydrated(page, 'GalleryIsland');
    await current(page, 5);
    const strip = await page.locator('.gallery__strip').boundingBox();
    if (!strip) throw new Error('The gallery strip is not drawn');
    await page.mouse.move(strip.x + strip.width / 2, strip.y + strip.height / 2);
    await page.mouse.down();
    // The shopper's swipe ends at the second slide.
    await page.evaluate(() => {
      (window as unknown as { keepMoving: boolean }).keepMoving = false;
      const strip = document.querySelector('.gallery__strip');
      const slide = document.getElementById('gallery-2');
      if (strip && slide)
        strip.scrollTo({
          left: slide.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft,
          behavior: 'instant',
        });
    });
    await page.mouse.up();
    await current(page, 2);
    // A few frames on, nothing has pulled the strip back to the fifth slide.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))),
    );
    expect(await page.evaluate(slideAtStart, 2)).toBe(true);
    expect(await marks(page)).toEqual({ current: [2], drawn: [2] });
    await context.close();
  });
});

describe('the product gallery without JavaScript', () => {
  it.each(viewports)('at %i px, a thumbnail links to its slide, marked by :target', async (width) => {
    const page = await open(width, { javaScriptEnabled: false });
    expect(await marks(page)).toEqual({ current: [], drawn: [1] });
    await page.click('.gallery__thumbs a[data-thumb="3"]');
    await page.waitForURL((url) => url.hash === '#gallery-3');
    await page.waitForFunction(() => document.querySelector('#gallery-3:target') !== null);
    expect(await marks(page)).toEqual({ current: [], drawn: [3] });
    await page.context().close();
  });
});

describe.each([768, 1024, 1280] as const)('the product page at %i px', (width) => {
  it('gives the details beside the gallery a column at least as wide as a third of the page', async () => {
    const page = await open(width);
    const info = await page.locator('.product__info').boundingBox();
    expect(info?.width ?? 0).toBeGreaterThanOrEqual(width / 3);
    await page.context().close();
  });
});
