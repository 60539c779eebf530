/**
 * The forms of a query's word that count as it in the full-text search (./fulltext.ts): Elasticsearch's fuzzy matching
 * counts a swap of two neighbouring letters as one edit (`fuzzy_transpositions`, on by default), where MiniSearch's
 * edit distance counts two; so a word that may be one edit away or more is also looked up in its transpositions,
 * and a word that may be two edits away in its forms with two swaps.
 */

/**
 * The edit distance allowed for one term, as Elasticsearch's AUTO capped by the requested
 * fuzziness: none for 1–2 letters, at most 1 for 3–5 letters, the requested value from 6 letters.
 * (Two edits on a 4-letter word match most of the vocabulary and cost ten times more.)
 */
export function editDistance(term: string, fuzziness: number | 'AUTO'): number {
  const cap = fuzziness === 'AUTO' ? 2 : fuzziness;
  if (term.length <= 2) return 0;
  if (term.length <= 5) return Math.min(cap, 1);
  return cap;
}

/** A word (as code points) with the neighbouring letters at `at` swapped, or undefined when they are the same. */
function swapAt(letters: readonly string[], at: number): string[] | undefined {
  const [a, b] = [letters[at], letters[at + 1]];
  if (a === undefined || b === undefined || a === b) return undefined;
  const swapped = [...letters];
  [swapped[at], swapped[at + 1]] = [b, a];
  return swapped;
}

/**
 * A word with each pair of neighbouring different letters (code points) swapped, each form once. A swap changes two
 * letters, so no form is the word itself.
 */
export function transpositions(term: string): string[] {
  const letters = Array.from(term);
  const forms = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i += 1) {
    const swapped = swapAt(letters, i);
    if (swapped) forms.add(swapped.join(''));
  }
  return [...forms];
}

/**
 * A word with two swaps of neighbouring different letters that share no letter (`szmaopn` → `szampon`: two edits, as
 * Elasticsearch counts them), each form once. Two such swaps change four letters, so no form is the word itself or
 * one of its transpositions.
 */
export function doubleTranspositions(term: string): string[] {
  const letters = Array.from(term);
  const forms = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i += 1) {
    const once = swapAt(letters, i);
    if (!once) continue;
    for (let j = i + 2; j + 1 < letters.length; j += 1) {
      const twice = swapAt(once, j);
      if (twice) forms.add(twice.join(''));
    }
  }
  return [...forms];
}

/** One word of a query and the forms of it that count as it. */
export interface WordForms {
  /** The word as processed (lower case). */
  readonly term: string;
  /** Its transpositions, when it may be one edit away or more. */
  readonly swapped: readonly string[];
  /** Its forms with two swaps, when it may be two edits away. */
  readonly swappedTwice: readonly string[];
}

/**
 * The longest word (in code points) whose swaps are looked up. A word's transpositions grow with its length and its
 * forms with two swaps with its square, each a lookup (a fuzzy walk for the transpositions): a 256-letter word cost
 * most of a second. No word of a catalogue is that long (`przeciwzmarszczkowy` has 19 letters); a longer one is
 * looked up as it is, with its edits.
 */
export const MAX_SWAPPED_LETTERS = 24;

/** A query's word and its swapped forms (none beyond MAX_SWAPPED_LETTERS letters). */
export function wordForms(term: string, fuzziness: number | 'AUTO'): WordForms {
  const distance = Array.from(term).length > MAX_SWAPPED_LETTERS ? 0 : editDistance(term, fuzziness);
  return {
    term,
    swapped: distance >= 1 ? transpositions(term) : [],
    swappedTwice: distance >= 2 ? doubleTranspositions(term) : [],
  };
}

/** Every form of a word: the word, its transpositions, its forms with two swaps. */
export const allForms = (word: WordForms): readonly string[] => [word.term, ...word.swapped, ...word.swappedTwice];

/**
 * How many of a query's words a document matched, as Elasticsearch counts a match query's clauses for
 * minimum_should_match: one per word of the query (each given as its forms: allForms), a repeated word as often as
 * it is repeated (`krem krem krem` needs two of three, and a document with `krem` has all three). `matched` holds the
 * forms it matched, as MiniSearch reports them (processed: lower case).
 */
export function matchedClauses(clauses: readonly (readonly string[])[], matched: readonly string[]): number {
  const found = new Set(matched);
  return clauses.filter((forms) => forms.some((form) => found.has(form))).length;
}
