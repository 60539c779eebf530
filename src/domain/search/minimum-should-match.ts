/**
 * Minimum-should-match (spec 000 §9: 75 %): how many of a text query's words a product must match, in
 * Elasticsearch's notation. One rule for the catalogue search (backend/search/fulltext.ts) and the
 * storefront's offline fallback (src/islands/search/entries.ts).
 */

/**
 * How many of the query terms must match, from Elasticsearch's minimum_should_match notation ('75%', '-25%', 2, -1):
 * at least one; a count above the terms is kept, so that nothing matches, as in Elasticsearch (a percentage never
 * comes to more than the terms).
 */
export function requiredTermCount(termCount: number, spec: string | number): number {
  const text = String(spec).trim();
  const percent = /^(-?)(\d+(?:\.\d+)?)%$/.exec(text);
  let required: number;
  if (percent) {
    const share = Math.floor((termCount * Number(percent[2])) / 100);
    required = percent[1] === '-' ? termCount - share : share;
  } else {
    const n = Number.parseInt(text, 10);
    required = Number.isNaN(n) ? termCount : n < 0 ? termCount + n : n;
  }
  return Math.max(1, required);
}
