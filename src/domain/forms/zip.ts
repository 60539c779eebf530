/**
 * Zip codes (spec 001 §5: at least 3 characters and a valid format). The per-country formats are a
 * decision of ours (docs/decisions.md): PL `00-000`, HR/UA 5 digits, RO 6 digits (its real format), TN 4 digits, US 5 or 9 digits
 * (`12345`, `12345-6789`, `123456789`), any other country at least 3 letters or digits, with spaces
 * or hyphens between them.
 */
import { validationMessage as m } from './messages.ts';
import { FIELD_LIMITS, requiredText } from './fields.ts';

export const ZIP_FORMATS: Readonly<Record<string, RegExp>> = {
  PL: /^\d{2}-\d{3}$/,
  HR: /^\d{5}$/,
  RO: /^\d{6}$/,
  UA: /^\d{5}$/,
  TN: /^\d{4}$/,
  US: /^\d{5}(-?\d{4})?$/,
};
const OTHER_ZIP = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/;

/** Whether a zip code has the format of the country (ISO 3166 alpha-2, any case). */
export function isValidZip(zip: string, country: string): boolean {
  const value = zip.trim();
  const pattern = ZIP_FORMATS[country.trim().toUpperCase()];
  if (pattern) return pattern.test(value);
  return OTHER_ZIP.test(value) && (value.match(/[A-Za-z0-9]/g)?.length ?? 0) >= FIELD_LIMITS.zipChars;
}

/** A zip code field: at least 3 characters and the country's format. */
export function zip(country: string) {
  return requiredText()
    .min(FIELD_LIMITS.zipChars, { error: m('validation.zipMin', { count: FIELD_LIMITS.zipChars }), abort: true })
    .refine((v) => isValidZip(v, country), { error: m('validation.zipFormat') });
}
