/** Layout shift in Chromium: the sum of the page's layout-shift entries without recent input (CLS as counted here). */
import type { Page } from 'playwright-core';

/** Makes `page` count its layout shifts from its start (before its first navigation). */
export async function countLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift counted (countLayoutShift) since the page started. */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
