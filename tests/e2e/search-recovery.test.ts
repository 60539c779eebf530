/**
 * The search page after a failure (spec 000 §7): results from the static index are not the search's answer, so
 * the same search asked again, or the browser coming back online, asks the catalogue again and shows its results;
 * with neither the catalogue nor the static index answering, the page says search is unavailable, not that nothing
 * matched.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n/index.ts';
import { useHarness } from './use-harness.ts';
import { COUNT, isSearch, SEARCH_PAGE, settled } from './search-page.ts';

const h = useHarness();
const t = translator('pl');
const NOTICE = '.search-island__notice';

/** The search page showing the fallback's results (the catalogue failing), the catalogue then answering again. */
async function fallbackThenCatalogBack() {
  const context = await h.context();
  await context.route('**/api/catalog/**', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=krem`));
  await settled(page);
  expect(await page.textContent(NOTICE)).toBe(t('search.fallbackNotice'));
  await context.unroute('**/api/catalog/**');
  return { context, page };
}

describe('the search page after a failure', () => {
  it('asks the catalogue again when the same search is submitted again, and drops the fallback’s notice', async () => {
    const { context, page } = await fallbackThenCatalogBack();
    const asked = page.waitForRequest(isSearch);
    await page.press('#search-page-q', 'Enter');
    await asked;
    await page.waitForSelector(NOTICE, { state: 'detached' });
    await settled(page);
    await context.close();
  });

  it('asks the catalogue again when the browser comes back online while the page shows a fallback', async () => {
    const { context, page } = await fallbackThenCatalogBack();
    await context.setOffline(true);
    const asked = page.waitForRequest(isSearch);
    await context.setOffline(false);
    await asked;
    await page.waitForSelector(NOTICE, { state: 'detached' });
    await context.close();
  });

  it('says search is unavailable, with no count, when neither the catalogue nor the static index answers', async () => {
    const context = await h.context();
    await context.route('**/api/catalog/**', (route) => route.abort());
    await context.route('**/search-index/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=krem`));
    await page.waitForFunction((text) => document.body.textContent?.includes(text), t('search.unavailable'));
    expect(await page.locator(COUNT).count()).toBe(0);
    expect(await page.textContent('.search-island')).not.toContain(t('search.noResults', { query: 'krem' }));
    await context.close();
  });
});
