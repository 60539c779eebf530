/**
 * Field schemas of spec 001 §5. Issue messages follow the convention of messages.ts (key|params).
 * Text fields are trimmed; a missing or empty required field gives `validation.required` first, and
 * format checks run only on a non-empty value.
 */
import { z } from 'zod';
import { SEARCH } from '../../config/constants.ts';
import { validationMessage as m, type ValidationKey } from './messages.ts';

const REQUIRED = m('validation.required');

/** Default bounds where the specification gives none (recorded in docs/decisions.md). */
export const FIELD_LIMITS = {
  nameLetters: 2,
  firstLastNameChars: 3,
  passwordChars: 8,
  zipChars: 3,
  taxIdChars: 3,
  phoneDigits: 9,
  searchChars: SEARCH.minQueryLength,
  /** Default opinion minimum (letters): the English message's 10, not the Polish text's 1. */
  opinionLetters: 10,
  shortTextMax: 255,
  longTextMax: 2000,
} as const;

/** A required, trimmed string (`validation.required` when missing or blank). */
export function requiredText(message: ValidationKey = 'validation.required') {
  return z
    .string({ error: m(message) })
    .trim()
    .min(1, { error: m(message), abort: true });
}

/** An optional trimmed string: missing, null or blank becomes undefined. */
export function optionalText() {
  return z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string().trim().optional(),
  );
}

function countLetters(value: string): number {
  return value.match(/\p{L}/gu)?.length ?? 0;
}

function countDigits(value: string): number {
  return value.match(/\d/g)?.length ?? 0;
}

/** A number from a form field ('' counts as missing): greater than 0. */
export function positiveNumber() {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: REQUIRED }).positive({ error: m('validation.numberPositive') }),
  );
}

export interface QuantityLimits {
  /** The maximum orderable quantity per line (`validation.quantityBelow`); inclusive. */
  readonly max?: number;
  /** The quantity available in stock (`validation.onlyAvailable`); inclusive. */
  readonly available?: number;
}

/** A quantity: above 0, a whole number, at most `max`, and only the available quantity can be ordered. */
export function quantity(limits: QuantityLimits = {}) {
  let schema = z.coerce
    .number({ error: REQUIRED })
    .positive({ error: m('validation.quantityPositive'), abort: true })
    .int({ error: m('validation.quantityInteger'), abort: true });
  if (limits.max !== undefined)
    schema = schema.max(limits.max, { error: m('validation.quantityBelow', { quantity: limits.max }), abort: true });
  if (limits.available !== undefined)
    schema = schema.max(limits.available, { error: m('validation.onlyAvailable', { maxQuantity: limits.available }) });
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);
}

/** A maximum length ('Maximum number of characters is {count}'). */
export function maxChars(count: number) {
  return z.string({ error: REQUIRED }).max(count, { error: m('validation.maxChars', { count }) });
}

/** A name: at least 2 letters (3 in some variants: pass `letters`). */
export function name(letters: number = FIELD_LIMITS.nameLetters) {
  return requiredText()
    .max(FIELD_LIMITS.shortTextMax, { error: m('validation.maxChars', { count: FIELD_LIMITS.shortTextMax }), abort: true })
    .refine((v) => countLetters(v) >= letters, { error: m('validation.nameMin', { count: letters }) });
}

/** A first name or last name: at least 3 characters. */
export function personName(chars: number = FIELD_LIMITS.firstLastNameChars) {
  return requiredText()
    .max(FIELD_LIMITS.shortTextMax, { error: m('validation.maxChars', { count: FIELD_LIMITS.shortTextMax }), abort: true })
    .min(chars, { error: m('validation.firstLastNameMin', { count: chars }) });
}
export const firstName = personName;
export const lastName = personName;

/** A new password: at least 8 characters, with a capital letter, a digit and a special character. */
export function password(chars: number = FIELD_LIMITS.passwordChars) {
  return z
    .string({ error: REQUIRED })
    .min(1, { error: REQUIRED, abort: true })
    .min(chars, { error: m('validation.passwordMin', { count: chars }) })
    .regex(/\p{Lu}/u, { error: m('validation.passwordCapital') })
    .regex(/\d/, { error: m('validation.passwordDigit') })
    .regex(/[^\p{L}\p{N}\s]/u, { error: m('validation.passwordSpecial') });
}

/** A password typed to sign in: required only (its strength is the account's business). */
export function currentPassword() {
  return z.string({ error: REQUIRED }).min(1, { error: REQUIRED });
}

/** A tax id: at least 3 characters. */
export function taxId(chars: number = FIELD_LIMITS.taxIdChars) {
  return requiredText().min(chars, { error: m('validation.taxIdMin', { count: chars }) });
}

/** Phone characters: digits, spaces, hyphens, dots, parentheses and a leading '+'. */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

/** A phone number: valid characters and at least 9 digits. */
export function phone(digits: number = FIELD_LIMITS.phoneDigits) {
  return requiredText()
    .regex(PHONE_PATTERN, { error: m('validation.phoneFormat'), abort: true })
    .refine((v) => countDigits(v) >= digits, { error: m('validation.phoneMin', { count: digits }) });
}

/** An e-mail address. */
export function email() {
  return requiredText().refine((v) => z.email().safeParse(v).success, { error: m('validation.email') });
}

/** A city: letters, spaces, dots, apostrophes and hyphens, starting with a letter. */
export const CITY_PATTERN = /^\p{L}[\p{L}\s.'’-]*$/u;
export function city() {
  return requiredText().regex(CITY_PATTERN, { error: m('validation.city') });
}

/** A street: letters, digits, spaces and . , ' / - with at least one letter. */
export const STREET_PATTERN = /^(?=.*\p{L})[\p{L}\p{N}][\p{L}\p{N}\s.,'’/-]*$/u;
export function street() {
  return requiredText().regex(STREET_PATTERN, { error: m('validation.street') });
}

/** A house or apartment number: `10`, `10a`, `10a/100`, `10/2`, `10/2b`. */
export const HOUSE_NUMBER_PATTERN = /^\d+\s?[a-zA-Z]?(\s?\/\s?\d+[a-zA-Z]?)?$/;
export function houseNumber() {
  return requiredText().regex(HOUSE_NUMBER_PATTERN, { error: m('validation.houseNumber') });
}

/** A search term: at least 3 characters. */
export function searchTerm(chars: number = FIELD_LIMITS.searchChars) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(chars, { error: m('validation.searchMin', { count: chars }) });
}

/** The terms and conditions must be accepted. */
export function termsAccepted() {
  return z.literal(true, { error: m('validation.termsRequired') });
}

/** Consents as a map of named checkboxes: at least one must be ticked. */
export function consents() {
  return z
    .record(z.string(), z.boolean(), { error: m('validation.consentRequired') })
    .refine((c) => Object.values(c).some(Boolean), { error: m('validation.consentRequired') });
}

/** A star rating from 1 to 5 is required. */
export function rating() {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: m('validation.ratingRequired') })
      .int({ error: m('validation.ratingRequired') })
      .min(1, { error: m('validation.ratingRequired') })
      .max(5, { error: m('validation.ratingRequired') }),
  );
}

/** A review opinion: at least `letters` letters (default FIELD_LIMITS.opinionLetters). */
export function opinion(letters: number = FIELD_LIMITS.opinionLetters) {
  return requiredText()
    .max(FIELD_LIMITS.longTextMax, { error: m('validation.maxChars', { count: FIELD_LIMITS.longTextMax }), abort: true })
    .refine((v) => countLetters(v) >= letters, { error: m('validation.opinionMin', { count: letters }) });
}

/** A discount code is required. */
export function couponCode() {
  return requiredText('validation.couponRequired');
}
