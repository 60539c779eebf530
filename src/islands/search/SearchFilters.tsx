/**
 * The search results' filter panel: a disclosure of the filter groups, each option a toggle button
 * (pressed when the query holds it) with its count. The island applies a toggle and keeps its focus.
 */
import type { ReactNode } from 'react';
import type { UrlQuery } from '../../domain/listing/filters.ts';
import type { ListingGroup } from '../listing/state.ts';

export interface SearchFiltersProps {
  readonly groups: readonly ListingGroup[];
  /** The URL query: the options it holds show pressed. */
  readonly query: UrlQuery;
  readonly open: boolean;
  readonly onOpen: (open: boolean) => void;
  /** An option's button was activated (its group's code and option id). */
  readonly onChoose: (code: string, id: string) => void;
  readonly label: string;
}

export default function SearchFilters({ groups, query, open, onOpen, onChoose, label }: SearchFiltersProps): ReactNode {
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
                      {o.label} <span className="filters__count">({o.count})</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
    </details>
  );
}
