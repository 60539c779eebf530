import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  askDoctorSchema,
  changePasswordSchema,
  checkoutPersonalDetailsSchema,
  contactSchema,
  couponSchema,
  loginSchema,
  newsletterSchema,
  registerSchema,
  reviewSchema,
} from '../../../../src/domain/forms/index.ts';
import { firstByField } from './helpers.ts';

const keys = (schema: Parameters<typeof firstByField>[0], value: unknown) =>
  Object.fromEntries(Object.entries(firstByField(schema, value)).map(([k, v]) => [k, v.key]));

const address = {
  firstName: 'Anna',
  lastName: 'Nowak',
  street: 'Marszałkowska',
  houseNumber: '10a/100',
  city: 'Warszawa',
  zip: '00-950',
  country: 'PL',
  phone: '+48 600 700 800',
};

describe('addressSchema', () => {
  it('accepts a complete address; company, region and tax id are optional', () => {
    const parsed = addressSchema.parse({ ...address, company: '', taxId: '' });
    expect(parsed.company).toBeUndefined();
    expect(parsed.taxId).toBeUndefined();
  });
  it('checks the zip code against the chosen country', () => {
    expect(keys(addressSchema, { ...address, zip: '00950' })).toEqual({ zip: 'validation.zipFormat' });
    expect(keys(addressSchema, { ...address, zip: '10001', country: 'US' })).toEqual({});
    expect(keys(addressSchema, { ...address, country: '', zip: '00950' })).toEqual({ country: 'validation.required' });
  });
  it('reports each invalid field with its key', () => {
    expect(keys(addressSchema, { ...address, firstName: 'An', houseNumber: 'x', taxId: '12', zip: '0' })).toEqual({
      firstName: 'validation.firstLastNameMin',
      houseNumber: 'validation.houseNumber',
      taxId: 'validation.taxIdMin',
      zip: 'validation.zipMin',
    });
  });
  it('requires every mandatory field', () => {
    const out = keys(addressSchema, {});
    for (const f of ['firstName', 'lastName', 'street', 'houseNumber', 'city', 'zip', 'country', 'phone'])
      expect(out[f]).toBe('validation.required');
  });
});

describe('registerSchema', () => {
  const form = {
    firstName: 'Anna',
    lastName: 'Nowak',
    email: 'a@b.pl',
    password: 'Secret1!x',
    repeatPassword: 'Secret1!x',
    terms: true,
  };
  it('accepts a valid registration (newsletter defaults to false)', () => {
    expect(registerSchema.parse(form).newsletter).toBe(false);
  });
  it('the repeated password must be identical', () => {
    expect(keys(registerSchema, { ...form, repeatPassword: 'Secret1!y' })).toEqual({
      repeatPassword: 'validation.passwordRepeat',
    });
  });
  it('the terms must be accepted', () => {
    expect(keys(registerSchema, { ...form, terms: false })).toEqual({ terms: 'validation.termsRequired' });
  });
  it('a missing repeated password is required, not different', () => {
    expect(keys(registerSchema, { ...form, repeatPassword: '' })).toEqual({ repeatPassword: 'validation.required' });
  });
});

describe('loginSchema', () => {
  it('needs a valid e-mail and any password', () => {
    expect(keys(loginSchema, { email: 'a@b.pl', password: 'x' })).toEqual({});
    expect(keys(loginSchema, { email: 'a', password: '' })).toEqual({
      email: 'validation.email',
      password: 'validation.required',
    });
  });
});

describe('changePasswordSchema', () => {
  it('needs the current password, a strong new password repeated identically', () => {
    expect(keys(changePasswordSchema, { currentPassword: 'old', password: 'Secret1!x', repeatPassword: 'Secret1!x' })).toEqual(
      {},
    );
    expect(keys(changePasswordSchema, { currentPassword: '', password: 'weak', repeatPassword: 'weak' })).toEqual({
      currentPassword: 'validation.required',
      password: 'validation.passwordMin',
    });
  });
});

describe('reviewSchema', () => {
  it('needs a star rating, an opinion and an author', () => {
    expect(keys(reviewSchema(), { rating: 5, opinion: 'Soothes my skin', author: 'Ola' })).toEqual({});
    expect(keys(reviewSchema(), { opinion: 'Bad', author: 'Ola' })).toEqual({
      rating: 'validation.ratingRequired',
      opinion: 'validation.opinionMin',
    });
  });
  it('takes the opinion minimum as a parameter', () => {
    expect(keys(reviewSchema(1), { rating: 3, opinion: 'Ok', author: 'Ola' })).toEqual({});
  });
});

describe('contactSchema', () => {
  it('name, subject and text are required', () => {
    expect(keys(contactSchema, {})).toEqual({
      name: 'validation.contactRequired',
      subject: 'validation.contactRequired',
      text: 'validation.contactRequired',
    });
  });
  it('the e-mail is optional but must be valid', () => {
    const form = { name: 'Jan', subject: 'Order', text: 'Where is it?' };
    expect(contactSchema.parse({ ...form, email: '' }).email).toBeUndefined();
    expect(keys(contactSchema, { ...form, email: 'nope' })).toEqual({ email: 'validation.email' });
  });
  it('limits the text length', () => {
    expect(keys(contactSchema, { name: 'Jan', subject: 'S', text: 'x'.repeat(2001) })).toEqual({ text: 'validation.maxChars' });
  });
});

describe('askDoctorSchema', () => {
  it('needs a name, a valid e-mail, a question and accepted terms', () => {
    expect(keys(askDoctorSchema, { name: 'Jan', email: 'j@x.pl', question: 'Is it safe?', terms: true })).toEqual({});
    expect(keys(askDoctorSchema, { name: 'J', email: 'j@x.pl', question: '', terms: false })).toEqual({
      name: 'validation.nameMin',
      question: 'validation.required',
      terms: 'validation.termsRequired',
    });
  });
});

describe('newsletterSchema', () => {
  it('needs an e-mail and at least one consent', () => {
    expect(keys(newsletterSchema, { email: 'a@b.pl', consents: { marketing: true } })).toEqual({});
    expect(keys(newsletterSchema, { email: 'a@b.pl', consents: { marketing: false } })).toEqual({
      consents: 'validation.consentRequired',
    });
  });
});

describe('couponSchema', () => {
  it('a coupon code is required', () => {
    expect(keys(couponSchema, { code: '' })).toEqual({ code: 'validation.couponRequired' });
  });
});

describe('checkoutPersonalDetailsSchema', () => {
  it('needs names, e-mail, phone and accepted terms', () => {
    expect(
      keys(checkoutPersonalDetailsSchema, {
        firstName: 'Anna',
        lastName: 'Nowak',
        email: 'a@b.pl',
        phone: '600700800',
        terms: true,
      }),
    ).toEqual({});
    expect(
      keys(checkoutPersonalDetailsSchema, { firstName: 'Anna', lastName: 'Nowak', email: 'a@b.pl', phone: '600', terms: true }),
    ).toEqual({
      phone: 'validation.phoneMin',
    });
  });
});
