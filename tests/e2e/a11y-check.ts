/**
 * Accessibility: axe-core (through @axe-core/playwright) finds no serious or critical violation on the first built
 * page of each screen in SCREENS (catalogue, search, site map, blog, content, landing and pharmacy finder screens) of
 * a store view that has the screen, at 375 px and at 1280 px: as built, then with its islands hydrated and its menus
 * (<details>) open, the two widths side by side; then its landmarks of one role must be named apart
 * (unnamedLandmarks), and the targets of its navigation landmarks be at least 24 px each way
 * (smallNavigationTargets). Pages are picked from the built site in dist/main; a store view whose route table has
 * the screen must have a built page. The test files (a11y-pl, a11y-en) each check store views of their own, so that
 * they run side by side.
 */
import { describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { matchPath, routesFor, type Screen } from '../../src/routing/index.ts';
import type { StoreCode } from '../../src/config/index.ts';
import { builtPaths } from '../build/dist.ts';
import { useHarness } from './use-harness.ts';

type TestHarness = ReturnType<typeof useHarness>;

const SCREENS: readonly Screen[] = [
  'home',
  'category',
  'product',
  'site-map',
  'search',
  'pharmacy-finder',
  'blog',
  'blog-category',
  'blog-article',
  'special-offers',
  'special-offer',
  'cms-page',
  'payment-methods',
  'about',
  'ambassador',
  'safe-delivery',
  'external-shops',
  'streams',
  'emotopic-landing',
  'hair-landing',
  'series-landing',
];
const WIDTHS = [375, 1280] as const;

const builtPathsOfMain = builtPaths('main');

/** The first built page of a store view's screen, or undefined when the build has none. */
function pageOf(store: string, screen: Screen): string | undefined {
  return builtPathsOfMain.find((path) => {
    const route = matchPath('main', path)?.route;
    return route?.store === store && route.screen === screen;
  });
}

/** A violation as a readable line: rule, impact, what it says, and the elements it names. */
function describeViolation(v: Result): string {
  return `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
}

/** Scrolls the `client:visible` islands into view and waits until Astro has hydrated every island (it drops their `ssr` attribute). */
async function hydrateIslands(page: Page): Promise<void> {
  // Only `client:visible` islands wait to be seen; the others (load, idle, afterload) hydrate on their own.
  for (const island of await page.locator('astro-island[ssr][client="visible"]').all()) await island.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * One browser tab per width, navigated afresh by each test. Reusing the tab keeps axe compiled in its
 * renderer: injecting axe into a new tab cost about a second per page, and the suite took 40 % longer with
 * a new context per test. What a tab keeps from one page to the next (HTTP cache, storage) does not bear on
 * the markup axe checks; a closed or crashed tab is replaced.
 */
const tabs = new Map<number, Page>();
async function tabAt(h: TestHarness, width: number): Promise<Page> {
  const open = tabs.get(width);
  if (open && !open.isClosed()) return open;
  const tab = await (await h.context({ width, height: 900 })).newPage();
  tabs.set(width, tab);
  return tab;
}

/** Serious and critical violations of a page as built, then once its islands have hydrated with every <details> open. */
async function seriousViolations(h: TestHarness, path: string, width: number): Promise<string[]> {
  const page = await tabAt(h, width);
  const response = await page.goto(h.url('main', path), { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  const found = new Set<string>();
  const check = async (when: string) => {
    // Legacy mode runs axe.run in the page itself: the same rules, two to three times faster than the default
    // (which finishes every run in a new blank page); our pages' only iframes are video embeds, which load nothing here.
    // Only violations are reported in detail (every rule still runs): passes would be thousands of nodes to describe.
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
    for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
      found.add(`${when}: ${describeViolation(v)}`);
    }
  };
  await check('static');
  await hydrateIslands(page);
  // the drawer, the mega-menu panels and the store switcher are <details>: check their contents too
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  await check('hydrated, menus open');
  for (const problem of await unnamedLandmarks(page)) found.add(`hydrated: ${problem}`);
  for (const problem of await smallNavigationTargets(page)) found.add(`hydrated, menus open: ${problem}`);
  return [...found];
}

/**
 * Landmarks a screen reader's landmark list could not tell apart: where a page has more than one landmark of a role
 * (search, navigation, complementary), each needs a name of its own (aria-label or aria-labelledby). axe rates its
 * own rule of this (landmark-unique) moderate, and passes a named landmark beside an unnamed one.
 */
function unnamedLandmarks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const roles: Record<string, string> = {
      search: '[role="search"]',
      navigation: 'nav, [role="navigation"]',
      complementary: 'aside, [role="complementary"]',
    };
    const nameOf = (el: Element): string => {
      const labelledBy = el.getAttribute('aria-labelledby');
      const text = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : (el.getAttribute('aria-label') ?? '');
      return text.replace(/\s+/g, ' ').trim();
    };
    const problems: string[] = [];
    for (const [role, selector] of Object.entries(roles)) {
      const shown = Array.from(document.querySelectorAll(selector)).filter((el) => el.getClientRects().length > 0);
      if (shown.length < 2) continue;
      const names = shown.map(nameOf);
      if (names.some((n) => n === '') || new Set(names).size < names.length)
        problems.push(
          `${shown.length} ${role} landmarks, not each named apart: ${names.map((n) => JSON.stringify(n)).join(', ')}`,
        );
    }
    return problems;
  });
}

/**
 * Links and buttons of navigation landmarks (menus, breadcrumbs, the footer's links, paging) less than 24 px tall or
 * wide: WCAG 2.5.8's minimum target size, asked of them without its spacing exception (axe's target-size rule passes
 * a small target with room around it, as the breadcrumbs' 17 px links were).
 */
function smallNavigationTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('nav, [role="navigation"]'))
      .flatMap((nav) => Array.from(nav.querySelectorAll('a[href], button, summary')))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 24 || box.width < 24)
      .map(
        ({ el, box }) =>
          `navigation target "${(el.textContent ?? '').replace(/\s+/g, ' ').trim()}" is ${Math.round(box.width)}×${Math.round(box.height)} px`,
      ),
  );
}

/**
 * A screen's page checked at every width, the widths side by side (a tab each: the browser renders one while axe
 * runs in the other), the violations by width.
 */
async function violationsByWidth(h: TestHarness, path: string): Promise<Record<number, string[]>> {
  const found = await Promise.all(WIDTHS.map((width) => seriousViolations(h, path, width)));
  return Object.fromEntries(WIDTHS.map((width, i) => [width, found[i] ?? []]));
}

const NONE = Object.fromEntries(WIDTHS.map((width) => [width, []]));

/**
 * The accessibility tests of a test file: every screen of each of `stores` that its route table has, then each of
 * `more` (a store view and one screen of it), on the file's own harness.
 */
export function describeAccessibility(stores: readonly StoreCode[], more: readonly (readonly [StoreCode, Screen])[] = []): void {
  const h = useHarness();
  const check = (store: string, screen: Screen): void => {
    const path = pageOf(store, screen) ?? `(no built ${screen} page of the ${store} store view)`;
    it(`${screen} page ${path} at ${WIDTHS.join(' and ')} px has no serious or critical axe violation`, async () => {
      expect(await violationsByWidth(h, path)).toEqual(NONE);
    });
  };
  for (const store of stores)
    describe(`accessibility of the ${store} store view`, () => {
      for (const screen of SCREENS.filter((sc) => routesFor(store).some((r) => r.screen === sc))) check(store, screen);
    });
  for (const [store, screen] of more) describe(`accessibility of the ${store} store view`, () => check(store, screen));
}
