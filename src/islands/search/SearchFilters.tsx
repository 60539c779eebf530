/**
 * The search results' filter panel: a disclosure of the filter groups, each option a toggle button
 * (pressed when it is chosen) with its count, and "clear filters" while an option of the groups is
 * chosen. The island applies a toggle or the clearing and keeps its focus.
 */
import type { ReactNode } from 'react';
import type { ChosenFilters } from '../../domain/listing/filters.ts';
import { optionCountText, type ListingGroup } from '../listing/state.ts';

export interface SearchFiltersProps {
  readonly groups: readonly ListingGroup[];
  /**
   * The chosen options (searchMode's: those of the query the page knows), shown pressed; a value of the
   * query that is no option (`?color=999`) is not chosen.
   */
  readonly chosen: ChosenFilters;
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
  chosen,
  open,
  onOpen,
  onChoose,
  onClear,
  label,
  clearLabel,
}: SearchFiltersProps): ReactNode {
  const isChosen = (code: string, id: string): boolean => chosen[code]?.some((o) => o.id === id) ?? false;
  const anyChosen = groups.some((g) => g.options.some((o) => isChosen(g.code, o.id)));
  return (
    <details className="filters" open={open} onToggle={(e) => onOpen(e.currentTarget.open)}>
      <summary>{label}</summary>
      <div className="filters__groups">
        {groups.map((g) => (
          <fieldset className="filters__group" key={g.code}>
            <legend>{g.label}</legend>
            <ul>
              {g.options.map((o) => {
                const on = isChosen(g.code, o.id);
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
      {anyChosen && (
        <button type="button" className="filters__clear" data-search-clear="" onClick={onClear}>
          {clearLabel}
        </button>
      )}
    </details>
  );
}
