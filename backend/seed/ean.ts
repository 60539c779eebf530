/** EAN-13 barcodes: check digit computation and validation (GS1 mod-10 with weights 1 and 3). */

/** The check digit of the first 12 digits of an EAN-13. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 body must be 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True when the code is 13 digits with a correct check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** A valid EAN-13 from a GS1 company prefix and an item number. */
export function makeEan13(prefix: string, item: number): string {
  const body = (prefix + String(item).padStart(12 - prefix.length, '0')).slice(0, 12);
  return body + String(ean13CheckDigit(body));
}

/** The same code with a wrong check digit (planted invalid data). */
export function breakEan13(code: string): string {
  const wrong = (Number(code[12]) + 5) % 10;
  return code.slice(0, 12) + String(wrong);
}
