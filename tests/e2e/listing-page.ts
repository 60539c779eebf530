/** The listing e2e tests' page helpers: cards shown, the companion request, the largest category, filter chips and the count. */
import type { BrowserContext, Page } from 'playwright-core';
import type { Snapshot } from '../../content-sync/snapshot.ts';
import { categoryPagePath, flattenCategories, productsInCategory } from '../../src/catalog/index.ts';
import { islandHydrated } from './harness.ts';

/** Opens a listing's URL in a new page of the context, once its island has taken over. */
export async function openListing(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await islandHydrated(page, 'ListingIsland');
  return page;
}

export const visibleSkus = (page: Page): Promise<string[]> =>
  page.$$eval('[data-listing] > li:not([hidden])', (lis) => lis.map((li) => li.getAttribute('data-sku') ?? ''));

/** The prices the visible cards show, in order, as their price elements carry them (`data-price`, unrounded). */
export const visibleCardPrices = (page: Page): Promise<number[]> =>
  page.$$eval('[data-listing] > li:not([hidden])', (lis) =>
    lis.map((li) => Number(li.querySelector<HTMLElement>('[data-live-price]')?.dataset['price'])),
  );

/** Whether a request is for a listing's companion page (`/listing/{store}/{category|needs}/{id}`). */
export const isCompanion = (url: string): boolean => new URL(url).pathname.startsWith('/listing/');

/** The URLs of the companion pages the page asks for from now on (the list grows as it asks). */
export function companionRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (isCompanion(r.url())) urls.push(r.url());
  });
  return urls;
}

/** The Polish top category with the most products. */
export function largestCategory(snapshot: Snapshot): { path: string; skus: string[] } {
  const products = snapshot.products('pl');
  const flat = flattenCategories(snapshot.categories('pl'), 'pl');
  const top = flat
    .filter((c) => c.depth === 0 && c.is_active)
    .sort((a, b) => productsInCategory(products, b.id).length - productsInCategory(products, a.id).length)[0];
  const path = top ? categoryPagePath(top, flat, 'category') : undefined;
  if (!top || !path) throw new Error('No active top category in the pl snapshot');
  return { path, skus: productsInCategory(products, top.id).map((p) => p.sku) };
}

/** A filter option of a listing: its group (attribute code) and id. */
export interface Option {
  readonly filter: string;
  readonly option: string;
}

/** A filter chip as the page shows it: its option, the count it shows, whether it is chosen and whether disabled. */
export interface Chip extends Option {
  readonly count: number;
  readonly pressed: boolean;
  readonly disabled: boolean;
}

export const chipsOf = (page: Page): Promise<Chip[]> =>
  page.$$eval('.filters__group a[data-filter][data-option]', (links) =>
    links.map((a) => ({
      filter: a.getAttribute('data-filter') ?? '',
      option: a.getAttribute('data-option') ?? '',
      count: Number(/^\((\d+)\)$/.exec(a.querySelector('.filters__count')?.textContent?.trim() ?? '')?.[1] ?? Number.NaN),
      pressed: a.getAttribute('aria-pressed') === 'true',
      disabled: a.getAttribute('aria-disabled') === 'true',
    })),
  );

export const chipLocator = (page: Page, o: Option) =>
  page.locator(`.filters__group a[data-filter="${o.filter}"][data-option="${o.option}"]`);

/** How many products the listing says it shows (its count's data). */
export const listedCount = async (page: Page): Promise<number> =>
  Number(await page.getAttribute('.listing__count', 'data-count'));
