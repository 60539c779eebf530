/**
 * The home page's hero slider in Chromium, at 1280 and 375 px, with the hero island
 * (src/islands/enhance/HeroIsland.ts): a slide's previous and next controls, activated with the keyboard, scroll
 * the track alone to their slide; the focus goes to the same control of the slide shown (never to the page's
 * body), the page keeps its vertical scroll, the address its fragment and the history its length, and the slide
 * shown is announced; the slides out of view are inert, so Tab never reaches their controls. Under reduced motion
 * the track moves at once. The page loads no script before its load
 * event, and the island is a script island (no framework). Without JavaScript the controls are links to their
 * slides, as before.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { translator } from '../../src/i18n/index.ts';
import { openNotingScripts } from './harness.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness();
const t = translator('pl');
const viewports = [1280, 375] as const;

async function open(width: number, { javaScriptEnabled = true, reducedMotion = false } = {}): Promise<Page> {
  const context = await h.context({ width, height: width < 768 ? 812 : 900, javaScriptEnabled });
  const page = await context.newPage();
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  const response = await page.goto(h.url('main', '/'));
  expect(response?.status()).toBe(200);
  // Every island of the page has hydrated (after load, when the browser is idle).
  if (javaScriptEnabled) await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  return page;
}

/** The previous or next control of the n-th slide (1-based), by its accessible name. */
const control = (page: Page, n: number, which: 'previous' | 'next'): Locator =>
  page.locator(`#hero-slide-${n}`).getByRole('link', { name: t(`common.${which}`), exact: true });

/** In the page: whether the n-th slide stands at the track's start (its scroll has ended there). */
const slideShown = (n: number): boolean => {
  const track = document.querySelector('.hero__track');
  const slide = document.getElementById(`hero-slide-${n}`);
  return !!track && !!slide && Math.abs(slide.getBoundingClientRect().left - track.getBoundingClientRect().left) < 2;
};

/** Waits until the n-th slide is shown (polled from here: a page without JavaScript runs no waiting function). */
const shown = (page: Page, n: number): Promise<void> => expect.poll(() => page.evaluate(slideShown, n)).toBe(true);

/** The page's vertical scroll, history length and fragment. */
const where = (page: Page) => page.evaluate(() => ({ scrollY: window.scrollY, history: history.length, hash: location.hash }));

/** Whether the control has the focus and lies whole inside the track's view (its slide is the one shown). */
const focusedInView = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => {
    const track = el.closest('.hero__track')?.getBoundingClientRect();
    const own = el.getBoundingClientRect();
    return el === document.activeElement && !!track && own.left >= track.left - 1 && own.right <= track.right + 1;
  });

/** Activates a control with the keyboard and waits until the n-th slide is shown. */
async function activate(page: Page, locator: Locator, n: number): Promise<void> {
  await locator.focus();
  await page.keyboard.press('Enter');
  await shown(page, n);
}

const status = (page: Page): Promise<string | null> => page.locator('.hero [role="status"]').textContent();

describe('the hero slider with its island', () => {
  it.each(viewports)(
    'at %i px, next and previous, pressed with Enter, scroll the track alone and keep the focus on a control',
    async (width) => {
      const page = await open(width);
      const count = await page.locator('.hero__slide').count();
      expect(count, 'the sample data shows at least two slides').toBeGreaterThanOrEqual(2);
      const before = await where(page);
      const slideLabel = (n: number) => t('home.slide', { value: n, count });

      await activate(page, control(page, 1, 'next'), 2);
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
      expect(await focusedInView(control(page, 2, 'next'))).toBe(true);
      expect(await where(page)).toEqual(before);
      expect(await status(page)).toBe(slideLabel(2));

      await activate(page, control(page, 2, 'previous'), 1);
      expect(await focusedInView(control(page, 1, 'previous'))).toBe(true);
      expect(await where(page)).toEqual(before);
      expect(await status(page)).toBe(slideLabel(1));
      await page.context().close();
    },
  );

  it.each(viewports)('at %i px, only the slide shown is in the Tab order, after a control and after a swipe', async (width) => {
    const page = await open(width);
    const count = await page.locator('.hero__slide').count();
    const inertOf = () => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.hero__slide')].map((s) => s.inert));
    const onlyShown = (n: number) => Array.from({ length: count }, (_, i) => i + 1 !== n);
    /** The id of the slide holding the focus ('' when the focus is outside every slide). */
    const focusedSlide = () => page.evaluate(() => document.activeElement?.closest('.hero__slide')?.id ?? '');

    await expect.poll(inertOf).toEqual(onlyShown(1));
    await control(page, 1, 'next').focus();
    await page.keyboard.press('Tab');
    expect(await focusedSlide(), 'Tab from the last control of slide 1 leaves the slider').toBe('');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedSlide()).toBe('hero-slide-1');

    await activate(page, control(page, 1, 'next'), 2);
    await expect.poll(inertOf).toEqual(onlyShown(2));
    await page.keyboard.press('Shift+Tab');
    expect(await focusedSlide(), 'Shift+Tab from next stays in the slide shown').toBe('hero-slide-2');

    // Scrolled without a control (as a swipe does): the slide it brings into view is the one in the Tab order.
    await page.evaluate(() => document.querySelector('.hero__track')?.scrollTo({ left: 0, behavior: 'instant' }));
    await expect.poll(inertOf).toEqual(onlyShown(1));
    await page.context().close();
  });

  it('under reduced motion, a click on next shows its slide at once', async () => {
    const page = await open(1280, { reducedMotion: true });
    const before = await where(page);
    await control(page, 1, 'next').click();
    expect(await page.evaluate(slideShown, 2)).toBe(true);
    expect(await where(page)).toEqual(before);
    await page.context().close();
  });

  it('loads no script before the load event; its islands, the hero’s among them, need no framework', async () => {
    const context = await h.context({ width: 1280, height: 900 });
    const { page, events } = await openNotingScripts(context, h.url('main', '/'));
    const html = await page.content();
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => ({
      component: /component-url="([^"]+)"/.exec(m[0])?.[1] ?? '',
      renderer: /renderer-url="([^"]+)"/.exec(m[0])?.[1] ?? '',
    }));
    const renderer = (name: string) => islands.find((i) => i.component.includes(`/${name}.`))?.renderer;
    expect(renderer('HeroIsland')).toBeDefined();
    // One renderer for all, the one the menus island (a script island) uses.
    expect(new Set(islands.map((i) => i.renderer))).toEqual(new Set([renderer('MenusIsland')]));
    expect(events[0], events.join(', ')).toBe('load');
    await context.close();
  });
});

describe('the hero slider without JavaScript', () => {
  it.each(viewports)('at %i px, next links to the next slide', async (width) => {
    const page = await open(width, { javaScriptEnabled: false });
    await control(page, 1, 'next').click();
    await page.waitForURL((url) => url.hash === '#hero-slide-2');
    await shown(page, 2);
    await page.context().close();
  });
});

describe('the hero slide’s text under a reader’s text spacing (WCAG 1.4.12)', () => {
  // Line height 1.5, letter spacing 0.12em, word spacing 0.16em, paragraphs spaced 2em: the slide grows to hold its
  // text, which is never cut at its edges (at 768 px the title stood 7 px above the slide, the button 6 px below it).
  it.each([375, 768, 820, 1024, 1280])('at %i px, every line of each slide’s text stays within its slide', async (width) => {
    const page = await open(width);
    const outside = await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('.hero *')) {
        el.style.setProperty('line-height', '1.5', 'important');
        el.style.setProperty('letter-spacing', '0.12em', 'important');
        el.style.setProperty('word-spacing', '0.16em', 'important');
        if (el.tagName === 'P') el.style.setProperty('margin-bottom', '2em', 'important');
      }
      const cut: string[] = [];
      let texts = 0;
      for (const slide of document.querySelectorAll<HTMLElement>('[data-slide]')) {
        const box = slide.getBoundingClientRect();
        for (const part of slide.querySelectorAll<HTMLElement>('.hero__text > *')) {
          texts += 1;
          const b = part.getBoundingClientRect();
          if (b.top < box.top - 0.5 || b.bottom > box.bottom + 0.5) cut.push(`${slide.id} ${part.className}`);
        }
      }
      return { cut, texts };
    });
    expect(outside.texts).toBeGreaterThan(0);
    expect(outside.cut).toEqual([]);
    await page.context().close();
  });
});
