/** Pages restored from the back-forward cache in the e2e tests (a harness started with `backForwardCache: true`). */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Records whether each `pageshow` of the page came from the back-forward cache (call before the page is opened). */
export const watchRestores = (page: Page): Promise<unknown> =>
  page.addInitScript(() => {
    const w = window as unknown as { __restored: boolean[] };
    w.__restored = [];
    addEventListener('pageshow', (event) => w.__restored.push(event.persisted));
  });

/** Goes Back, and waits until the page shows again restored from the cache (a load, then a restore). */
export async function backFromCache(page: Page): Promise<void> {
  await page.goBack({ waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __restored: boolean[] }).__restored), {
      message: 'restored from the back-forward cache',
    })
    .toEqual([false, true]);
}
