/**
 * The product lines' tiles (src/components/home/Lines.astro, on the home page and the series landing page) on a
 * phone: every word of a line's name stays whole, in every store view's language. Chromium on Linux has no
 * hyphenation dictionary, so a word too wide for its tile would be broken anywhere (`overflow-wrap: anywhere`).
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { openPage, storeHomes } from './open-page.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness();
const homes = storeHomes(loadConfig(process.env));

describe("the product lines' tiles on a phone", () => {
  it.each(homes.flatMap(({ code, site, path }) => [360, 375].map((width) => [code, site, width, path] as const)))(
    'keep every word whole on the home page of %s (on the %s site) at %i px',
    async (code, site, width, path) => {
      const page = await openPage(h, path, { site, width });
      const broken = await page.$$eval('[data-block="lines"] .lines__link', async (tiles) => {
        await document.fonts.ready;
        const found: string[] = [];
        for (const tile of tiles) {
          const text = tile.firstChild;
          if (!(text instanceof Text)) throw new Error('a tile without its text');
          // A word, or a part of a compound up to its hyphen, where a line may end.
          for (const word of text.data.matchAll(/[^\s-]+-?/g)) {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word[0].length);
            // A word on two lines has two boxes.
            if (range.getClientRects().length > 1) found.push(word[0]);
          }
        }
        return { found, tiles: tiles.length };
      });
      if (code === 'pl') expect(broken.tiles, 'the Polish home page shows the lines').toBeGreaterThan(0);
      expect(broken.found).toEqual([]);
      await page.context().close();
    },
  );
});
