/**
 * The home page in Chromium: it renders in Polish and English, the mega-menu opens with the keyboard on
 * desktop and its panel pushes the page down, the drawer opens at 375 px; pages without islands (site map, not-found: header search is a plain
 * form) load no JavaScript.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openNotingScripts } from './harness.ts';
import { useHarness } from './use-harness.ts';
import { translator } from '../../src/i18n/index.ts';

const h = useHarness();

/** The first hero slide that holds `part`. */
const heroSlide = (page: Page, part: string): Locator =>
  page
    .locator('.hero__slide')
    .filter({ has: page.locator(part) })
    .first();

/** Lengthens the texts of a slide's `selector` by `words` words, as an editor's longer texts would. */
async function lengthen(slide: Locator, selector: string, words: number): Promise<void> {
  await slide.evaluate(
    (li, [sel, n]) => {
      for (const el of li.querySelectorAll(sel)) el.textContent = `${el.textContent} ${'dermokosmetyk '.repeat(n)}`;
    },
    [selector, words] as const,
  );
}

async function open(path: string, width = 1280, hasTouch = false): Promise<{ page: Page; scripts: string[] }> {
  const context = await h.context({ width, height: width < 768 ? 812 : 900, hasTouch });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(r.url()).pathname)) scripts.push(r.url());
  });
  const response = await page.goto(h.url('main', path), { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  return { page, scripts };
}

describe('the home page in Chromium', () => {
  it.each([
    ['/', 'pl'],
    ['/en', 'en'],
  ] as const)('renders %s in %s with its blocks and the top bar', async (path, lang) => {
    const { page } = await open(path);
    const t = translator(lang);
    await expect(page.locator('h1').textContent()).resolves.toBe(t('home.heading'));
    expect(await page.locator('[data-block="hero"] [data-slide]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-block="newest"] article').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-block="lines"] [data-line]').count()).toBe(14);
    expect(await page.locator('[data-block="top-bar"] li').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: t('home.lines') }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('opens a mega-menu section with the keyboard on desktop', async () => {
    const { page } = await open('/en');
    const t = translator('en');
    const summary = page.locator('nav.mega summary', { hasText: t('header.categories') });
    expect(await page.getByTestId('menu-toggle').isVisible()).toBe(false);
    const firstLink = page.locator('[data-section="categories"] .mega__panel a').first();
    expect(await firstLink.isVisible()).toBe(false);
    for (let i = 0; i < 12 && !(await summary.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await firstLink.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await firstLink.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it.each(['categories', 'lines'])(
    'opens the %s panel in the page flow on desktop: it pushes the page down, its links answer clicks, the switcher opens over it',
    async (id) => {
      const { page } = await open('/en');
      const main = page.locator('main');
      const topBefore = (await main.boundingBox())?.y ?? 0;
      await page.click(`[data-section="${id}"] > summary`);
      const panel = page.locator(`[data-section="${id}"] .mega__panel`);
      const bottom = await panel.evaluate((el) => el.getBoundingClientRect().bottom);
      // Nothing of the page lies under the open panel: focus moving past its last link stays in view.
      expect((await main.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(bottom);
      expect((await main.boundingBox())?.y ?? 0).toBeGreaterThan(topBefore);
      // The panel's own links take the click (no closed section's box lies over them).
      const link = panel.locator('a').first();
      const box = await link.boundingBox();
      const hit = await page.evaluate(
        ([x, y]) =>
          document
            .elementFromPoint(x ?? 0, y ?? 0)
            ?.closest('a')
            ?.getAttribute('href') ?? null,
        [(box?.x ?? 0) + 5, (box?.y ?? 0) + 5],
      );
      expect(hit).toBe(await link.getAttribute('href'));
      // The store switcher's list is drawn over the open panel.
      await page.click('.switcher summary');
      const item = page.locator('.switcher ul a').last();
      const itemBox = await item.boundingBox();
      const over = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('.switcher') !== null,
        [(itemBox?.x ?? 0) + 5, (itemBox?.y ?? 0) + 5],
      );
      expect(over).toBe(true);
      await page.context().close();
    },
  );

  it.each([
    ['/', 320],
    ['/', 375],
    ['/hr', 320],
    ['/hr', 375],
    ['/tn', 320],
  ] as const)('fits %s into %i px: the header gives way, nothing scrolls sideways', async (path, width) => {
    const { page } = await open(path, width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const switcher = await page.locator('.switcher summary').boundingBox();
    expect((switcher?.x ?? 0) + (switcher?.width ?? 0)).toBeLessThanOrEqual(width - 8);
    await page.context().close();
  });

  it.each([375, 1280])(
    "lays the hero slide's product panel in the slide's bottom row beside the arrows, clear of its text, at %i px, also with long texts",
    async (width) => {
      const { page } = await open('/', width);
      const slide = heroSlide(page, '[data-hero-product]');
      const measure = () =>
        slide.evaluate((li) => {
          const box = (sel: string | null) => {
            const r = (sel === null ? li : li.querySelector(sel))?.getBoundingClientRect();
            return r ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom } : null;
          };
          return {
            slide: box(null),
            panel: box('[data-hero-product]'),
            title: box('.hero__title'),
            description: box('.hero__description'),
            button: box('.hero__text .button'),
            controls: box('.hero__controls'),
          };
        });
      type Boxes = Awaited<ReturnType<typeof measure>>;
      type Box = NonNullable<Boxes['panel']>;
      const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const expectLaidOut = (boxes: Boxes, when: string) => {
        const { slide: outer, panel, ...others } = boxes;
        if (!outer || !panel) throw new Error('no hero slide with a product panel');
        expect(panel.left, when).toBeGreaterThanOrEqual(outer.left);
        expect(panel.right, when).toBeLessThanOrEqual(outer.right);
        expect(panel.top, when).toBeGreaterThanOrEqual(outer.top);
        expect(panel.bottom, when).toBeLessThanOrEqual(outer.bottom);
        // The bottom row, off the image's subject: the panel's foot is the arrows'.
        expect(Math.abs(panel.bottom - (others.controls?.bottom ?? Number.NaN)), when).toBeLessThanOrEqual(1);
        for (const [name, other] of Object.entries(others)) {
          expect(other, `${when}: ${name}`).not.toBeNull();
          expect(overlaps(panel, other as Box), `${when}: ${name}`).toBe(false);
        }
      };
      expectLaidOut(await measure(), 'as built');
      // An editor's longer category, title and subtitle keep to the panel's row.
      await lengthen(slide, '.hero__product-text > span', 6);
      expectLaidOut(await measure(), 'long texts');
      await page.context().close();
    },
  );

  it("keeps the hero's text to the lower 45 % of its image at 375 px, growing the slide downwards for long texts", async () => {
    const { page } = await open('/', 375);
    const slide = heroSlide(page, '.hero__title');
    const measure = () =>
      slide.evaluate((li) => {
        const image = li.querySelector('.hero__image')?.getBoundingClientRect();
        const text = li.querySelector('.hero__text')?.getBoundingClientRect();
        const title = li.querySelector('.hero__title')?.getBoundingClientRect();
        if (!image || !text || !title) throw new Error('no hero slide with an image and a text');
        return {
          freeFrom: image.top + 0.55 * image.height,
          text: text.top,
          title: title.top,
          slide: li.getBoundingClientRect().bottom,
          textEnd: text.bottom,
        };
      });
    const before = await measure();
    expect(before.text).toBeGreaterThanOrEqual(before.freeFrom - 1);
    await lengthen(slide, '.hero__title, .hero__description', 8);
    const after = await measure();
    expect(after.title).toBeCloseTo(before.title, 0);
    expect(after.slide).toBeGreaterThan(before.slide);
    expect(after.textEnd).toBeLessThanOrEqual(after.slide + 1);
    await page.context().close();
  });

  it('keeps every item of the top bar at 375 px on one line that the keyboard and a swipe scroll to its last item', async () => {
    const { page } = await open('/', 375, true);
    const bar = page.locator('[data-block="top-bar"]');
    const items = bar.locator('li');
    expect(await items.count()).toBeGreaterThan(1);
    const shape = await bar.evaluate((ul) => ({
      tops: [...ul.querySelectorAll('li')].map((li) => li.getBoundingClientRect().top),
      shown: [...ul.querySelectorAll('li')].every((li) => getComputedStyle(li).display !== 'none'),
      document: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(shape.shown).toBe(true);
    expect(new Set(shape.tops).size, 'one line').toBe(1);
    expect(shape.document).toBeLessThanOrEqual(shape.viewport);
    const last = items.last();
    const inView = () =>
      last.evaluate((li) => {
        const box = li.getBoundingClientRect();
        return box.left >= 0 && box.right <= window.innerWidth;
      });
    expect(await inView()).toBe(false);
    // The bar counts its scroll ends before any key is pressed: a listener added beside each press could come
    // after a fast scroll's end and wait for ever.
    await bar.evaluate((ul) => {
      ul.dataset.scrollEnds = '0';
      ul.addEventListener('scrollend', () => (ul.dataset.scrollEnds = String(Number(ul.dataset.scrollEnds) + 1)));
    });
    const scrollEnds = () => bar.evaluate((ul) => Number(ul.dataset.scrollEnds));
    await bar.focus();
    const presses = (await items.count()) - 1;
    /**
     * Moves the bar with `move` until its last item shows, at most once an item; each move must scroll it (the next
     * one waits for that scroll to end): one that does not fails here, by name.
     */
    const moveToLast = async (what: string, move: () => Promise<unknown>) => {
      for (let i = 0; i < presses && !(await inView()); i++) {
        const before = await scrollEnds();
        await move();
        await expect.poll(scrollEnds, { message: `${what} ${i + 1} scrolls the bar`, timeout: 5_000 }).toBeGreaterThan(before);
      }
    };
    // An arrow key scrolls to the next item (snapped).
    await moveToLast('press', () => page.keyboard.press('ArrowRight'));
    expect(await inView(), 'the keyboard reaches the last item').toBe(true);
    // A finger's swipe from the start (a touch gesture, through the browser's input pipeline) reaches it too.
    const back = await scrollEnds();
    await bar.evaluate((ul) => ul.scrollTo({ left: 0, behavior: 'instant' }));
    await expect.poll(scrollEnds).toBeGreaterThan(back);
    expect(await inView()).toBe(false);
    const box = await bar.boundingBox();
    if (!box) throw new Error('the top bar has no box');
    const cdp = await page.context().newCDPSession(page);
    const y = Math.round(box.y + box.height / 2);
    // A finger put down at four fifths of the bar, drawn to one fifth in steps, and lifted.
    await moveToLast('swipe', async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: Math.round(box.width * 0.8), y }] });
      for (let x = Math.round(box.width * 0.8); x >= box.width * 0.2; x -= 10) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    });
    await expect.poll(inView, { message: 'the swipe reaches the last item', timeout: 5_000 }).toBe(true);
    await page.context().close();
  });

  it('opens the drawer at 375 px', async () => {
    const { page } = await open('/', 375);
    const toggle = page.getByTestId('menu-toggle');
    const section = page.locator('[data-section="categories"] > summary');
    expect(await toggle.isVisible()).toBe(true);
    expect(await section.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await section.isVisible()).toBe(true);
    const box = await section.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await section.click();
    expect(await page.locator('[data-section="categories"] .mega__panel a').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it.each(['/mapa-strony', '/en/site-map', '/en/page-not-found'])(
    'a page without a screen island loads only the menus island, and only after the load event: %s',
    async (path) => {
      const context = await h.context({ width: 1280, height: 900 });
      const { page, response, events } = await openNotingScripts(context, h.url('main', path));
      expect(response?.status()).toBe(200);
      const html = await page.content();
      expect(html).toContain('role="search"');
      // No script element the parser would fetch; one island, the header's menus (src/islands/enhance).
      expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
      const islands = [...html.matchAll(/<astro-island\b[^>]*\bcomponent-url="([^"]+)"/g)].map((m) => m[1]);
      expect(islands).toHaveLength(1);
      expect(islands[0]).toMatch(/\/MenusIsland\.[\w-]+\.js$/);
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
      expect(events[0], events.join(', ')).toBe('load');
      expect(events.filter((e) => e.startsWith('script')).length, events.join(', ')).toBeGreaterThan(0);
      await context.close();
    },
  );
});

describe('the store switcher', () => {
  it('marks the current store by more than a faint tint: a bar in the accent and bold text (WCAG 1.4.11)', async () => {
    const context = await h.context({ width: 1280, height: 900 });
    const page = await context.newPage();
    await page.goto(h.url('main', '/'));
    await page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>('.switcher').forEach((d) => (d.open = true)));
    const look = (selector: string) =>
      page.$eval(selector, (a) => ({ weight: Number(getComputedStyle(a).fontWeight), shadow: getComputedStyle(a).boxShadow }));
    const current = await look('.switcher li a[aria-current="true"]');
    const other = await look('.switcher li a:not([aria-current])');
    expect(current.weight).toBeGreaterThanOrEqual(600);
    expect(current.shadow).toMatch(/inset/);
    expect(other.weight).toBeLessThan(600);
    expect(other.shadow).toBe('none');
    await context.close();
  });
});
