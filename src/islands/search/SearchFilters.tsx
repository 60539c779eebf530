/**
 * The search results' filter panel: a disclosure of the filter groups, each option a toggle button
 * (pressed when the query holds it) with its count, and "clear filters" while one is chosen. The island
 * applies a toggle or the clearing and keeps its focus.
 */
import type { ReactNode } from 'react';
import type { UrlQuery } from '../../domain/listing/filters.ts';
import { optionCountText, type ListingGroup } from '../listing/state.ts';

export interface SearchFiltersProps {
  readonly groups: readonly ListingGroup[];
  /** The URL query: the options it holds show pressed. */
  readonly query: UrlQuery;
  readonly open: boolean;
  readonly onOpen: (open: boolean) => void;
  /** An option's button was activated (its group's code and option id). */
  readonly onChoose: (code: string, id: string) => void;
  /** "Clear filters" was activated. */
  readonly onClear: () => void;
  readonly label: string;
  readonly clearLabel: string;
}

export default function SearchFilters({
  groups,
  query,
  open,
  onOpen,
  onChoose,
  onClear,
  label,
  clearLabel,
}: SearchFiltersProps): ReactNode {
  const chosen = groups.some((g) => [query[g.code] ?? []].flat().length > 0);
  return (
    <details className="filters" open={open} onToggle={(e) => onOpen(e.currentTarget.open)}>
      <summary>{label}</summary>
      <div className="filters__groups">
        {groups.map((g) => (
          <fieldset className="filters__group" key={g.code}>
            <legend>{g.label}</legend>
            <ul>
              {g.options.map((o) => {
                const on = [query[g.code] ?? []].flat().includes(o.id);
                return (
                  <li key={o.id}>
                    <button
                      type="button"
                      aria-pressed={on}
                      data-filter={g.code}
                      data-option={o.id}
                      onClick={() => onChoose(g.code, o.id)}
                    >
                      {o.label} <span className="filters__count">{optionCountText(o.count)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      {chosen && (
        <button type="button" className="filters__clear" data-search-clear="" onClick={onClear}>
          {clearLabel}
        </button>
      )}
    </details>
  );
}
