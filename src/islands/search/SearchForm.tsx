/**
 * The search page's form: the search input (controlled by the island) and its submit button. A submit
 * stays on the page: the island runs the search and writes it to the URL.
 */
import type { ReactNode } from 'react';
import { SEARCH_MIN_ID } from './SearchStatus.tsx';
import type { SearchText } from './types.ts';

/** The id of the search page's text box (its label's target; the island gives it the focus when nothing else holds it). */
export const SEARCH_INPUT_ID = 'search-page-q';

export interface SearchFormProps {
  /** The form's action without script (the search page). */
  readonly path: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onSearch: () => void;
  /** The searched text is too short: the input is marked invalid, described by the minimum-length message. */
  readonly short?: boolean;
  readonly text: Pick<SearchText, 'label' | 'submit'>;
}

export default function SearchForm({ path, value, onChange, onSearch, short = false, text }: SearchFormProps): ReactNode {
  return (
    <form
      className="search-island__form"
      role="search"
      // Named: the header's search landmark is on the page too (search.landmark), each named apart.
      aria-label={text.label}
      method="get"
      action={path}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <label htmlFor={SEARCH_INPUT_ID}>{text.label}</label>
      {/* Never remounted (no key): the shopper's focus and caret stay in it across searches. */}
      <input
        id={SEARCH_INPUT_ID}
        name="q"
        type="search"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        autoComplete="off"
        aria-invalid={short ? true : undefined}
        aria-describedby={short ? SEARCH_MIN_ID : undefined}
      />
      <button type="submit">{text.submit}</button>
    </form>
  );
}
