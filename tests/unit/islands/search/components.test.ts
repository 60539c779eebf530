/** The search island's rendering components: the status lines' messages and the filters' pressed options (server markup). */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import SearchStatus, { type SearchStatusProps } from '../../../../src/islands/search/SearchStatus.tsx';
import SearchFilters from '../../../../src/islands/search/SearchFilters.tsx';
import { chosenFilters } from '../../../../src/islands/search/query.ts';
import { LABELS, PRICES } from './fixtures.ts';

const TEXT: SearchStatusProps['text'] = {
  min: 'Too short',
  loading: 'Loading',
  offline: 'Offline',
  fallback: 'Fallback',
  unavailable: 'Search is unavailable',
  count: '{count} products',
  noMatch: 'No product has these filters',
  noResults: 'Nothing for "{query}"',
};
const status = (props: Partial<SearchStatusProps>): string =>
  renderToStaticMarkup(
    createElement(SearchStatus, { short: false, busy: false, results: undefined, query: 'cream', text: TEXT, ...props }),
  );

describe('SearchStatus', () => {
  it('says search is unavailable, and not that nothing was found, when neither the API nor the static index answers', () => {
    const html = status({ results: { source: 'unavailable', total: 0 } });
    expect(html).toContain('Search is unavailable');
    expect(html).not.toContain('Nothing for');
    expect(html).not.toContain('listing__count');
  });
  it('counts the results, or says that nothing was found for the text or the filters', () => {
    expect(status({ results: { source: 'api', total: 12 } })).toContain(
      '<p class="listing__count" data-count="12">12 products</p>',
    );
    expect(status({ results: { source: 'api', total: 0 } })).toContain('>Nothing for &quot;cream&quot;</p>');
    expect(status({ results: { source: 'api', total: 0 }, query: undefined })).toContain('>No product has these filters</p>');
  });

  it('with filters chosen, nothing found is said of the filters, not of the text (the text alone may find products)', () => {
    const none = { source: 'api', total: 0 } as const;
    expect(status({ results: none, filtered: true })).toContain('>No product has these filters</p>');
    expect(status({ results: none, filtered: true })).not.toContain('cream');
    expect(status({ results: none, filtered: false })).toContain('>Nothing for &quot;cream&quot;</p>');
    expect(status({ results: { source: 'api', total: 4 }, filtered: true })).toContain('>4 products</p>');
  });

  it('names results from the static index, and shows no count before the results are in', () => {
    expect(status({ results: { source: 'offline', total: 3 } })).toContain(
      '<p class="search-island__notice" data-source="offline">Offline</p>',
    );
    expect(status({ results: { source: 'fallback', total: 3 } })).toContain('data-source="fallback">Fallback</p>');
    expect(status({ busy: true })).toBe(
      '<div aria-live="polite" class="search-island__status"><p class="search-island__loading">Loading</p></div>',
    );
    expect(status({ short: true })).not.toContain('listing__count');
  });
});

describe('SearchFilters', () => {
  const filtersHtml = (query: Record<string, string[]>): string =>
    renderToStaticMarkup(
      createElement(SearchFilters, {
        groups: [
          {
            code: 'seria',
            label: 'Line',
            options: [
              { id: '1', label: 'A', type: 'seria', count: 3 },
              { id: '3', label: 'E', type: 'seria', count: 5 },
            ],
          },
        ],
        // As the island passes them: the options of the query the page knows (searchMode).
        chosen: chosenFilters(query, LABELS, PRICES),
        open: true,
        onOpen: () => undefined,
        onChoose: () => undefined,
        onClear: () => undefined,
        label: 'Filters',
        clearLabel: 'Clear filters',
      }),
    );

  it("presses the options the query holds, each button naming its group's code and option id", () => {
    const html = filtersHtml({ seria: ['3'] });
    expect(html).toContain('<button type="button" aria-pressed="false" data-filter="seria" data-option="1">');
    expect(html).toContain('<button type="button" aria-pressed="true" data-filter="seria" data-option="3">');
    expect(html).toMatch(/^<details class="filters" open=""><summary>Filters<\/summary>/);
  });

  it('offers "clear filters" only while an option of its groups is chosen', () => {
    expect(filtersHtml({ seria: ['1'] })).toContain(
      '<button type="button" class="filters__clear" data-search-clear="">Clear filters</button>',
    );
    expect(filtersHtml({})).not.toContain('data-search-clear');
    expect(filtersHtml({ color: ['5'] })).not.toContain('data-search-clear');
  });

  it('ignores a value no option of its groups is (`?seria=999`): nothing pressed, no "clear filters"', () => {
    const html = filtersHtml({ seria: ['999'] });
    expect(html).not.toContain('aria-pressed="true"');
    expect(html).not.toContain('data-search-clear');
  });
});
