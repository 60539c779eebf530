/** The pharmacy finder's search in the page's address (`?q=`), so that a reload, the back button and a shared link keep it. */

/** The address parameter of the finder's search. */
export const FINDER_QUERY_PARAM = 'q';

/** `href` with the search as its `q` parameter (left out when blank), the rest of the address kept. */
export function withQuery(href: string, query: string): string {
  const url = new URL(href);
  if (query.trim() === '') url.searchParams.delete(FINDER_QUERY_PARAM);
  else url.searchParams.set(FINDER_QUERY_PARAM, query);
  return url.href;
}
