/**
 * The catalogue search DSL of a search request (spec 000 §7, §9; CONTRACTS.md "Catalogue search").
 */
import { FILTERS, SEARCH } from '../../config/constants.ts';
import type { QueryFilter, RangeValue, Scalar, SearchEntityType, SearchQuery, SearchRequest } from '../catalog/types.ts';
import { variantOptionsField } from './attribute-values.ts';
import { aggregationSize, PRICE_FILTER, queryableAttributes, WITH_VARIANTS } from './filters.ts';
import { normalizeSearchRequest } from './paging.ts';
import { parseSort } from './sort.ts';

export type DslClause =
  | { term: Record<string, Scalar> }
  | { terms: Record<string, Scalar[]> }
  | { range: Record<string, RangeValue> }
  | { bool: { should: DslClause[]; minimum_should_match: 1 } }
  | {
      multi_match: {
        query: string;
        fields: string[];
        fuzziness: number;
        minimum_should_match: string;
      };
    };

export type DslAggregation =
  { terms: { field: string; size: number } } | { range: { field: string; ranges: { from?: number; to?: number }[] } };

export interface SearchDsl {
  query: { bool: { filter: DslClause[]; must?: DslClause[] } };
  min_score?: number;
  sort?: Record<string, { order: 'asc' | 'desc' }>[];
  from: number;
  size: number;
  aggs?: Record<string, DslAggregation>;
  _source?: { includes?: string[]; excludes?: string[] };
  /** Price tiers: sent with product searches when tiers are on; the API reads and strips them. */
  groupToken?: string;
  groupId?: number;
}

/** Filters added to every query of an entity type unless the request filters that attribute. */
export const DEFAULT_ENTITY_FILTERS: Readonly<Record<SearchEntityType, readonly QueryFilter[]>> = {
  product: [
    { attribute: 'status', value: [0, 1] },
    { attribute: 'visibility', value: [2, 3, 4] },
  ],
  category: [{ attribute: 'is_active', value: true }],
  attribute: [],
  taxrule: [],
};

function isRange(value: QueryFilter['value']): value is RangeValue {
  return typeof value === 'object' && !Array.isArray(value);
}

function isRangeList(value: QueryFilter['value']): value is readonly RangeValue[] {
  return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'object' && v !== null);
}

/**
 * A filter on a product attribute, variants included: a product matches by its own value (`{attr}`) or by its
 * enabled variants' values (`{attr}_options`, which the catalogue indexes on a configurable product and
 * aggregates as agg_terms_{attr}_options, spec 000 §7), as the static listings count a product by both.
 */
export function attributeFilterClause(attribute: string, values: readonly Scalar[]): DslClause {
  return {
    bool: {
      should: [{ terms: { [attribute]: [...values] } }, { terms: { [variantOptionsField(attribute)]: [...values] } }],
      minimum_should_match: 1,
    },
  };
}

/**
 * One filter as a clause: a list → terms (a shopper's attribute filter: attributeFilterClause), a range →
 * range, several ranges → any of them, a scalar → term.
 */
export function filterClause(filter: QueryFilter): DslClause {
  const { attribute, value } = filter;
  if (filter.options?.[WITH_VARIANTS] === true && Array.isArray(value) && !isRangeList(value))
    return attributeFilterClause(attribute, value as readonly Scalar[]);
  if (isRangeList(value))
    return { bool: { should: value.map((range) => ({ range: { [attribute]: { ...range } } })), minimum_should_match: 1 } };
  if (Array.isArray(value)) return { terms: { [attribute]: [...(value as readonly Scalar[])] } };
  if (isRange(value)) return { range: { [attribute]: { ...value } } };
  return { term: { [attribute]: value as Scalar } };
}

/** The text clause: fields name^4, sku^2, category.name^1; fuzziness 2; minimum_should_match 75%. */
export function textClause(text: string): DslClause {
  return {
    multi_match: {
      query: text,
      fields: SEARCH.fields.map((f) => `${f.field}^${f.boost}`),
      fuzziness: SEARCH.fuzziness,
      minimum_should_match: SEARCH.minimumShouldMatch,
    },
  };
}

/**
 * The terms aggregations of an attribute (spec 000 §7): its own values' (`agg_terms_{attr}`) and those its
 * variants add (`agg_terms_{attr}_options`), with the field each counts.
 */
export function termsAggregations(attr: string): readonly { readonly name: string; readonly field: string }[] {
  return [
    { name: `agg_terms_${attr}`, field: attr },
    { name: `agg_terms_${attr}_options`, field: variantOptionsField(attr) },
  ];
}

/** termsAggregations per attribute; agg_range_price for 'price', over `priceRanges`. */
export function aggregations(
  attributes: readonly string[],
  priceRanges: NonNullable<SearchQuery['priceRanges']> = FILTERS.priceRanges,
): Record<string, DslAggregation> {
  const aggs: Record<string, DslAggregation> = {};
  const size = aggregationSize();
  for (const attr of queryableAttributes(attributes)) {
    if (attr === PRICE_FILTER) {
      aggs['agg_range_price'] = {
        range: {
          field: FILTERS.priceField,
          ranges: priceRanges.map((r) => (r.to === undefined ? { from: r.from } : { from: r.from, to: r.to })),
        },
      };
    } else {
      for (const { name, field } of termsAggregations(attr)) aggs[name] = { terms: { field, size } };
    }
  }
  return aggs;
}

/** The search request as the catalogue DSL (after normalizing size and start). */
export function buildSearchQuery(request: SearchRequest): SearchDsl {
  const req = normalizeSearchRequest(request);
  const filters = req.searchQuery.filters;
  const named = new Set(filters.map((f) => f.attribute));
  const defaults = DEFAULT_ENTITY_FILTERS[req.type].filter((f) => !named.has(f.attribute));
  const dsl: SearchDsl = {
    query: { bool: { filter: [...defaults, ...filters].map(filterClause) } },
    from: req.from,
    size: req.size,
  };
  const text = req.searchQuery.text?.trim();
  if (text) {
    dsl.query.bool.must = [textClause(text)];
    dsl.min_score = SEARCH.minScore;
  }
  const sorts = (req.sort ?? '')
    .split(',')
    .map((s) => parseSort(s))
    .filter((s) => s !== undefined);
  if (sorts.length > 0) dsl.sort = sorts.map((s) => ({ [s.field]: { order: s.order } }));
  const aggs = aggregations(req.searchQuery.aggregations ?? [], req.searchQuery.priceRanges);
  if (Object.keys(aggs).length > 0) dsl.aggs = aggs;
  if (req.includeFields?.length || req.excludeFields?.length) {
    dsl._source = {
      ...(req.includeFields?.length ? { includes: [...req.includeFields] } : {}),
      ...(req.excludeFields?.length ? { excludes: [...req.excludeFields] } : {}),
    };
  }
  if (req.groupToken !== undefined) dsl.groupToken = req.groupToken;
  if (req.groupId !== undefined) dsl.groupId = req.groupId;
  return dsl;
}
