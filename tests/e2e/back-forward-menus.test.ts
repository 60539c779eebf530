/**
 * The header's menus on a page restored from the back-forward cache (src/islands/enhance/MenusIsland.ts): a shopper
 * who went to a page through the mega-menu and comes Back finds the page, not the menu open over it. The browser of
 * this file keeps its back-forward cache on (Playwright's default turns it off).
 */
import { describe, expect, it } from 'vitest';
import { backFromCache, watchRestores } from './back-forward.ts';
import { openPage } from './open-page.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness({ backForwardCache: true });

describe("the header's menus after Back", () => {
  it.each([375, 1280])(
    'are closed on the home page restored at %i px after a category chosen in the mega-menu',
    async (width) => {
      const page = await openPage(h, '/', { width, height: 812, setup: watchRestores });
      if (width < 768) await page.getByTestId('menu-toggle').click();
      await page.locator('[data-section="categories"] > summary').click();
      const link = page.locator('[data-section="categories"] .mega__panel a').first();
      const href = await link.getAttribute('href');
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      await backFromCache(page);
      expect(await page.locator('details[data-menu][open]').count()).toBe(0);
      expect(await link.isVisible()).toBe(false);
      await page.context().close();
    },
  );
});
