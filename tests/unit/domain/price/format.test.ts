import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  currencySymbol,
  decimalPrice,
  formatPrice,
  parseFormattedPrice,
  facesIn,
  priceDecimals,
  priceFaces,
  sameToTheCent,
  withCurrencySign,
} from '../../../../src/domain/price/format.ts';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('puts the US sign first: $12.00', () => {
    expect(formatPrice(12, { locale: 'en-US', currency: 'USD' })).toBe('$12.00');
  });
  it('formats PLN and EUR in their store locales with 2 decimals', () => {
    expect(nbsp(formatPrice(12, { locale: 'pl-PL', currency: 'PLN' }))).toBe('12,00 zł');
    expect(formatPrice(1234.5, { locale: 'en-IE', currency: 'EUR' })).toBe('€1,234.50');
    expect(nbsp(formatPrice(1234.5, { locale: 'hr-HR', currency: 'EUR' }))).toBe('1.234,50 €');
  });
  it('shows 0 decimals on mobile', () => {
    expect(formatPrice(12.49, { locale: 'en-US', currency: 'USD', mobile: true })).toBe('$12');
    expect(formatPrice(12.5, { locale: 'en-US', currency: 'USD', mobile: true })).toBe('$13');
    expect(priceDecimals()).toBe(2);
    expect(priceDecimals(true)).toBe(0);
  });
  it('gives negative amounts a minus sign, and none to an amount that rounds to zero', () => {
    expect(formatPrice(-12, { locale: 'en-US', currency: 'USD' })).toBe('-$12.00');
    expect(nbsp(formatPrice(-12, { locale: 'pl-PL', currency: 'PLN' }))).toBe('-12,00 zł');
    expect(formatPrice(-0.001, { locale: 'en-US', currency: 'USD' })).toBe('$0.00');
  });
  it('rounds only when formatting, to 2 decimals', () => {
    expect(formatPrice(98.399999999, { locale: 'en-US', currency: 'USD' })).toBe('$98.40');
    expect(formatPrice(0.125, { locale: 'en-US', currency: 'USD' })).toBe('$0.13');
  });
});

describe('decimalPrice', () => {
  it('writes a dot, two places, no grouping or currency: 1234.50', () => {
    expect(decimalPrice(1234.5)).toBe('1234.50');
    expect(decimalPrice(49.99)).toBe('49.99');
    expect(decimalPrice(-0.001)).toBe('0.00');
  });
  it('rounds to the cent as formatPrice does, the half away from zero: 1.005 → 1.01', () => {
    expect(decimalPrice(1.005)).toBe('1.01');
    expect(decimalPrice(0.125)).toBe('0.13');
    expect(decimalPrice(40.64 * 1.23)).toBe('49.99');
  });
  it('shows the amount formatPrice shows, for any price (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (amount) => {
        const shown = parseFormattedPrice(formatPrice(amount, { locale: 'en-US', currency: 'USD' }), 'en-US');
        expect(Number(decimalPrice(amount))).toBe(shown);
      }),
    );
  });
});

describe('prices show 2 decimals (mobile 0 decimals): priceFaces', () => {
  it('gives the text with decimals and the mobile face rounded to whole units, half away from zero', () => {
    expect(nbsp(priceFaces(108.99, { locale: 'pl-PL', currency: 'PLN' }).text)).toBe('108,99 zł');
    expect(nbsp(priceFaces(108.99, { locale: 'pl-PL', currency: 'PLN' }).mobile)).toBe('109 zł');
    expect(priceFaces(12.5, { locale: 'en-US', currency: 'USD' })).toEqual({ text: '$12.50', mobile: '$13' });
    expect(priceFaces(-3.2, { locale: 'en-US', currency: 'USD' })).toEqual({ text: '-$3.20', mobile: '-$3' });
  });
  it('puts both faces into a text naming the price', () => {
    const note = facesIn({ text: '$12.50', mobile: '$13' }, (price) => `Lowest: ${price}`);
    expect(note).toEqual({ text: 'Lowest: $12.50', mobile: 'Lowest: $13' });
  });
});

describe('sameToTheCent', () => {
  it('compares amounts as shown, to the cent: a floating-point sum equals its price', () => {
    expect(sameToTheCent(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameToTheCent(40.64 * 1.23, 49.99)).toBe(true);
    expect(sameToTheCent(49.99, 49.98)).toBe(false);
    expect(sameToTheCent(10, 10.01)).toBe(false);
  });
});

describe('currencySymbol', () => {
  it('gives the symbol of the store currency', () => {
    expect(currencySymbol('pl-PL', 'PLN')).toBe('zł');
    expect(currencySymbol('en-IE', 'EUR')).toBe('€');
    expect(currencySymbol('en-US', 'USD')).toBe('$');
    expect(currencySymbol('uk-UA', 'UAH')).toBe('₴');
    // Romanian prices read in lei, the runtime's data writing the code.
    expect(currencySymbol('ro-RO', 'RON')).toBe('lei');
  });
  it('gives the store’s own sign where the locale would give the code (PRICE_DISPLAY.currencySigns)', () => {
    // Intl writes "PLN" for the złoty in an English locale; the store writes its own sign.
    expect(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PLN' }).format(1)).toContain('PLN');
    expect(currencySymbol('en-US', 'PLN')).toBe('zł');
  });
});

describe('the currency sign is the store view’s own, whatever the runtime’s locale data: withCurrencySign', () => {
  it('writes the own sign where the runtime writes another (a browser writes UAH as "грн", the build "₴")', () => {
    // A runtime whose data gives another sign: the currency's code.
    const coded = new Intl.NumberFormat('uk-UA', { style: 'currency', currency: 'UAH', currencyDisplay: 'code' });
    expect(nbsp(coded.format(609))).toBe('609,00 UAH');
    expect(nbsp(withCurrencySign(coded, 'UAH')(609))).toBe('609,00 ₴');
    expect(nbsp(withCurrencySign(coded, 'UAH')(-1234.5))).toBe('-1 234,50 ₴');
    const romanian = new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON', currencyDisplay: 'code' });
    expect(nbsp(romanian.format(609))).toBe('609,00 RON');
    expect(nbsp(withCurrencySign(romanian, 'RON')(609))).toBe('609,00 lei');
  });

  it('leaves a runtime that writes the own sign, and a currency with no own sign, as they are', () => {
    const pln = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
    expect(withCurrencySign(pln, 'PLN')(44.99)).toBe(pln.format(44.99));
    const chf = new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' });
    expect(withCurrencySign(chf, 'CHF')(10)).toBe(chf.format(10));
  });
});

describe('parseFormattedPrice', () => {
  it('reads formatted prices back', () => {
    expect(parseFormattedPrice('-$1,234.57', 'en-US')).toBe(-1234.57);
    expect(parseFormattedPrice('1 234,57 zł', 'pl-PL')).toBe(1234.57);
    expect(parseFormattedPrice('1.234,57 €', 'hr-HR')).toBe(1234.57);
    expect(parseFormattedPrice('zł', 'pl-PL')).toBeNaN();
  });

  it('formatting round-trips: parse(format(x)) ≈ round(x, 2) (property)', () => {
    const stores = [
      { locale: 'pl-PL', currency: 'PLN' },
      { locale: 'en-IE', currency: 'EUR' },
      { locale: 'en-US', currency: 'USD' },
      { locale: 'fr-TN', currency: 'EUR' },
      { locale: 'hr-HR', currency: 'EUR' },
    ];
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom(...stores),
        fc.boolean(),
        (x, store, mobile) => {
          const back = parseFormattedPrice(formatPrice(x, { ...store, mobile }), store.locale);
          const step = mobile ? 1 : 0.01;
          expect(Math.abs(back - x)).toBeLessThanOrEqual(step / 2 + 1e-6);
          expect(Number(back.toFixed(mobile ? 0 : 2))).toBe(back);
        },
      ),
    );
  });
});
