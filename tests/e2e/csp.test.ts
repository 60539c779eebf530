/**
 * The Content-Security-Policy in a browser (src/layouts/csp.ts): the pages with islands of every kind (the live
 * prices and stock, the listing, the search results and the pharmacy finder's map, React and script islands)
 * hydrate and work with no violation reported, and the policy does refuse a script the build did not hash.
 * The harness also fails any end-to-end suite in which a page reports a violation.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cspViolation, islandHydrated, tileGlob } from './harness.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness();

/** Records the page's `securitypolicyviolation` events from before its first script runs. */
const RECORD_VIOLATIONS = (): void => {
  const seen: string[] = [];
  Object.defineProperty(window, '__cspViolations', { value: seen });
  document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
};

const violationsOf = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

describe('the Content-Security-Policy in Chromium', () => {
  it.each([
    ['home', '/', 'LiveIsland'],
    ['category', '/produkty/cialo', 'ListingIsland'],
    ['search results', '/szukaj?q=krem', 'SearchIsland'],
    ['pharmacy finder', '/znajdz-apteke', 'PharmacyFinder'],
  ])('lets the %s page hydrate its islands with no violation', async (_, path, island) => {
    const context = await h.context();
    await context.route(tileGlob(h.cfg.settings.mapTileUrl), (route) => route.fulfill({ status: 204 }));
    await context.addInitScript(RECORD_VIOLATIONS);
    const page = await context.newPage();
    await page.goto(h.url('main', path));
    expect(await page.locator('meta[http-equiv="content-security-policy"]').count()).toBe(1);
    await islandHydrated(page, island);
    await page.waitForLoadState('networkidle');
    expect(await violationsOf(page)).toEqual([]);
    await context.close();
  });

  it('lets a product page hydrate its live island with no violation', async () => {
    const context = await h.context();
    await context.addInitScript(RECORD_VIOLATIONS);
    const page = await context.newPage();
    await page.goto(h.url('main', '/produkty/cialo'));
    const product = await page.$eval('.card a[href]', (a) => (a as HTMLAnchorElement).href);
    await page.goto(product);
    await islandHydrated(page, 'LiveIsland');
    await page.waitForLoadState('networkidle');
    expect(await violationsOf(page)).toEqual([]);
    await context.close();
  });

  it('refuses an inline script the build did not hash, and reports it as the harness expects', async () => {
    // A context of its own, outside the harness's watch: this violation is the point of the test.
    const context = await h.browser.newContext();
    const messages: string[] = [];
    const page = await context.newPage();
    page.on('console', (m) => {
      if (cspViolation(m.type(), m.text())) messages.push(m.text());
    });
    await page.goto(`http://127.0.0.1:${h.server.port}/`);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => messages.length).toBeGreaterThan(0);
    await context.close();
  });
});
