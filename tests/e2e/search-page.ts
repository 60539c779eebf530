/** The search page as the end-to-end tests read it: its selectors, results, filters and focus. */
import type { Page, Request } from 'playwright-core';

export const SEARCH_PAGE = { pl: '/szukaj', en: '/en/search' } as const;
export const RESULTS = '.search-island__results';
export const COUNT = '.search-island .listing__count';
/** A card's 30-day lowest-price note once known: until then its line is held by a hidden stand-in (`price__lowest--empty`). */
export const KNOWN_NOTE = '.price__lowest:not(.price__lowest--empty)';

export const isSearch = (r: Request): boolean => r.url().includes('/api/catalog/') && r.method() === 'POST';

export async function results(page: Page): Promise<string[]> {
  await page.waitForSelector(COUNT);
  return page.$$eval('.search-island .card__name', (names) => names.map((n) => n.textContent ?? ''));
}

/** Waits until the island shows the results of the URL's search: a count, and nothing loading. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    ([results, count]) =>
      document.querySelector(count) !== null && document.querySelector(results)?.getAttribute('aria-busy') === 'false',
    [RESULTS, COUNT] as const,
  );
}

/**
 * Types a term into the search page's input and submits it with Enter, then waits until the URL asks for
 * it and the island shows its results (the results named by the term, nothing loading).
 */
export async function searchFor(page: Page, term: string): Promise<void> {
  await page.fill('#search-page-q', term);
  await page.press('#search-page-q', 'Enter');
  await page.waitForURL((u) => u.searchParams.get('q') === term);
  await page.waitForFunction(
    ([results, wanted]) => {
      const section = document.querySelector(results);
      return section?.getAttribute('aria-busy') === 'false' && (section.getAttribute('aria-label') ?? '').includes(wanted);
    },
    [RESULTS, term] as const,
  );
  await settled(page);
}

/** The filter button of an option. */
export const filterButton = (code: string, id: string): string =>
  `.search-island button[data-filter="${code}"][data-option="${id}"]`;

/**
 * Waits until a filter button shows `pressed` and the results of the query it made are in: the press
 * and the loading state change in one update, so the old results cannot pass for the new ones.
 */
export async function toggled(page: Page, code: string, id: string, pressed: boolean): Promise<void> {
  await page.waitForFunction(
    ([button, results, count, want]) =>
      document.querySelector(button)?.getAttribute('aria-pressed') === want &&
      document.querySelector(results)?.getAttribute('aria-busy') === 'false' &&
      document.querySelector(count) !== null,
    [filterButton(code, id), RESULTS, COUNT, String(pressed)] as const,
  );
}

export const total = async (page: Page): Promise<number> => Number(await page.getAttribute(COUNT, 'data-count'));
export const cardCount = (page: Page): Promise<number> => page.locator('.search-island .card').count();

/** The focused element's filter and option, and whether it is the element marked before (`__kept`). */
export function focused(page: Page): Promise<{ filter?: string; option?: string; id: string; kept: boolean }> {
  return page.evaluate(() => {
    const active = document.activeElement as (HTMLElement & { __kept?: boolean }) | null;
    return {
      ...(active?.dataset['filter'] === undefined ? {} : { filter: active.dataset['filter'] }),
      ...(active?.dataset['option'] === undefined ? {} : { option: active.dataset['option'] }),
      id: active?.id ?? '',
      kept: active?.__kept === true,
    };
  });
}

/** Marks the focused element, to tell afterwards whether it is still the same element (not re-created). */
export const markFocused = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (document.activeElement as HTMLElement & { __kept?: boolean }).__kept = true;
  });

/** The messages a page logs as errors from now on (the search page logs a failed search, a hit it cannot show). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}
