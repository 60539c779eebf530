/** Listing and search types (spec 000 §3 "Filter option", "Query filter", "Search request", "Search result"). */

/** Filter option shown in a listing (spec 000 §3). */
export interface FilterOption {
  id: string;
  label: string;
  /** The attribute code the option filters by ('color', 'seria', 'price', ...). */
  type: string;
  /** A single filter replaces its value instead of toggling it in a list. */
  single?: boolean;
  from?: number;
  to?: number;
}

export type Scalar = string | number | boolean;

export interface RangeValue {
  gt?: number;
  gte?: number;
  lt?: number;
  lte?: number;
}

/** Query filter (spec 000 §3): eq (a scalar), in (a list), a range (gt...), or any of several ranges. */
export interface QueryFilter {
  attribute: string;
  value: Scalar | readonly Scalar[] | RangeValue | readonly RangeValue[];
  /** Default 'default'. */
  scope?: string;
  options?: Record<string, unknown>;
}

/** The catalogue entity types of the search API (spec 000 §7), listed once: the client's and the backend's. */
export const ENTITY_TYPES = ['product', 'category', 'attribute', 'taxrule'] as const;

export type SearchEntityType = (typeof ENTITY_TYPES)[number];

export interface SortSpec {
  field: string;
  order: 'asc' | 'desc';
}

/** What the search request carries besides paging: text, filters and the aggregated attributes. */
export interface SearchQuery {
  text?: string;
  filters: readonly QueryFilter[];
  /** Attribute codes to aggregate ('price' gives the price ranges). */
  aggregations?: readonly string[];
  /** The ranges the price aggregation counts: the store view's currency's (priceRangesIn; default FILTERS.priceRanges). */
  priceRanges?: readonly { readonly from: number; readonly to?: number | undefined }[];
}

/** Search request (spec 000 §3). */
export interface SearchRequest {
  store: string;
  type: SearchEntityType;
  searchQuery: SearchQuery;
  /** Default 50. */
  size?: number;
  from?: number;
  /** 'field:asc' or 'field:desc'. */
  sort?: string;
  groupToken?: string;
  groupId?: number;
  includeFields?: readonly string[];
  excludeFields?: readonly string[];
}

export interface AggregationBucket {
  key: string | number;
  doc_count: number;
  from?: number;
  to?: number;
}

export interface Aggregation {
  buckets: AggregationBucket[];
}

export type SearchItem<T> = T & { _score: number; slug: string };

/** Search result (spec 000 §3). */
export interface SearchResult<T> {
  items: SearchItem<T>[];
  total: number;
  start: number;
  perPage: number;
  aggregations: Record<string, Aggregation>;
  suggestions: Record<string, unknown>;
  cache?: boolean;
  offline?: boolean;
  noresults?: boolean;
}
