/** The listing island's props: what the category page hands its controls and its script (Listing.astro). */
import type { ListingGroup } from './state.ts';

export interface ListingText {
  /** 'Products: {count}'. */
  readonly count: string;
  readonly loading: string;
  /** The companion page could not be fetched (spec 000 §8 'No products synchronized…'). */
  readonly failed: string;
  readonly ok: string;
  readonly sortLabel: string;
  readonly filterTitle: string;
  readonly clear: string;
  readonly loadMore: string;
  /** Shown without scripting, when the sort, the filters and "load more" are hidden (they need the island). */
  readonly noScript: string;
  /** No card matches the chosen filters. */
  readonly noMatch: string;
}

export interface ListingSort {
  /** 'price-asc'. */
  readonly id: string;
  readonly label: string;
  /** The sort of the page as built (no `?sort=`). */
  readonly isDefault: boolean;
}

export interface ListingIslandProps {
  readonly path: string;
  /** The listing's companion page: every card and each product's filterable values. */
  readonly cardsUrl: string;
  /** How many products the listing has. */
  readonly total: number;
  readonly groups: readonly ListingGroup[];
  readonly sorts: readonly ListingSort[];
  readonly pageSize: number;
  readonly text: ListingText;
}
