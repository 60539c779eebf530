import { describe, expect, it } from 'vitest';
import {
  city,
  consents,
  couponCode,
  email,
  houseNumber,
  maxChars,
  name,
  opinion,
  password,
  personName,
  phone,
  positiveNumber,
  quantity,
  rating,
  requiredText,
  searchTerm,
  street,
  taxId,
  termsAccepted,
  issueToMessage,
} from '../../../../src/domain/forms/index.ts';
import { keysOf } from './helpers.ts';

describe('requiredText', () => {
  it('a missing or blank field is required', () => {
    expect(keysOf(requiredText(), undefined)).toEqual(['validation.required']);
    expect(keysOf(requiredText(), '   ')).toEqual(['validation.required']);
    expect(requiredText().parse('  x ')).toBe('x');
  });
});

describe('positiveNumber', () => {
  it('numbers must be greater than 0', () => {
    expect(keysOf(positiveNumber(), '0')).toEqual(['validation.numberPositive']);
    expect(keysOf(positiveNumber(), -2)).toEqual(['validation.numberPositive']);
    expect(keysOf(positiveNumber(), '')).toEqual(['validation.required']);
    expect(positiveNumber().parse('2.5')).toBe(2.5);
  });
});

describe('quantity', () => {
  it('quantity must be above 0 and a whole number', () => {
    expect(keysOf(quantity(), 0)).toEqual(['validation.quantityPositive']);
    expect(keysOf(quantity(), '1.5')).toEqual(['validation.quantityInteger']);
    expect(keysOf(quantity(), null)).toEqual(['validation.required']);
    expect(quantity().parse('3')).toBe(3);
  });
  it('quantity must not exceed the maximum, reported with its quantity', () => {
    const r = quantity({ max: 10 }).safeParse(11);
    expect(r.success).toBe(false);
    expect(issueToMessage(r.error!.issues[0]!)).toEqual({ key: 'validation.quantityBelow', params: { quantity: 10 } });
    expect(quantity({ max: 10 }).parse(10)).toBe(10);
  });
  it('only the maximum available quantity can be ordered', () => {
    const r = quantity({ available: 2 }).safeParse(3);
    expect(issueToMessage(r.error!.issues[0]!)).toEqual({ key: 'validation.onlyAvailable', params: { maxQuantity: 2 } });
    expect(quantity({ available: 2 }).parse(2)).toBe(2);
  });
});

describe('name', () => {
  it('a name needs at least 2 letters', () => {
    expect(keysOf(name(), 'A1')).toEqual(['validation.nameMin']);
    expect(keysOf(name(), 'Żo')).toEqual([]);
  });
  it('the minimum can be 3 letters in some variants', () => {
    expect(keysOf(name(3), 'Jo')).toEqual(['validation.nameMin']);
  });
  it('names are limited to 255 characters', () => {
    expect(keysOf(name(), 'a'.repeat(256))).toEqual(['validation.maxChars']);
  });
});

describe('personName (first name and last name)', () => {
  it('needs at least 3 characters', () => {
    expect(keysOf(personName(), 'Al')).toEqual(['validation.firstLastNameMin']);
    expect(keysOf(personName(), 'Ala')).toEqual([]);
    expect(keysOf(personName(), '')).toEqual(['validation.required']);
  });
});

describe('password', () => {
  it('needs 8 characters, a capital letter, a digit and a special character', () => {
    expect(keysOf(password(), 'Abcdef1!')).toEqual([]);
    expect(keysOf(password(), 'Ab1!')).toEqual(['validation.passwordMin']);
    expect(keysOf(password(), 'Abcde1!')).toEqual(['validation.passwordMin']);
    expect(keysOf(password(), 'abcdefg1!')).toEqual(['validation.passwordCapital']);
    expect(keysOf(password(), 'Abcdefgh!')).toEqual(['validation.passwordDigit']);
    expect(keysOf(password(), 'Abcdefgh1')).toEqual(['validation.passwordSpecial']);
    expect(keysOf(password(), '')).toEqual(['validation.required']);
  });
});

describe('taxId', () => {
  it('needs at least 3 characters', () => {
    expect(keysOf(taxId(), 'PL')).toEqual(['validation.taxIdMin']);
    expect(keysOf(taxId(), 'PL1')).toEqual([]);
    expect(keysOf(taxId(), 'PL1234567890')).toEqual([]);
  });
});

describe('phone', () => {
  it('needs valid characters and at least 9 digits', () => {
    expect(keysOf(phone(), '+48 600 700 800')).toEqual([]);
    expect(keysOf(phone(), '(22) 600-70-80')).toEqual([]);
    expect(keysOf(phone(), '600 700')).toEqual(['validation.phoneMin']);
    expect(keysOf(phone(), '600abc700800')).toEqual(['validation.phoneFormat']);
  });
});

describe('email', () => {
  it('must be valid', () => {
    expect(keysOf(email(), 'jan@example.com')).toEqual([]);
    expect(keysOf(email(), 'jan@')).toEqual(['validation.email']);
    expect(keysOf(email(), '')).toEqual(['validation.required']);
  });
});

describe('city and street', () => {
  it('a city must be a valid name', () => {
    expect(keysOf(city(), 'Bielsko-Biała')).toEqual([]);
    expect(keysOf(city(), "St. John's")).toEqual([]);
    expect(keysOf(city(), '00-950')).toEqual(['validation.city']);
  });
  it('a street must be a valid name', () => {
    expect(keysOf(street(), 'ul. 3 Maja')).toEqual([]);
    expect(keysOf(street(), '1234')).toEqual(['validation.street']);
    expect(keysOf(street(), 'Main <b>')).toEqual(['validation.street']);
  });
});

describe('houseNumber', () => {
  it('accepts 10, 10a, 10a/100 and 10/2', () => {
    for (const v of ['10', '10a', '10a/100', '10/2', '10 B']) expect(keysOf(houseNumber(), v)).toEqual([]);
  });
  it('rejects other shapes', () => {
    for (const v of ['a10', '10//2', '10-2', 'abc']) expect(keysOf(houseNumber(), v)).toEqual(['validation.houseNumber']);
  });
});

describe('maxChars', () => {
  it('any text: maximum number of characters is {count}', () => {
    const r = maxChars(5).safeParse('abcdef');
    expect(issueToMessage(r.error!.issues[0]!)).toEqual({ key: 'validation.maxChars', params: { count: 5 } });
    expect(maxChars(5).parse('abcde')).toBe('abcde');
  });
});

describe('searchTerm', () => {
  it('needs at least 3 characters', () => {
    expect(keysOf(searchTerm(), ' ab ')).toEqual(['validation.searchMin']);
    expect(keysOf(searchTerm(), 'abc')).toEqual([]);
  });
});

describe('termsAccepted', () => {
  it('the terms must be accepted', () => {
    expect(keysOf(termsAccepted(), false)).toEqual(['validation.termsRequired']);
    expect(keysOf(termsAccepted(), undefined)).toEqual(['validation.termsRequired']);
    expect(keysOf(termsAccepted(), true)).toEqual([]);
  });
});

describe('consents', () => {
  it('at least one consent must be ticked', () => {
    expect(keysOf(consents(), { email: false, sms: false })).toEqual(['validation.consentRequired']);
    expect(keysOf(consents(), {})).toEqual(['validation.consentRequired']);
    expect(keysOf(consents(), undefined)).toEqual(['validation.consentRequired']);
    expect(keysOf(consents(), { email: false, sms: true })).toEqual([]);
  });
});

describe('rating', () => {
  it('a star rating from 1 to 5 is required', () => {
    for (const v of [undefined, '', 0, 6, 2.5]) expect(keysOf(rating(), v)).toEqual(['validation.ratingRequired']);
    expect(rating().parse('4')).toBe(4);
  });
});

describe('opinion', () => {
  it('needs the minimum number of letters, 10 by default', () => {
    const r = opinion().safeParse('Great 123');
    expect(issueToMessage(r.error!.issues[0]!)).toEqual({ key: 'validation.opinionMin', params: { count: 10 } });
    expect(keysOf(opinion(), 'Really good cream')).toEqual([]);
  });
  it('the minimum is a parameter (the Polish text says 1 letter)', () => {
    expect(keysOf(opinion(1), 'A')).toEqual([]);
  });
});

describe('couponCode', () => {
  it('a code is required', () => {
    expect(keysOf(couponCode(), ' ')).toEqual(['validation.couponRequired']);
    expect(couponCode().parse(' SUMMER10 ')).toBe('SUMMER10');
  });
});
