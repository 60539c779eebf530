import { describe, expect, it } from 'vitest';
import { isValidZip, zip } from '../../../../src/domain/forms/index.ts';
import { keysOf } from './helpers.ts';

describe('isValidZip', () => {
  it('Poland: 00-000', () => {
    expect(isValidZip('00-950', 'PL')).toBe(true);
    expect(isValidZip('00950', 'pl')).toBe(false);
  });
  it('Croatia and Ukraine: 5 digits; Romania: 6 digits; Tunisia: 4 digits', () => {
    expect(isValidZip('10000', 'HR')).toBe(true);
    expect(isValidZip('1000', 'HR')).toBe(false);
    expect(isValidZip('01001', 'UA')).toBe(true);
    expect(isValidZip('010011', 'RO')).toBe(true);
    expect(isValidZip('01001', 'RO')).toBe(false);
    expect(isValidZip('1002', 'TN')).toBe(true);
    for (const [code, country] of [
      ['0100', 'UA'],
      ['010011', 'UA'],
      ['10021', 'TN'],
      ['102', 'TN'],
      ['01001a', 'RO'],
    ])
      expect(isValidZip(code ?? '', country ?? ''), `${code} ${country}`).toBe(false);
  });
  it('United States: 5 or 9 digits', () => {
    expect(isValidZip('10001', 'US')).toBe(true);
    expect(isValidZip('10001-1234', 'US')).toBe(true);
    expect(isValidZip('100011234', 'US')).toBe(true);
    expect(isValidZip('1000', 'US')).toBe(false);
  });
  it('other countries: at least 3 letters or digits', () => {
    expect(isValidZip('SW1A 1AA', 'GB')).toBe(true);
    expect(isValidZip('D02', 'IE')).toBe(true);
    expect(isValidZip('A-', 'DE')).toBe(false);
    expect(isValidZip('#123', 'DE')).toBe(false);
  });
});

describe('zip', () => {
  it('needs at least 3 characters, then the country format', () => {
    expect(keysOf(zip('PL'), '00')).toEqual(['validation.zipMin']);
    expect(keysOf(zip('PL'), '00950')).toEqual(['validation.zipFormat']);
    expect(keysOf(zip('PL'), '00-950')).toEqual([]);
    expect(keysOf(zip('PL'), '')).toEqual(['validation.required']);
  });
});
