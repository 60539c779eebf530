/**
 * The search page with odd input (Chromium): a word repeated finds what the word alone finds (each repeat counts
 * towards minimum-should-match); a long word or a pasted address wraps inside the page at 375 and 1280 px; with
 * filters chosen and nothing found, the message is the filters', not the term's.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n/index.ts';
import { useHarness } from './use-harness.ts';
import { SEARCH_PAGE, COUNT, results, settled, total, searchFor } from './search-page.ts';

const h = useHarness();

describe('the search page with odd terms and filters', () => {
  const t = translator('pl');

  it('a word repeated finds what the word alone finds (each repeat counts towards minimum-should-match)', async () => {
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=krem`));
    const alone = await results(page);
    expect(alone.length).toBeGreaterThan(0);
    await searchFor(page, 'krem krem krem');
    expect(await results(page)).toEqual(alone);
    await page.context().close();
  });

  it.each([375, 1280])(
    'at %i px, a long word or a pasted address wraps inside the page: nothing scrolls sideways',
    async (width) => {
      const page = await (await h.context({ width, height: 900 })).newPage();
      for (const term of [
        'k'.repeat(250),
        'https://www.dermeya.example/produkt/emolia-krem-z-10-mocznikiem-227/DY-E-00227-400',
      ]) {
        await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=${encodeURIComponent(term)}`));
        await settled(page);
        expect(await page.locator(COUNT).textContent()).toContain(term);
        const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
        expect(widths.page, term.slice(0, 20)).toBeLessThanOrEqual(widths.view);
      }
      await page.context().close();
    },
  );

  it('with filters chosen and nothing found, says that no product matches the filters, not that the term found none', async () => {
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=krem`));
    await settled(page);
    expect(await total(page)).toBeGreaterThan(0);
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=krem&seria=4&color=50&price=100-150`));
    await settled(page);
    expect(await total(page), 'the sample data has no such product').toBe(0);
    expect(await page.locator(COUNT).textContent()).toBe(t('listing.noMatch'));
    await page.context().close();
  });
});
