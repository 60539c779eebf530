/**
 * Editorial HTML at phone width (src/components/content/SafeHtml.astro): the sample's static page
 * `test-sanitising` (backend/seed/content/pages.ts) carries a YouTube embed as YouTube gives its code (560×315)
 * and a six-column table. At 375 px the page does not scroll sideways: the player takes the column's width at 16:9,
 * and the table scrolls in a box of its own, which the keyboard reaches and scrolls, with a shadow at each side that
 * has more of it; axe finds nothing serious.
 */
import { describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { useHarness } from './use-harness.ts';

const h = useHarness();

const PATH = '/strona/test-sanitising';

/** The page at 375 px, YouTube's player answered by a stub (the tests reach no network). */
async function phonePage(): Promise<Page> {
  const context = await h.context({ width: 375, height: 812 });
  await context.route('https://www.youtube.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  );
  const page = await context.newPage();
  await page.goto(h.url('main', PATH));
  return page;
}

/**
 * How much the box's scroll shadow darkens its left and right edges (the 6 px at each side, summed over the box's
 * height): the difference between the box as shown and the same box without its background, text and all alike.
 */
async function edgeShadows(box: Locator): Promise<{ left: number; right: number }> {
  const pixels = async () =>
    sharp(await box.screenshot())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  const shown = await pixels();
  await box.evaluate((el) => (el as HTMLElement).style.setProperty('background', 'none'));
  const bare = await pixels();
  await box.evaluate((el) => (el as HTMLElement).style.removeProperty('background'));
  const { width, height, channels } = shown.info;
  const darker = (from: number, to: number) => {
    let sum = 0;
    for (let y = 0; y < height; y++)
      for (let x = from; x < to; x++)
        for (let c = 0; c < channels; c++) {
          const i = (y * width + x) * channels + c;
          sum += Math.max(0, (bare.data[i] ?? 0) - (shown.data[i] ?? 0));
        }
    return sum;
  };
  return { left: darker(0, 6), right: darker(width - 6, width) };
}

describe(`editorial HTML of ${PATH} at 375 px`, () => {
  it('does not scroll sideways: the embedded player takes the column’s width at 16:9', async () => {
    const page = await phonePage();
    const m = await page.evaluate(() => {
      const column = document.querySelector('main .rich-text');
      const frame = column?.querySelector('iframe')?.getBoundingClientRect();
      return {
        viewport: window.innerWidth,
        document: document.documentElement.scrollWidth,
        column: column?.clientWidth,
        frame: frame && { width: frame.width, height: frame.height },
      };
    });
    expect(m.document, JSON.stringify(m)).toBeLessThanOrEqual(m.viewport);
    expect(m.frame?.width, JSON.stringify(m)).toBeCloseTo(m.column ?? 0, 0);
    expect(m.frame?.height, JSON.stringify(m)).toBeCloseTo(((m.column ?? 0) * 9) / 16, 0);
    await page.context().close();
  });

  it('shows a shadow at each side of the table with more of it past that side, and none at an end reached', async () => {
    const page = await phonePage();
    const box = page.locator('main .rich-text .table-scroll');
    const atStart = await edgeShadows(box);
    expect(atStart.right, JSON.stringify(atStart)).toBeGreaterThan(1000);
    expect(atStart.left, JSON.stringify(atStart)).toBe(0);
    await box.evaluate((el) => el.scrollTo({ left: (el.scrollWidth - el.clientWidth) / 2, behavior: 'instant' }));
    const between = await edgeShadows(box);
    expect(between.left, JSON.stringify(between)).toBeGreaterThan(1000);
    expect(between.right, JSON.stringify(between)).toBeGreaterThan(1000);
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    const atEnd = await edgeShadows(box);
    expect(atEnd.left, JSON.stringify(atEnd)).toBeGreaterThan(1000);
    expect(atEnd.right, JSON.stringify(atEnd)).toBe(0);
    await page.context().close();
  });

  it('scrolls a table wider than the column in its own box, which the keyboard reaches and scrolls', async () => {
    const page = await phonePage();
    const box = page.locator('main .rich-text .table-scroll');
    const size = await box.evaluate((el) => ({
      client: el.clientWidth,
      scroll: el.scrollWidth,
      column: el.closest('.rich-text')?.clientWidth,
      document: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(size.scroll, JSON.stringify(size)).toBeGreaterThan(size.client);
    expect(size.client, JSON.stringify(size)).toBe(size.column);
    expect(size.document, JSON.stringify(size)).toBeLessThanOrEqual(size.viewport);
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // axe finds nothing serious on the page: a scrolling box the keyboard cannot reach would be (scrollable-region-focusable).
    const axe = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.context().close();
  });
});
