/**
 * A category page's listing in a happy-dom window for the listing island's unit tests (src/islands/listing/controls.ts):
 * its count, sort, filters, built cards and "load more", the island started over it, and the companion page's fetch
 * held until the test answers it.
 */
import { Window } from 'happy-dom';
import { startListing } from '../../../../src/islands/listing/controls.ts';
import type { ListingIslandProps } from '../../../../src/islands/listing/props.ts';

const GROUPS = [
  {
    code: 'color',
    label: 'Colour',
    options: [
      { id: '10', label: 'White', type: 'color', count: 60 },
      { id: '11', label: 'Blue', type: 'color', count: 60 },
    ],
  },
];

const card = (sku: string): string =>
  `<li data-sku="${sku}"><article class="card"><h3 class="card__name"><a href="/p/${sku}">${sku}</a></h3></article></li>`;

/** A companion page listing `items` (the island's filter and sort values) and the cards of `skus`. */
export function companionHtml(items: readonly unknown[], skus: readonly string[]): string {
  const cards = skus.map((sku) => card(sku).replace('<li ', '<li hidden ')).join('');
  return `<!doctype html><html><body><ul data-listing-cards>${cards}</ul>
  <script type="application/json" data-listing-items>${JSON.stringify(items)}</script></body></html>`;
}

export interface Held {
  resolve(answer: Response): void;
  reject(error: unknown): void;
}

/** A listing of `total` products at `url`, built with the cards of `builtSkus`. */
export function listingPage(url: string, total: number, builtSkus: readonly string[]) {
  const win = new Window({ url });
  const doc = win.document;
  const pageSize = 50;
  const options = GROUPS.flatMap((g) =>
    g.options.map(
      (o) =>
        `<a href="/c?${g.code}=${o.id}" role="button" aria-pressed="false" data-filter="${g.code}" data-option="${o.id}">${o.label} <span class="filters__count">(${o.count})</span></a>`,
    ),
  ).join('');
  doc.body.innerHTML = `<main><div class="listing-island" data-island-root>
    <div class="listing__bar"><p class="listing__count" data-count="${total}">Products: ${total}</p>
    <form class="listing__sort"><label for="listing-sort">Sort</label><select id="listing-sort" name="sort">
      <option value="latest" selected>Latest</option><option value="price-asc">Price asc</option></select></form></div>
    <details class="filters"><summary>Filters</summary><div class="filters__groups">${options}</div>
    <a class="filters__clear" href="/c" data-listing-clear hidden>Clear</a></details>
    <div data-listing-grid><ul data-listing>${builtSkus.map(card).join('')}</ul></div>
    <p class="listing__empty" data-listing-nomatch hidden>No match</p>
    ${total > pageSize ? '<p class="listing__more"><a href="/c?page=2" data-listing-more>Load more</a></p>' : ''}
    </div></main>`;
  const held: Held[] = [];
  const globals = globalThis as Record<string, unknown>;
  // What the island reads from the page's window as globals, this window's while the test runs.
  const names = ['fetch', 'DOMParser', 'document', 'Element', 'HTMLElement', 'Node', 'HTMLDetailsElement', 'CustomEvent'];
  const saved = Object.fromEntries(names.map((name) => [name, globals[name]]));
  for (const name of names.slice(2))
    globals[name] = name === 'document' ? doc : (win as unknown as Record<string, unknown>)[name];
  globals['fetch'] = (_url: string, init?: { signal?: AbortSignal }) =>
    new Promise<Response>((resolve, reject) => {
      held.push({ resolve, reject });
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
  globals['DOMParser'] = win.DOMParser;
  const props: ListingIslandProps = {
    path: '/c',
    cardsUrl: '/listing/pl/category/1',
    total,
    groups: GROUPS,
    sorts: [
      { id: 'latest', label: 'Latest', isDefault: true },
      { id: 'price-asc', label: 'Price asc', isDefault: false },
    ],
    pageSize,
    text: {
      count: 'Products: {count}',
      loading: 'Loading',
      failed: 'No products synchronized for this category.',
      ok: 'OK',
      sortLabel: 'Sort',
      filterTitle: 'Filters',
      clear: 'Clear',
      loadMore: 'Load more',
      noScript: '',
      noMatch: 'No match',
    },
  } as ListingIslandProps;
  const root = doc.querySelector('.listing-island') as unknown as HTMLElement;
  return {
    win,
    doc,
    held,
    start: () => startListing(root, props),
    /** The skus of the cards shown. */
    shown: () =>
      Array.from(doc.querySelectorAll('[data-listing] > li[data-sku]:not([hidden])'), (li) => li.getAttribute('data-sku')),
    alert: () => doc.querySelector('.listing__status[role="alert"]')?.textContent ?? null,
    /** Lets the island's promises and renders run. */
    settle: async () => {
      for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    },
    close: async () => {
      Object.assign(globals, saved);
      await win.happyDOM.close();
    },
  };
}
