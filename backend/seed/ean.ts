/** EAN-13 barcodes of the sample data: valid ones from the domain's check digit, and planted broken ones. */
import { ean13CheckDigit } from '../../src/domain/product/ean.ts';

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
