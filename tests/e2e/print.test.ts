/**
 * A page printed (src/styles/print.css): its content without the site's controls. Emulated print media in Chromium,
 * on a product page, an article, a category listing, the home page and the pharmacy finder.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from './open-page.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness();

/** What the site prints around a page's content: none of it is printed. */
const CHROME = [
  '.topbar',
  '.header__tools',
  '.mega',
  '.footer__grid',
  '[data-needs-script]',
  // A screen's own, left out by its own styles.
  '.gallery__thumbs',
  '.hero__controls',
  '.pharmacy-map',
];

describe('a printed page', () => {
  it.each([
    ['a product page', '/produkt/acnelis-emulsja-do-ciala-z-cynkiem-165', '.product__description, .product [data-live-price]'],
    ['an article', '/porady/mama-i-dziecko/jak-dobrac-pielegnacje-skora-niemowlecia', 'main article p'],
    ['a category listing', '/produkty/twarz', '.card'],
    ['the home page', '/', '.hero__title'],
    ['the pharmacy finder', '/znajdz-apteke', '.pharmacy-finder__list li, .pharmacy-finder li'],
  ])('of %s (%s) holds its content (and breadcrumbs), not the site’s controls', async (_what, path, content) => {
    const page = await openPage(h, path, { width: 800, height: 1100 });
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(
      ([chrome, main]) => {
        const shown = (el: Element) => el.getClientRects().length > 0;
        const found = (selector: string) => [...document.querySelectorAll(selector)];
        return {
          chrome: (chrome as string[]).flatMap((selector) => (found(selector).some(shown) ? [selector] : [])),
          counted: (chrome as string[]).filter((selector) => found(selector).length > 0).length,
          title: found('h1').some(shown),
          crumbs: found('.crumbs').some(shown),
          content: found(main as string).some(shown),
        };
      },
      [CHROME, content] as const,
    );
    expect(printed.chrome).toEqual([]);
    // The page holds some of the chrome that is left out (so the check above looked at something).
    expect(printed.counted).toBeGreaterThan(2);
    // The home page alone has no breadcrumbs.
    expect(printed).toMatchObject({ title: true, crumbs: path !== '/', content: true });
    await page.context().close();
  });

  it("of a product page gives the image the thumbnails' column", async () => {
    const page = await openPage(h, '/produkt/acnelis-emulsja-do-ciala-z-cynkiem-165', { width: 800, height: 1100 });
    await page.emulateMedia({ media: 'print' });
    const left = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => el.getBoundingClientRect().left);
    expect(Math.abs((await left('.gallery__strip')) - (await left('.crumbs')))).toBeLessThanOrEqual(1);
    await page.context().close();
  });
});
