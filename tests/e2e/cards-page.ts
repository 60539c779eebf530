/** Opening a page of product cards at a phone's or a zoomed screen's width, for the card layout tests. */
import type { Page } from 'playwright-core';
import type { useHarness } from './use-harness.ts';

type TestHarness = ReturnType<typeof useHarness>;

/**
 * Opens a path of the main site in a new context `width` px wide and waits for `selector` in its cards: the search
 * page's cards come with its island's results.
 */
export async function openCardsAt(h: TestHarness, path: string, width: number, selector: string): Promise<Page> {
  const page = await (await h.context({ width, height: 812 })).newPage();
  await page.goto(h.url('main', path));
  await page.waitForSelector(selector);
  return page;
}
