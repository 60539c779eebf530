/**
 * Text as the storefront's own searches compare it (the pharmacy finder's towns, the offline product
 * search): accents and the letters NFD does not decompose forgiven, so "lodz" finds Łódź and "zel" finds żel.
 */

/** Letters NFD does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Readonly<Record<string, string>> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe' };

/**
 * A text as the search compares it: lower case, NFD with the combining marks stripped, ł → l and đ → d,
 * whitespace collapsed and trimmed. "Łódź" and "lodz" become the same key.
 */
export function normalizeForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łđøßæœ]/g, (c) => UNDECOMPOSED[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}
