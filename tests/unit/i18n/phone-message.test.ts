/**
 * Spec 001 §5 "Phone | at least 9 characters and valid": the rule counts digits (docs/decisions.md,
 * `phone` in src/domain/forms/fields.ts), so its message says digits, in every language.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../../src/domain/forms/fields.ts';
import { LANGS, type Lang } from '../../../src/config/stores.ts';
import { t } from '../../../src/i18n/index.ts';

const DIGITS: Record<Lang, string> = {
  en: 'The phone number must have at least 9 digits',
  pl: 'Numer telefonu musi mieć co najmniej 9 cyfr',
  fr: 'Le numéro de téléphone doit comporter au moins 9 chiffres',
  hr: 'Broj telefona mora imati najmanje 9 znamenki',
  ro: 'Numărul de telefon trebuie să aibă cel puțin 9 cifre',
  uk: 'Номер телефону має містити щонайменше 9 цифр',
};

describe('the phone minimum message', () => {
  it.each(LANGS)('phone: at least 9 digits, and the %s message says digits', (lang) => {
    expect(t(lang, 'validation.phoneMin', { count: FIELD_LIMITS.phoneDigits })).toBe(DIGITS[lang]);
  });
});
