/**
 * The length of a search text (spec 000 §5 sets the minimum; the catalogue a maximum, SEARCH.maxQueryLength, and a
 * most of words, SEARCH.maxQueryWords): a longer text, such as a pasted sentence, is searched by its beginning rather
 * than sent for the catalogue to refuse.
 */
import { SEARCH } from '../../config/constants.ts';

/** A high surrogate: the first half of a character outside the Basic Multilingual Plane (an emoji). */
const CUT_CHARACTER = /[\uD800-\uDBFF]$/;

/**
 * A search text kept to SEARCH.maxQueryLength UTF-16 units (as the catalogue counts), not cut inside a character, nor
 * inside a word when the text kept holds more than one: the piece of a word cut short would be searched as a word of
 * its own (and count against minimum-should-match); then to its first SEARCH.maxQueryWords words.
 */
export function clipSearchText(text: string): string {
  return clipWords(clipLength(text));
}

/** A word of a search text as the catalogue's index splits a text: a run of what is neither space nor punctuation. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** A search text kept to its first SEARCH.maxQueryWords words (and what is between them). */
function clipWords(text: string): string {
  const words = [...text.matchAll(WORD)];
  const last = words[SEARCH.maxQueryWords - 1];
  return words.length <= SEARCH.maxQueryWords || last === undefined ? text : text.slice(0, last.index + last[0].length);
}

function clipLength(text: string): string {
  if (text.length <= SEARCH.maxQueryLength) return text;
  let cut = text.slice(0, SEARCH.maxQueryLength);
  if (CUT_CHARACTER.test(cut)) cut = cut.slice(0, -1);
  const inWord = /\S$/.test(cut) && /^\S/.test(text.slice(cut.length));
  const lastSpace = cut.search(/\s\S*$/);
  return (inWord && lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd();
}
