import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ean13CheckDigit, isValidEan13 } from '../../../../src/domain/product/ean.ts';

describe('isValidEan13', () => {
  it('a valid EAN-13 is 13 digits whose last is the GS1 check digit', () => {
    expect(isValidEan13('5901234123457')).toBe(true);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('5901234123458')).toBe(false);
    expect(isValidEan13('590123412345')).toBe(false);
    expect(isValidEan13('59012341234570')).toBe(false);
    expect(isValidEan13('59012341234a7')).toBe(false);
    expect(isValidEan13(' 5901234123457')).toBe(false);
    expect(isValidEan13('')).toBe(false);
    expect(isValidEan13(null)).toBe(false);
    expect(isValidEan13(undefined)).toBe(false);
  });

  it('accepts exactly one check digit for every 12-digit body', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (body) => {
        const valid = Array.from({ length: 10 }, (_, d) => `${body}${d}`).filter(isValidEan13);
        expect(valid).toEqual([`${body}${ean13CheckDigit(body)}`]);
      }),
    );
  });
});

describe('ean13CheckDigit', () => {
  it('weighs the digits 1 and 3 from the left, modulo 10', () => {
    expect(ean13CheckDigit('590123412345')).toBe(7);
    expect(ean13CheckDigit('000000000000')).toBe(0);
    expect(() => ean13CheckDigit('12345')).toThrow(/12 digits/);
  });
});
