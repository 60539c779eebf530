/**
 * The header's search box in every store view that has one (src/components/chrome/SearchBox.astro): its hint, one
 * word of the store view's language, shows whole in the narrow box of a phone (the longer label, ended in an
 * ellipsis, cut a word: "Recher…"), and the field is named by the longer label; the hint and the field's border
 * stand out from its ground (WCAG 1.4.3, 1.4.11).
 */
import { describe, expect, it } from 'vitest';
import { loadConfig, storeView } from '../../src/config/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { openPage, storeHomes } from './open-page.ts';
import { useHarness } from './use-harness.ts';
import { contrast } from './contrast.ts';

const h = useHarness();
const cfg = loadConfig(process.env);
const withSearch = storeHomes(cfg, { searchOnly: true }).map(({ code, site, path }) => [code, site, path] as const);

describe("the header's search box", () => {
  it('is in more than one store view', () => {
    expect(withSearch.length).toBeGreaterThan(1);
  });

  it.each(withSearch)('of %s (on the %s site, %s) shows no cut hint at 320 px', async (_code, site, path) => {
    const page = await openPage(h, path, { site, width: 320, height: 640 });
    // Room for two or three letters ("Sz…"): the hint is not painted, and the icon says what the box is.
    const color = await page.locator('.search-box input').evaluate((el) => getComputedStyle(el, '::placeholder').color);
    expect(color).toBe('rgba(0, 0, 0, 0)');
    await page.context().close();
  });

  // From 360 px (the narrowest of most phones).
  it.each(withSearch.flatMap(([code, site, path]) => [360, 375].map((width) => [code, site, width, path] as const)))(
    'of %s (on the %s site) shows its whole hint at %i px and is named by its label',
    async (code, site, width, path) => {
      const t = translator(storeView(code, cfg).wording);
      const page = await openPage(h, path, { site, width });
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
      // The hint, the field's only visible text, and the border, its only outline, stand out from its ground. The hint
      // is the page's soft ink, not the browser's own placeholder grey (Chromium's passes; Safari's is 2.4:1).
      const colours = await input.evaluate((el) => {
        const ink = document.createElement('span');
        ink.style.color = 'var(--ink-soft)';
        document.body.append(ink);
        const soft = getComputedStyle(ink).color;
        ink.remove();
        return {
          soft,
          hint: getComputedStyle(el, '::placeholder').color,
          hintOpacity: getComputedStyle(el, '::placeholder').opacity,
          border: getComputedStyle(el).borderTopColor,
          ground: getComputedStyle(el).backgroundColor,
        };
      });
      expect(colours.hint).toBe(colours.soft);
      expect(colours.hintOpacity).toBe('1');
      expect(contrast(colours.hint, colours.ground), `hint ${colours.hint}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colours.border, colours.ground), `border ${colours.border}`).toBeGreaterThanOrEqual(3);
      await page.context().close();
    },
  );
});
