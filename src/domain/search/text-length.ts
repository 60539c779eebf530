/**
 * The length of a search text (spec 000 §5 sets the minimum; the catalogue a maximum, SEARCH.maxQueryLength): a
 * longer text, such as a pasted sentence, is searched by its beginning rather than sent for the catalogue to refuse.
 */
import { SEARCH } from '../../config/constants.ts';

/** A high surrogate: the first half of a character outside the Basic Multilingual Plane (an emoji). */
const CUT_CHARACTER = /[\uD800-\uDBFF]$/;

/** A search text kept to SEARCH.maxQueryLength UTF-16 units (as the catalogue counts), not cut inside a character. */
export function clipSearchText(text: string): string {
  if (text.length <= SEARCH.maxQueryLength) return text;
  const cut = text.slice(0, SEARCH.maxQueryLength);
  return (CUT_CHARACTER.test(cut) ? cut.slice(0, -1) : cut).trimEnd();
}
