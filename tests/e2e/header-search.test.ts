/**
 * The header's search box in every store view that has one (src/components/chrome/SearchBox.astro): its hint, one
 * word of the store view's language, shows whole in the narrow box of a phone (the longer label, ended in an
 * ellipsis, cut a word: "Recher…"), and the field is named by the longer label.
 */
import { describe, expect, it } from 'vitest';
import { searchPath } from '../../src/components/search/paths.ts';
import { loadConfig, storeView } from '../../src/config/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { buildPath, homeRoute } from '../../src/routing/index.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness();
const cfg = loadConfig(process.env);
const withSearch = cfg.sites.flatMap((site) =>
  site.stores.filter((code) => searchPath(storeView(code, cfg), cfg) !== undefined).map((code) => [code, site.id] as const),
);

describe("the header's search box", () => {
  it('is in more than one store view', () => {
    expect(withSearch.length).toBeGreaterThan(1);
  });

  it.each(withSearch)('of %s (on the %s site) shows no cut hint at 320 px', async (code, site) => {
    const context = await h.context({ width: 320, height: 640 });
    const page = await context.newPage();
    await page.goto(h.url(site, buildPath(homeRoute(code).name)));
    // Room for two or three letters ("Sz…"): the hint is not painted, and the icon says what the box is.
    const color = await page.locator('.search-box input').evaluate((el) => getComputedStyle(el, '::placeholder').color);
    expect(color).toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });

  // From 360 px (the narrowest of most phones).
  it.each(withSearch.flatMap(([code, site]) => [360, 375].map((width) => [code, site, width] as const)))(
    'of %s (on the %s site) shows its whole hint at %i px and is named by its label',
    async (code, site, width) => {
      const t = translator(storeView(code, cfg).lang);
      const context = await h.context({ width, height: 812 });
      const page = await context.newPage();
      await page.goto(h.url(site, buildPath(homeRoute(code).name)));
      const input = page.locator('.search-box input');
      const hint = t('header.searchPlaceholder');
      expect(await input.getAttribute('placeholder')).toBe(hint);
      expect(await page.getByRole('searchbox', { name: t('search.placeholder'), exact: true }).count()).toBe(1);
      // The hint's text typed into the field (the placeholder is laid out in the same inner box) scrolls nothing.
      const fit = await input.evaluate(async (el: HTMLInputElement, text) => {
        await document.fonts.ready;
        el.value = text;
        const box = { scroll: el.scrollWidth, client: el.clientWidth };
        el.value = '';
        return box;
      }, hint);
      expect(fit.scroll, `"${hint}" in a field ${fit.client} px wide`).toBeLessThanOrEqual(fit.client);
      await context.close();
    },
  );
});
