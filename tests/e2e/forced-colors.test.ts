/**
 * A contrast theme (Windows' forced colours, emulated): the states drawn by a background or a border colour alone
 * show in the system's selection colours (src/styles/global.css), and the menu button's bars in the label's colour
 * (src/components/chrome/MegaMenu.astro). Without this a chosen filter, the current thumbnail, variant, store,
 * category and blog page looked like the others, and the menu button lost its bars.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './open-page.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness();

const openForced = (path: string, width: number): Promise<Page> =>
  openPage(h, path, { width, setup: (page) => page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' }) });

/** How the page computes a system colour (`Highlight`, `CanvasText`) in the theme: read off a probe element. */
const systemColour = (page: Page, keyword: string): Promise<string> =>
  page.evaluate((colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, keyword);

/** A computed style property of the first element of `selector`. */
const styleOf = (page: Page, selector: string, property: 'backgroundColor' | 'outlineColor'): Promise<string> =>
  page
    .locator(selector)
    .first()
    .evaluate((el, name) => getComputedStyle(el)[name], property);

describe('in a contrast theme', () => {
  it.each([
    ['a chosen filter', '/produkty/twarz?seria=3', '[aria-pressed="true"]', '[aria-pressed="false"]', 1280],
    [
      'the current variant',
      '/produkt/acnelis-emulsja-do-ciala-z-cynkiem-165',
      '.variants a[aria-current="true"]',
      '.variants a:not([aria-current])',
      375,
    ],
    [
      'the current thumbnail',
      '/produkt/acnelis-emulsja-do-ciala-z-cynkiem-165',
      '[data-thumb][aria-current="true"]',
      '[data-thumb]:not([aria-current])',
      1280,
    ],
    ['the current store', '/', '.switcher li a[aria-current="true"]', '.switcher li a:not([aria-current])', 1280],
    ['the current category chip', '/porady', '.chips a[aria-current="page"]', '.chips a:not([aria-current])', 1280],
    ['the current blog page', '/porady', '.pager a[aria-current="page"]', '.pager a[href$="/strona/2"]', 1280],
  ])('shows %s in the selection colour, the others not (%s)', async (_what, path, current, other, width) => {
    const page = await openForced(path, width);
    // The islands mark the chosen filter and the current thumbnail once they run.
    await page.waitForSelector(current, { state: 'attached' });
    const highlight = await systemColour(page, 'Highlight');
    expect(await styleOf(page, current, 'backgroundColor')).toBe(highlight);
    expect(await styleOf(page, other, 'backgroundColor')).not.toBe(highlight);
    // Its focus ring is the theme's text colour, not the brand's (the control is kept out of the theme's colours).
    // Menus and panels open (the store switcher's, the filters'), as a shopper reaching the control has them.
    await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
    await page.locator(current).first().focus();
    expect(await styleOf(page, current, 'outlineColor')).toBe(await systemColour(page, 'CanvasText'));
    await page.context().close();
  });

  it("draws the menu button's bars in its label's colour at 375 px", async () => {
    const page = await openForced('/', 375);
    const colours = await page.evaluate(() => {
      const toggle = document.querySelector('[data-testid="menu-toggle"]');
      const bars = document.querySelector('.mega__burger');
      if (!toggle || !bars) throw new Error('no menu button');
      const style = getComputedStyle(bars);
      return {
        label: getComputedStyle(toggle).color,
        bar: style.borderTopColor,
        width: style.borderTopWidth,
        page: getComputedStyle(document.body).backgroundColor,
        after: getComputedStyle(bars, '::after').borderTopColor,
      };
    });
    expect(colours.bar).toBe(colours.label);
    expect(colours.after).toBe(colours.label);
    expect(colours.width).toBe('2px');
    expect(colours.bar).not.toBe(colours.page);
    await page.context().close();
  });
});
