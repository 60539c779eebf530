/**
 * The listing island at work on the page (spec 000 §4): the controls Listing.astro rendered, driven by the
 * URL query. The page holds the first page of cards; the first time a shopper filters, sorts or loads more
 * (or opens the page with such a query), the island fetches the listing's companion page (every card and
 * each product's values, listing-view.ts) and moves in the cards it shows. The state lives in the URL query
 * (history.pushState; back and forward restore it): a change that waits for the companion page gets its URL once
 * the cards are in, and should they fail to come, the controls go back to what the page shows, with the alert. The
 * filter options' counts are the category's as built until the companion page is in; from then on they are counted
 * under the chosen filters the listing read (optionCounts), and an option that would show no card is disabled.
 * The card in view is kept in the history entry (place.ts): a page opened again (Back) whose URL needs the companion
 * page (a later page of "load more", a filter, a sort) scrolls back to it once the cards are in.
 */
import type { UrlQuery } from '../../domain/listing/filters.ts';
import { TIMINGS } from '../../config/constants.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { isPlainClick } from '../clicks.ts';
import { menusClosedByEscape } from '../enhance/menus.ts';
import { announceLiveElements } from '../live/events.ts';
import { addMissingCards, fetchCompanionText, fitsPage, readCompanion } from './companion.ts';
import { showListingStatus } from './status.ts';
import { listingHistory } from './history.ts';
import { emptyChipOf, showCards, showOptionCount } from './dom.ts';
import { placeIn, placeOf, scrollTopFor, withPlace, type CardBox, type ListingPlace } from './place.ts';
import type { ListingIslandProps } from './props.ts';
import {
  applyListing,
  asksForMore,
  builtResult,
  clearFilters,
  morePage,
  optionCounts,
  optionShown,
  parseQuery,
  pricedAtViewTime,
  querySearch,
  sortIdOf,
  toggleOption,
  withPage,
  withSort,
  type ListingItem,
  type ListingResult,
} from './state.ts';

type Data =
  { readonly status: 'idle' | 'loading' | 'failed' } | { readonly status: 'ready'; readonly items: readonly ListingItem[] };

/** The cards a list shows (its list items not hidden), in their order. */
const shownCards = (grid: ParentNode): HTMLElement[] =>
  Array.from(grid.querySelectorAll<HTMLElement>('[data-listing] > li[data-sku]:not([hidden])'));

/** The skus of the cards a list shows. */
const visibleSkus = (grid: ParentNode): Set<string> => new Set(shownCards(grid).map((li) => li.dataset['sku'] ?? ''));

/** A card's link (its name), where focus goes to reach it. */
const cardLink = (li: Element | undefined): HTMLElement | null => li?.querySelector<HTMLElement>('a[href]') ?? null;

/** Where a card stands against the viewport (place.ts). */
function cardBox(li: HTMLElement): CardBox {
  const { top, bottom } = li.getBoundingClientRect();
  return { sku: li.dataset['sku'] ?? '', top, bottom };
}

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
  const entries = listingHistory(win, path);
  /**
   * Set while a shopper's change waits for the companion page: the query shown before it, which the controls go
   * back to should the page fail to load (a chosen filter is not shown pressed over cards it did not filter).
   */
  let pending: { readonly before: UrlQuery; readonly bySort: boolean } | undefined;
  let data: Data = { status: 'idle' };
  let shown: ListingResult = resultOf();
  /** Set when "load more" is activated: once its cards show, focus goes on to the first of them. */
  let focusNewCards = false;
  /**
   * Set when the next render that shows chosen filters where none were should open the filter panel to show them:
   * on the page opened with filters in its URL, and on a shopper's choice in the panel. Sorting, paging and moves
   * through history leave the shopper's own opening and closing alone.
   */
  let revealFilters = false;
  /**
   * Set while a page opened on a history entry (Back, Forward, reload) waits for the companion page its URL needs:
   * the place the entry kept, brought back once the cards are in. The browser restored the scroll offset against
   * the first page alone, too short a document for a later page's cards.
   */
  let returning: ListingPlace | undefined;

  /** The cards the query shows once the companion page is in; until then, the first page as built. */
  function resultOf(): ListingResult {
    if (data.status === 'ready') return applyListing(data.items, groups, query, { defaultSort, pageSize });
    return builtResult(groups, query, { defaultSort, pageSize, total });
  }

  function render(): void {
    const before = grid ? visibleSkus(grid) : new Set<string>();
    const wasFiltered = Object.keys(shown.filters).length > 0;
    shown = resultOf();
    const filtered = Object.keys(shown.filters).length > 0;
    const count = root.querySelector<HTMLElement>('.listing__count');
    // A live region (liveCountFromNowOn): written only when the count changes.
    const counted = interpolate(text.count, { count: shown.total });
    if (count && count.textContent !== counted) {
      count.textContent = counted;
      count.dataset['count'] = String(shown.total);
    }
    if (select) {
      // The option the URL's sort resolves to, in either form; none chosen for a sort no option is (so that
      // choosing any option, the default one too, is a change).
      const id = sortIdOf(query, sorts, defaultSort);
      if (id === undefined) select.selectedIndex = -1;
      else select.value = id;
    }
    // Until the cards' values are in, the counts as built are the right ones: no filter applies yet. Once
    // in, they are counted under the filters this result read from the query.
    const counts = data.status === 'ready' ? optionCounts(data.items, groups, shown.filters) : undefined;
    for (const chip of chips) {
      const option = { type: chip.dataset['filter'] ?? '', id: chip.dataset['option'] ?? '' };
      const chosen = shown.filters[option.type]?.some((o) => o.id === option.id) ?? false;
      chip.href = `${path}${querySearch(toggleOption(query, option))}`;
      chip.setAttribute('aria-pressed', String(chosen));
      const counted = counts && optionShown(counts, option, chosen);
      if (counted) showOptionCount(chip, counted);
    }
    if (clear) {
      // Hidden once no filter is chosen: focus on it (it was just activated) goes on to the filters' first
      // option before, instead of falling to <body>.
      if (!filtered && clear.contains(doc.activeElement)) chips[0]?.focus();
      clear.hidden = !filtered;
      clear.href = `${path}${querySearch(clearFilters(query, groups))}`;
    }
    // Chosen filters show (revealFilters); the shopper's own opening and closing is left alone otherwise.
    const details = root.querySelector<HTMLDetailsElement>('details.filters');
    if (details && revealFilters && filtered && !wasFiltered) details.open = true;
    revealFilters = false;
    renderStatus();
    /** The cards this render shows that were hidden, in their order. */
    let added: HTMLElement[] = [];
    if (grid) {
      if (data.status === 'loading') grid.setAttribute('aria-busy', 'true');
      else grid.removeAttribute('aria-busy');
      if (data.status === 'ready') {
        showCards(grid, shown.visible);
        added = shownCards(grid).filter((li) => !before.has(li.dataset['sku'] ?? ''));
      }
    }
    const noMatch = root.querySelector<HTMLElement>('[data-listing-nomatch]');
    if (noMatch) noMatch.hidden = !(data.status === 'ready' && shown.total === 0 && total > 0);
    const firstAdded = cardLink(added[0]);
    if (focusNewCards && (data.status === 'ready' || data.status === 'failed')) {
      // The cards "load more" brought: focus goes on to the first of them, unless the shopper has moved it
      // elsewhere meanwhile. After a failure it stays on "load more", to try again.
      const active = doc.activeElement;
      if (data.status === 'ready' && (active === null || active === more || active === doc.body)) firstAdded?.focus();
      focusNewCards = false;
    }
    if (more) {
      const paragraph = more.parentElement ?? more;
      const hide = !shown.hasMore;
      // Hidden while focused (the last page shows): focus goes on to the first card it brought, else to the
      // last card shown, instead of falling to <body>.
      if (hide && paragraph.contains(doc.activeElement)) {
        (firstAdded ?? cardLink(grid ? shownCards(grid).at(-1) : undefined) ?? select)?.focus();
      }
      paragraph.hidden = hide;
      more.href = `${path}${querySearch(withPage(query, morePage(shown.page, pageSize, shown.total)))}`;
    }
  }

  /** The loading note and the failure alert (./status.ts). */
  function renderStatus(): void {
    const wanted = data.status === 'loading' || data.status === 'failed' ? data.status : undefined;
    showListingStatus(root, grid ?? root, wanted, text, () => {
      data = { status: 'idle' };
      render();
      // The alert and its button are gone: focus goes on to "load more" (to try again), else to the sort.
      (more?.parentElement?.hidden === false ? more : select)?.focus();
    });
  }

  /** Fetches the companion page once (again after a failure) and moves its missing cards into the page. */
  function load(): void {
    if (data.status === 'loading' || data.status === 'ready') return;
    data = { status: 'loading' };
    render();
    fetchCompanionText(cardsUrl)
      .then((html) => {
        const companion = readCompanion(new DOMParser().parseFromString(html, 'text/html'));
        if (!companion) throw new Error(`${cardsUrl} holds no valid listing`);
        if (!fitsPage(grid ?? root, companion)) throw new Error(`${cardsUrl} does not list the page's cards`);
        announceLiveElements(grid ? addMissingCards(grid, companion, doc) : []);
        // Sorted and filtered by the prices the cards show now (the live island's window rule: a special price whose
        // window ended since the build shows the regular price).
        data = { status: 'ready', items: pricedAtViewTime(companion.items, new Date()) };
        if (pending) entries.push(query, { bySort: pending.bySort });
        pending = undefined;
      })
      .catch((error: unknown) => {
        console.error('The listing could not be loaded', error);
        // An alert only while something waits for the companion page: a change not yet shown, or the query shown. A
        // change the shopper undid meanwhile (back to the built page) waits for nothing: the next that needs it asks again.
        data = pending !== undefined || needsCompanion(query) ? { status: 'failed' } : { status: 'idle' };
        if (pending) query = pending.before;
        pending = undefined;
      })
      .finally(() => {
        render();
        liveCountFromNowOn();
        returnToPlace();
      });
  }

  /**
   * Makes the count a live region (polite), once the page's own query is shown: a page opened with filters in its URL
   * counts its cards as the island takes over, which is no news to announce; what a shopper does from then on is.
   */
  function liveCountFromNowOn(): void {
    // After the next frame: the browser's accessibility tree has taken the count as written by then, not as news.
    win.requestAnimationFrame(() =>
      win.setTimeout(() => root.querySelector('.listing__count:not([aria-live])')?.setAttribute('aria-live', 'polite')),
    );
  }

  /** Keeps where the shopper is in the history entry, for Back to return to (not while the entry's place is on its way back). */
  function keepPlace(): void {
    if (returning || !grid) return;
    const place = placeOf(shownCards(grid).map(cardBox), win.innerHeight, win.scrollY);
    // Safari refuses more than 100 replaceState calls in 30 s (SecurityError): a place not kept is only a Back that
    // lands where the browser puts it, never an error on the page.
    try {
      win.history.replaceState(withPlace(win.history.state, place), '');
    } catch {
      // Not kept this time: the next scroll's end tries again.
    }
  }

  /** Hands scroll restoration back to the browser, the place kept no longer on its way back. */
  function stopReturning(): void {
    if (!returning) return;
    returning = undefined;
    win.history.scrollRestoration = 'auto';
  }

  /** Once the companion's cards show, scrolls the card the entry kept back to where it stood (else to the offset kept). */
  function returnToPlace(): void {
    const place = returning;
    stopReturning();
    if (!place || data.status !== 'ready' || !grid) return;
    const card = shownCards(grid).find((li) => place.sku !== undefined && li.dataset['sku'] === place.sku);
    const cardTop = card ? card.getBoundingClientRect().top + win.scrollY : undefined;
    win.scrollTo({ top: scrollTopFor(place, cardTop), behavior: 'instant' });
  }

  /** Whether a query needs the companion page (src/islands/listing/state.ts asksForMore). */
  const needsCompanion = (q: UrlQuery): boolean => asksForMore(q, groups, defaultSort);

  /**
   * Goes to a query: at once, or once the companion page it needs is in (`pending`: its URL is pushed then, and the
   * controls show it meanwhile, the cards busy).
   */
  function go(next: UrlQuery, { fromMore = false, fromFilters = false, bySort = false } = {}): void {
    if (needsCompanion(next) && data.status !== 'ready')
      pending = { before: pending?.before ?? query, bySort: (pending?.bySort ?? true) && bySort };
    else {
      pending = undefined;
      entries.push(next, { bySort });
    }
    query = next;
    focusNewCards = fromMore;
    revealFilters = fromFilters;
    // Loading first, so that this render already knows whether the cards are on their way.
    if (needsCompanion(next)) load();
    render();
  }

  /** The query a control of the listing leads to, or undefined for anything else. */
  function nextOf(target: Element): UrlQuery | undefined {
    const link = target.closest<HTMLAnchorElement>('a[data-filter], a[data-listing-clear], a[data-listing-more]');
    if (!link || !root.contains(link)) return undefined;
    if (link.dataset['filter'] !== undefined)
      return toggleOption(query, { type: link.dataset['filter'], id: link.dataset['option'] ?? '' });
    if (link.hasAttribute('data-listing-clear')) return clearFilters(query, groups);
    return withPage(query, morePage(shown.page, pageSize, shown.total));
  }

  /** A disabled chip (an option that would show no card) does nothing, however it is activated. */
  const isEmptyChip = (target: EventTarget | null): boolean => {
    const chip = emptyChipOf(target);
    return chip !== null && root.contains(chip);
  };

  root.addEventListener('click', (event) => {
    if (isEmptyChip(event.target)) {
      event.preventDefault();
      return;
    }
    // A click with a modifier opens the link's own URL (a new tab or window), as links do.
    if (!isPlainClick(event)) return;
    const next = event.target instanceof Element ? nextOf(event.target) : undefined;
    if (!next) return;
    event.preventDefault();
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    go(next, {
      fromMore: link?.hasAttribute('data-listing-more') ?? false,
      fromFilters: link?.hasAttribute('data-filter') ?? false,
    });
  });
  // A middle click would open a disabled chip's URL in a new tab.
  root.addEventListener('auxclick', (event) => {
    if (isEmptyChip(event.target)) event.preventDefault();
  });
  // Escape closes the open filter panel holding the focus, its summary taking the focus back, as the header's menus
  // close; the header's menus island leaves an Escape already taken.
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
    const panel = root.querySelector<HTMLDetailsElement>('details.filters');
    if (!panel) return;
    // The menus' Escape rule over the one panel: it closes (and takes the focus back) only with the focus inside.
    const { refocus } = menusClosedByEscape<Node, HTMLDetailsElement>(event.target as Node | null, [panel]);
    if (!refocus) return;
    event.preventDefault();
    refocus.open = false;
    refocus.querySelector<HTMLElement>(':scope > summary')?.focus();
  });
  // Chips are links with a toggle button's role: Space toggles them too.
  root.addEventListener('keydown', (event) => {
    if (event.key !== ' ' || !(event.target instanceof Element) || !event.target.matches('a[data-filter]')) return;
    if (isEmptyChip(event.target)) {
      // Nor does Space scroll the page.
      event.preventDefault();
      return;
    }
    const next = nextOf(event.target);
    if (!next) return;
    event.preventDefault();
    go(next, { fromFilters: true });
  });
  select?.addEventListener('change', () => {
    go(withSort(query, select.value, select.value === defaultSort), { bySort: true });
  });
  // With JavaScript the select applies at once: the form is never sent.
  select?.form?.addEventListener('submit', (event) => event.preventDefault());

  /** Shows the query of the URL: the page's own (`opening`: its chosen filters open the panel), or one history moved to. */
  const restore = ({ opening = false } = {}): void => {
    query = parseQuery(win.location.search);
    pending = undefined;
    focusNewCards = false;
    revealFilters = opening;
    if (needsCompanion(query)) load();
    render();
  };
  win.addEventListener('popstate', () => restore());

  // The place is kept once a scroll ends and as the page is left.
  let keepTimer: ReturnType<typeof setTimeout> | undefined;
  win.addEventListener(
    'scroll',
    () => {
      clearTimeout(keepTimer);
      keepTimer = setTimeout(keepPlace, TIMINGS.listingPlaceKeepMs);
    },
    { passive: true },
  );
  win.addEventListener('pagehide', keepPlace);
  // A shopper who scrolls while the cards load is where they want to be: the place kept is not brought back.
  for (const type of ['wheel', 'touchmove', 'keydown'] as const) win.addEventListener(type, stopReturning, { passive: true });

  returning = needsCompanion(parseQuery(win.location.search)) ? placeIn(win.history.state) : undefined;
  if (returning) win.history.scrollRestoration = 'manual';
  restore({ opening: true });
  // A query the page holds as built is shown at once; one that needs the companion page, once it is in (load).
  if (data.status !== 'loading') liveCountFromNowOn();
}
