/**
 * The length of a search text (spec 000 §5 sets the minimum; the catalogue a maximum, SEARCH.maxQueryLength): a
 * longer text, such as a pasted sentence, is searched by its beginning rather than sent for the catalogue to refuse.
 */
import { SEARCH } from '../../config/constants.ts';

/** A high surrogate: the first half of a character outside the Basic Multilingual Plane (an emoji). */
const CUT_CHARACTER = /[\uD800-\uDBFF]$/;

/**
 * A search text kept to SEARCH.maxQueryLength UTF-16 units (as the catalogue counts), not cut inside a character, nor
 * inside a word when the text kept holds more than one: the piece of a word cut short would be searched as a word of
 * its own (and count against minimum-should-match).
 */
export function clipSearchText(text: string): string {
  if (text.length <= SEARCH.maxQueryLength) return text;
  let cut = text.slice(0, SEARCH.maxQueryLength);
  if (CUT_CHARACTER.test(cut)) cut = cut.slice(0, -1);
  const inWord = /\S$/.test(cut) && /^\S/.test(text.slice(cut.length));
  const lastSpace = cut.search(/\s\S*$/);
  return (inWord && lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd();
}
