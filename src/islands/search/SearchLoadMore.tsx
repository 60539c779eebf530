/** The end of the search results: the alert that a further page failed to load, and the "load more" button (which also retries it). */
import type { ReactNode } from 'react';
import type { SearchText } from './types.ts';

export interface SearchLoadMoreProps {
  /** A further page failed to load. */
  readonly failed: boolean;
  /** The button shows (a further page to show, or one to load). */
  readonly more: boolean;
  readonly onLoadMore: () => void;
  readonly text: Pick<SearchText, 'failed' | 'loadMore'>;
}

export default function SearchLoadMore({ failed, more, onLoadMore, text }: SearchLoadMoreProps): ReactNode {
  return (
    <>
      {failed && (
        <p className="search-island__failed" role="alert">
          {text.failed}
        </p>
      )}
      {more && (
        <p className="listing__more" data-search-more>
          <button type="button" onClick={onLoadMore}>
            {text.loadMore}
          </button>
        </p>
      )}
    </>
  );
}
