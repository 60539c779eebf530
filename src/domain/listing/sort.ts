/** Product sort options (spec 000 §9). */
import { SORT_OPTIONS } from '../../config/constants.ts';
import type { SortSpec } from '../catalog/types.ts';
import { queryValue, type UrlQuery } from './filters.ts';

export interface SortOption {
  id: string;
  field: string;
  order: 'asc' | 'desc';
  labelKey: string;
  /** 'field:order', the value kept in the URL and sent to search. */
  value: string;
  isDefault: boolean;
}

/** 'updated_at:desc', or a sort option id ('price-asc'), read as a sort; undefined when invalid. */
export function parseSort(value: string | null | undefined): SortSpec | undefined {
  if (!value) return undefined;
  const option = SORT_OPTIONS.find((o) => o.id === value);
  if (option) return { field: option.field, order: option.order };
  const match = /^([A-Za-z_][\w.]*):(asc|desc)$/.exec(value.trim());
  if (!match) return undefined;
  return { field: match[1] as string, order: match[2] as 'asc' | 'desc' };
}

/**
 * The sort a URL query names (`?sort=`, read by parseSort: an option id or an option's 'field:order'), when it is one
 * of the sort options (spec 000 §9); undefined when it names none, an invalid one, or a sort no option is
 * (`?sort=name:asc`): a listing is sorted only as its sort control can show.
 */
export function requestedSort(query: UrlQuery): SortSpec | undefined {
  const sort = parseSort(queryValue(query, 'sort'));
  return SORT_OPTIONS.some((o) => sameSort(o, sort)) ? sort : undefined;
}

/** Whether two sorts are the same: the same field in the same order; false when either is absent. */
export function sameSort(a: SortSpec | undefined, b: SortSpec | undefined): boolean {
  return a !== undefined && b !== undefined && a.field === b.field && a.order === b.order;
}

/** 'field:order'. */
export function sortToString(sort: SortSpec): string {
  return `${sort.field}:${sort.order}`;
}

/** The sort options, the configured default marked (Latest when the default names none of them). */
export function sortOptions(defaultSort: string): SortOption[] {
  const wanted = parseSort(defaultSort);
  const defaultIndex = Math.max(
    0,
    SORT_OPTIONS.findIndex((o) => sameSort(o, wanted)),
  );
  return SORT_OPTIONS.map((o, index) => ({
    id: o.id,
    field: o.field,
    order: o.order,
    labelKey: o.labelKey,
    value: sortToString(o),
    isDefault: index === defaultIndex,
  }));
}

/**
 * The sort of a catalogue search: none for a text (its hits by relevance), the listings' default sort (`defaultSort`,
 * as sortOptions marks it: Latest when it names no option) for a search of filters only, such as a line's products
 * (spec 000 §9: "Default updated_at desc").
 */
export function searchSort(text: string | undefined, defaultSort: string): string | undefined {
  if (text !== undefined) return undefined;
  return sortOptions(defaultSort).find((o) => o.isDefault)?.value;
}
