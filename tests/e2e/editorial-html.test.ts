/**
 * Editorial HTML at phone width (src/components/content/SafeHtml.astro): the sample's static page
 * `test-sanitising` (backend/seed/content/pages.ts) carries a YouTube embed as YouTube gives its code (560×315)
 * and a six-column table. At 375 px the page does not scroll sideways: the player takes the column's width at 16:9,
 * and the table scrolls in a box of its own, which the keyboard reaches and scrolls; axe finds nothing serious.
 */
import { describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
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
