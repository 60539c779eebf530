/**
 * The listing island at work on the page (spec 000 §4): the controls Listing.astro rendered, driven by the
 * URL query. The page holds the first page of cards; the first time a shopper filters, sorts or loads more
 * (or opens the page with such a query), the island fetches the listing's companion page (every card and
 * each product's values, listing-view.ts) and moves in the cards it shows. The state lives in the URL query
 * (history.pushState; back and forward restore it).
 */
import type { UrlQuery } from '../../domain/listing/filters.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { announceLiveElements } from '../live/events.ts';
import { addMissingCards, readCompanion } from './companion.ts';
import { showCards } from './dom.ts';
import type { ListingIslandProps } from './props.ts';
import {
  applyListing,
  clearFilters,
  parseQuery,
  querySearch,
  toggleOption,
  withPage,
  withSort,
  type ListingItem,
  type ListingResult,
} from './state.ts';

type Data =
  { readonly status: 'idle' | 'loading' | 'failed' } | { readonly status: 'ready'; readonly items: readonly ListingItem[] };

/** Whether a query asks for more than the page shows as built: a filter, a sort or a further page. */
const asksForMore = (query: UrlQuery): boolean => Object.keys(query).length > 0;

/** Takes over the listing under `root` (the `.listing-island` element). */
export function startListing(root: HTMLElement, props: ListingIslandProps): void {
  const { path, cardsUrl, total, groups, sorts, pageSize, text } = props;
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  const defaultSort = sorts.find((s) => s.isDefault)?.id ?? '';
  const grid = root.querySelector<HTMLElement>('[data-listing-grid]');
  const select = root.querySelector<HTMLSelectElement>('#listing-sort');
  const more = root.querySelector<HTMLAnchorElement>('[data-listing-more]');
  const clear = root.querySelector<HTMLAnchorElement>('[data-listing-clear]');
  const chips = Array.from(root.querySelectorAll<HTMLAnchorElement>('a[data-filter][data-option]'));
  let query: UrlQuery = {};
  let data: Data = { status: 'idle' };
  let shown: ListingResult = resultOf();

  /** The cards the query shows once the companion page is in; until then, the first page as built. */
  function resultOf(): ListingResult {
    if (data.status === 'ready') return applyListing(data.items, groups, query, { defaultSort, pageSize });
    return { ...applyListing([], groups, query, { defaultSort, pageSize }), total, page: 1, hasMore: total > pageSize };
  }

  function render(): void {
    shown = resultOf();
    const filtered = Object.keys(shown.chosen).length > 0;
    const count = root.querySelector<HTMLElement>('.listing__count');
    // A live region: written only when the count changes, so taking over the page announces nothing.
    const counted = interpolate(text.count, { count: shown.total });
    if (count && count.textContent !== counted) {
      count.textContent = counted;
      count.dataset['count'] = String(shown.total);
    }
    if (select) select.value = sorts.find((s) => s.id === query['sort'])?.id ?? defaultSort;
    for (const chip of chips) {
      const option = { type: chip.dataset['filter'] ?? '', id: chip.dataset['option'] ?? '' };
      chip.href = `${path}${querySearch(toggleOption(query, option))}`;
      chip.setAttribute('aria-pressed', String(shown.chosen[option.type]?.includes(option.id) ?? false));
    }
    if (clear) {
      clear.hidden = !filtered;
      clear.href = `${path}${querySearch(clearFilters(query))}`;
    }
    // Chosen filters show; the shopper's own opening and closing is left alone otherwise.
    const details = root.querySelector<HTMLDetailsElement>('details.filters');
    if (details && filtered) details.open = true;
    renderStatus();
    if (grid) {
      if (data.status === 'loading') grid.setAttribute('aria-busy', 'true');
      else grid.removeAttribute('aria-busy');
      if (data.status === 'ready') showCards(grid, shown.visible);
    }
    const noMatch = root.querySelector<HTMLElement>('[data-listing-nomatch]');
    if (noMatch) noMatch.hidden = !(data.status === 'ready' && shown.total === 0 && total > 0);
    if (more) {
      const paragraph = more.parentElement ?? more;
      paragraph.hidden = !shown.hasMore;
      more.href = `${path}${querySearch(withPage(query, shown.page + 1))}`;
    }
  }

  /** The loading note and the failure alert, present only while they apply (so each is announced when it appears). */
  function renderStatus(): void {
    const present = root.querySelector<HTMLElement>('.listing__status');
    const wanted = data.status === 'loading' || data.status === 'failed' ? data.status : undefined;
    if (present && present.dataset['status'] === wanted) return;
    present?.remove();
    if (!wanted) return;
    const status = doc.createElement(wanted === 'loading' ? 'p' : 'div');
    status.dataset['status'] = wanted;
    if (wanted === 'loading') {
      status.className = 'listing__status';
      status.setAttribute('role', 'status');
      status.textContent = text.loading;
    } else {
      status.className = 'listing__status listing__status--failed';
      status.setAttribute('role', 'alert');
      const message = doc.createElement('p');
      message.textContent = text.failed;
      const ok = doc.createElement('button');
      ok.type = 'button';
      ok.textContent = text.ok;
      ok.addEventListener('click', () => {
        data = { status: 'idle' };
        render();
        // The alert and its button are gone: focus goes on to "load more" (to try again), else to the sort.
        (more?.parentElement?.hidden === false ? more : select)?.focus();
      });
      status.append(message, ok);
    }
    (grid ?? root).before(status);
  }

  /** Fetches the companion page once (again after a failure) and moves its missing cards into the page. */
  function load(): void {
    if (data.status === 'loading' || data.status === 'ready') return;
    data = { status: 'loading' };
    render();
    fetch(cardsUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${cardsUrl} answered ${response.status}`);
        const companion = readCompanion(new DOMParser().parseFromString(await response.text(), 'text/html'));
        if (!companion) throw new Error(`${cardsUrl} holds no valid listing`);
        announceLiveElements(grid ? addMissingCards(grid, companion, doc) : []);
        data = { status: 'ready', items: companion.items };
      })
      .catch((error: unknown) => {
        console.error('The listing could not be loaded', error);
        data = { status: 'failed' };
      })
      .finally(render);
  }

  function go(next: UrlQuery): void {
    win.history.pushState(null, '', `${path}${querySearch(next)}`);
    query = next;
    render();
    if (asksForMore(next)) load();
  }

  /** The query a control of the listing leads to, or undefined for anything else. */
  function nextOf(target: Element): UrlQuery | undefined {
    const link = target.closest<HTMLAnchorElement>('a[data-filter], a[data-listing-clear], a[data-listing-more]');
    if (!link || !root.contains(link)) return undefined;
    if (link.dataset['filter'] !== undefined)
      return toggleOption(query, { type: link.dataset['filter'], id: link.dataset['option'] ?? '' });
    if (link.hasAttribute('data-listing-clear')) return clearFilters(query);
    return withPage(query, shown.page + 1);
  }

  root.addEventListener('click', (event) => {
    // A click with a modifier opens the link's own URL (a new tab or window), as links do.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const next = event.target instanceof Element ? nextOf(event.target) : undefined;
    if (!next) return;
    event.preventDefault();
    go(next);
  });
  // Chips are links with a toggle button's role: Space toggles them too.
  root.addEventListener('keydown', (event) => {
    if (event.key !== ' ' || !(event.target instanceof Element) || !event.target.matches('a[data-filter]')) return;
    const next = nextOf(event.target);
    if (!next) return;
    event.preventDefault();
    go(next);
  });
  select?.addEventListener('change', () => {
    go(withSort(query, select.value, select.value === defaultSort));
  });
  // With JavaScript the select applies at once: the form is never sent.
  select?.form?.addEventListener('submit', (event) => event.preventDefault());

  const restore = (): void => {
    query = parseQuery(win.location.search);
    render();
    if (asksForMore(query)) load();
  };
  win.addEventListener('popstate', restore);
  restore();
}
