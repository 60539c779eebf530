/**
 * Accessibility: axe-core (through @axe-core/playwright) finds no serious or critical violation on the
 * home page, a category page, a product page, the site map and the search page of the Polish and the
 * English store views, at 375 px and at 1280 px: as built, with its islands hydrated, and with its menus
 * (<details>) open. Pages are picked from the built site in dist/main.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relative } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { matchPath, type Screen } from '../../src/routing/index.ts';
import { allFiles, DIST } from '../build/dist.ts';
import { startHarness, type Harness } from './harness.ts';

const STORES = ['pl', 'en'] as const;
const SCREENS: readonly Screen[] = ['home', 'category', 'product', 'site-map', 'search'];
const WIDTHS = [375, 1280] as const;

/** URL paths of the pages built for the main site, sorted. */
const builtPaths = allFiles(`${DIST}/main`)
  .filter((f) => f.endsWith('.html'))
  .map((f) =>
    relative(`${DIST}/main`, f)
      .replaceAll('\\', '/')
      .replace(/\.html$/, ''),
  )
  .map((rel) => (rel === 'index' ? '/' : `/${rel}`))
  .sort();

/** The first built page of a store view's screen, or undefined when the build has none. */
function pageOf(store: string, screen: Screen): string | undefined {
  return builtPaths.find((path) => {
    const route = matchPath('main', path)?.route;
    return route?.store === store && route.screen === screen;
  });
}

/** A violation as a readable line: rule, impact, what it says, and the elements it names. */
function describeViolation(v: Result): string {
  return `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
}

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Scrolls every island into view and waits until Astro has hydrated them all (it drops their `ssr` attribute). */
async function hydrateIslands(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island[ssr]').all()) await island.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Serious and critical violations of a page as built, once its islands have hydrated, and with every <details> open. */
async function seriousViolations(path: string, width: number): Promise<string[]> {
  const context = await h.context({ width, height: 900 });
  const page = await context.newPage();
  const response = await page.goto(h.url('main', path), { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  const found = new Set<string>();
  const check = async (when: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
      found.add(`${when}: ${describeViolation(v)}`);
    }
  };
  await check('static');
  await hydrateIslands(page);
  await check('hydrated');
  // the drawer, the mega-menu panels and the store switcher are <details>: check their contents too
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  await check('menus open');
  await context.close();
  return [...found];
}

describe.each(STORES)('accessibility of the %s store view', (store) => {
  for (const screen of SCREENS) {
    const path = pageOf(store, screen);
    if (!path) {
      it.skip(`${screen}: skipped, dist/main has no built ${screen} page of the ${store} store view yet`, () => {});
      continue;
    }
    it.each(WIDTHS)(`${screen} page ${path} at %i px has no serious or critical axe violation`, async (width) => {
      expect(await seriousViolations(path, width)).toEqual([]);
    });
  }
});
