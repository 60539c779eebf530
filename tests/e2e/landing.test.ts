/**
 * An emotopic landing page in Chromium (the Polish starter-kit page): it renders in the emotopic layout
 * with its sections visible in the content's order, its review ratings readable as text, and at 375 px
 * nothing overflows the page horizontally.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routeFor } from '../../src/routing/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';

const t = translator('pl');
const route = routeFor('pl', 'emotopic-starter-kit');
const h = useHarness();
let entry: { title: string; layout_order: string[] } | undefined;

beforeAll(() => {
  const value = testSnapshot().content('pl', 'landing_pages');
  const entries = (Array.isArray(value) ? value : []) as unknown as { _id: string; title: string; layout_order: string[] }[];
  entry = entries.find((e) => e._id === route?.contentSlug);
});

describe.each([375, 1280])('the emotopic starter-kit landing page at %i px', (width) => {
  it('renders in the emotopic layout with its sections visible in the content order', async () => {
    expect(route && entry, 'the route and its content').toBeTruthy();
    const context = await h.context({ width, height: 812 });
    const page = await context.newPage();
    const response = await page.goto(h.url('main', route?.path ?? '/'));
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('class')).toContain('freshscope');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(entry?.title);

    const sections = page.locator('[data-landing-section]');
    const names = await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-landing-section') ?? ''));
    expect(names).toEqual(entry?.layout_order.filter((n) => names.includes(n)));
    expect(names.length).toBeGreaterThanOrEqual(4);
    for (const section of await sections.all()) {
      await section.scrollIntoViewIfNeeded();
      expect(await section.isVisible()).toBe(true);
    }
    await expect.poll(() => page.locator('[data-landing-section="products"] .card').count()).toBeGreaterThan(0);
    expect(await page.getByText(t('landing.rating', { rating: '5', max: 5 })).count()).toBeGreaterThan(0);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
