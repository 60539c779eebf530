/**
 * The header's search box on the search page: it shows the term the page searched for, as the page's own form
 * does, rather than an empty box above the results (the header is static HTML, which cannot know the query).
 */

/** The id of the header's search input (SearchBox.astro). */
export const HEADER_SEARCH_ID = 'header-search';

/** Writes the search page's term into the header's search box, unless the shopper is typing in it. */
export function showInHeaderBox(doc: Document, term: string): void {
  const input = doc.querySelector<HTMLInputElement>(`input#${HEADER_SEARCH_ID}`);
  if (input === null || doc.activeElement === input) return;
  input.value = term;
}
