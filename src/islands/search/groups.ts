/**
 * The filter groups of the search page (spec 000 §4): from a result's aggregations, and each chosen
 * group's options counted without its own filter (facetRequest), merged in a stable order.
 */
import type { Aggregation } from '../../domain/catalog/types.ts';
import { dropEmptyLabelOptions, PRICE_FILTER, type ChosenFilters } from '../../domain/listing/filters.ts';
import { termsAggregations } from '../../domain/listing/search-query.ts';
import { type ListingGroup, type ListingOption } from '../listing/state.ts';
import type { FilterLabels } from './query.ts';

/** The order of a group's options on the page: the labels' order (price: the buckets'), whatever the counts. */
function optionOrder(code: string, labels: FilterLabels, prices: readonly ListingOption[]): string[] {
  return code === PRICE_FILTER ? prices.map((p) => p.id) : Object.keys(labels[code]?.options ?? {});
}

function inOrder(options: readonly ListingOption[], order: readonly string[]): ListingOption[] {
  const at = (id: string): number => {
    const i = order.indexOf(id);
    return i < 0 ? order.length : i;
  };
  return [...options].sort((a, b) => at(a.id) - at(b.id));
}

/**
 * An attribute's counts by value: the products having it as their own value (agg_terms_{code}) plus those
 * having it through their variants only (agg_terms_{code}_options holds the values a product's variants add to
 * its own, backend/catalog/variant-options.ts), so each product counts once per value.
 */
function termCounts(aggregations: Readonly<Record<string, Aggregation>>, code: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { name } of termsAggregations(code))
    for (const b of aggregations[name]?.buckets ?? []) counts.set(String(b.key), (counts.get(String(b.key)) ?? 0) + b.doc_count);
  return counts;
}

/**
 * The filter groups of a result's aggregations (agg_terms_{code} with agg_terms_{code}_options, agg_range_price): options with their
 * store labels and counts, in the labels' order (stable: a control keeps its place, and its focus, when
 * the counts change); options without a label and options without hits dropped; empty groups left out.
 */
export function groupsFromAggregations(
  aggregations: Readonly<Record<string, Aggregation>>,
  labels: FilterLabels,
  prices: readonly ListingOption[],
): ListingGroup[] {
  const groups: ListingGroup[] = [];
  for (const code of Object.keys(labels)) {
    if (code === PRICE_FILTER) {
      const buckets = aggregations['agg_range_price']?.buckets ?? [];
      const options = prices.flatMap((p) => {
        const count = buckets.find((b) => b.from === p.from && b.to === p.to)?.doc_count ?? 0;
        return count > 0 ? [{ ...p, count }] : [];
      });
      if (options.length > 0) groups.push({ code, label: labels[PRICE_FILTER]?.label ?? code, options });
      continue;
    }
    const group = labels[code];
    if (!group) continue;
    const counts = termCounts(aggregations, code);
    const options = dropEmptyLabelOptions(
      [...counts].map(([id, count]) => ({ id, label: group.options[id] ?? '', type: code, count })),
    ).filter((o) => o.count > 0);
    if (options.length > 0)
      groups.push({ code, label: group.label, options: inOrder(options, optionOrder(code, labels, prices)) });
  }
  return groups;
}

/** One group of a facet answer (facetRequest): its options, or none. */
export function facetGroup(
  aggregations: Readonly<Record<string, Aggregation>>,
  code: string,
  labels: FilterLabels,
  prices: readonly ListingOption[],
): ListingGroup {
  const label = labels[code]?.label ?? code;
  const only: FilterLabels = labels[code] ? { [code]: labels[code] } : {};
  return groupsFromAggregations(aggregations, only, prices)[0] ?? { code, label, options: [] };
}

/**
 * The filter groups the page offers (spec 000 §4: other filters toggle values in a list, OR within an
 * attribute). The results' own aggregations count within every chosen filter, so after choosing one
 * colour the other colours would count 0 and vanish. A group with a chosen value therefore takes its
 * options from its facet answer (`facets[code]`: the search without its own filter, facetRequest):
 * every option it can still add, with the count it would add. Its chosen options stay offered (so
 * they can be taken back) even without hits, counted from the results. A group without a facet answer
 * (not chosen, or its facet request failed) keeps the results' options. Groups in the labels' order.
 */
export function mergeGroups(
  groups: readonly ListingGroup[],
  facets: Readonly<Record<string, ListingGroup | undefined>>,
  chosen: ChosenFilters,
  labels: FilterLabels,
  prices: readonly ListingOption[],
): ListingGroup[] {
  const out: ListingGroup[] = [];
  for (const code of Object.keys(labels)) {
    const own = groups.find((g) => g.code === code);
    const picked = chosen[code] ?? [];
    const base = picked.length > 0 ? (facets[code] ?? own) : own;
    const options = [...(base?.options ?? [])];
    for (const option of picked)
      if (!options.some((o) => o.id === option.id))
        options.push({ ...option, count: own?.options.find((o) => o.id === option.id)?.count ?? 0 });
    if (options.length > 0)
      out.push({ code, label: labels[code]?.label ?? code, options: inOrder(options, optionOrder(code, labels, prices)) });
  }
  return out;
}
