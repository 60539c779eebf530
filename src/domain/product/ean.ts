/**
 * EAN-13 (GS1) codes (FEEDS.md: "EAN must be a valid GS1 code (check digit)"): the check digit and the
 * validity rule the feeds, the product JSON-LD and the sample data share.
 */

/** The GS1 check digit of the first 12 digits of an EAN-13 (weights 1 and 3 from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 body must be 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A valid EAN-13: 13 digits whose last is the GS1 check digit of the first 12. */
export function isValidEan13(code: string | null | undefined): boolean {
  return typeof code === 'string' && /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}
