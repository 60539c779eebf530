/**
 * Price display (spec 000 §1, 001 §9): PLN, EUR and USD through Intl.NumberFormat; 2 decimals, 0 on
 * mobile; a minus sign for negatives. Rounding happens only here.
 */
import { PRICE_DISPLAY } from '../../config/constants.ts';

export interface PriceFormatOptions {
  /** BCP 47 locale of the store view ('pl-PL', 'en-US', ...). */
  locale: string;
  /** ISO 4217 code: 'PLN', 'EUR', 'USD'. */
  currency: string;
  mobile?: boolean;
}

/** A price formatter: the runtime's, its currency sign replaced by the store view's own (PRICE_DISPLAY.currencySigns). */
type Formatter = (amount: number) => string;

/** Formatters by locale, currency and decimals: building an Intl.NumberFormat costs far more than using one. */
const formatters = new Map<string, Formatter>();

function formatter(locale: string, currency: string, decimals: number): Formatter {
  const key = `${locale}|${currency}|${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    const runtime = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    format = withCurrencySign(runtime, currency);
    formatters.set(key, format);
  }
  return format;
}

/**
 * A formatter writing `currency` with its sign in PRICE_DISPLAY.currencySigns in place of the one the runtime's locale
 * data gives, where they differ (the sign's place and the number's separators stay the locale's).
 */
export function withCurrencySign(runtime: Intl.NumberFormat, currency: string): Formatter {
  const own = PRICE_DISPLAY.currencySigns[currency];
  const given = runtime.formatToParts(1).find((part) => part.type === 'currency')?.value;
  if (own === undefined || given === undefined || given === own) return (amount) => runtime.format(amount);
  return (amount) =>
    runtime
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' ? own : part.value))
      .join('');
}

/** The number of decimals shown: 2, or 0 on mobile. */
export function priceDecimals(mobile = false): number {
  return mobile ? PRICE_DISPLAY.mobileDecimals : PRICE_DISPLAY.decimals;
}

/** '12,00 zł', '€12.00', '$12.00'; negatives get a minus sign ('-'); -0 shows no sign. */
export function formatPrice(amount: number, { locale, currency, mobile = false }: PriceFormatOptions): string {
  return formatter(locale, currency, priceDecimals(mobile))(amount).replace(/\u2212/g, '-');
}

/** A price's text and its mobile face (spec 001 §9 "Prices show 2 decimals (mobile 0 decimals)"). */
export interface PriceFaces {
  /** With the store's decimals: '108,99 zł'. */
  readonly text: string;
  /** Rounded to whole units, for a mobile screen: '109 zł'. */
  readonly mobile: string;
}

/** A price formatted for both screens (formatPrice, and formatPrice with `mobile`). */
export function priceFaces(amount: number, options: Omit<PriceFormatOptions, 'mobile'>): PriceFaces {
  return { text: formatPrice(amount, options), mobile: formatPrice(amount, { ...options, mobile: true }) };
}

/** Both faces of a price put into a text that names it ('Lowest price in the last 30 days: {price}'). */
export function facesIn(faces: PriceFaces, put: (price: string) => string): PriceFaces {
  return { text: put(faces.text), mobile: put(faces.mobile) };
}

/** Plain decimals of two places, through the same Intl rounding (half away from zero) as formatPrice. */
const DECIMAL = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: PRICE_DISPLAY.decimals,
  maximumFractionDigits: PRICE_DISPLAY.decimals,
  useGrouping: false,
  signDisplay: 'negative',
});

/**
 * A price as a machine-readable decimal ('49.99', '1234.50'): a dot, two places, no grouping or currency,
 * rounded to the cent exactly as formatPrice rounds the price a shopper sees (the feeds, schema.org offers).
 */
export function decimalPrice(amount: number): string {
  return DECIMAL.format(amount);
}

/** Whether two amounts are the same to the cent (prices compared as shown, not as floating-point sums). */
export function sameToTheCent(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/** The currency symbol of a store view ('zł', '€', '$'): its own (PRICE_DISPLAY.currencySigns), else the locale's. */
export function currencySymbol(locale: string, currency: string): string {
  const own = PRICE_DISPLAY.currencySigns[currency];
  if (own !== undefined) return own;
  const part = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1).find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

/** The decimal separator of a locale. */
function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/**
 * Reads a price formatted by formatPrice back into a number (NaN when it holds no digits): group
 * separators and the currency are dropped, the locale's decimal separator becomes '.'.
 */
export function parseFormattedPrice(text: string, locale: string): number {
  const decimal = decimalSeparator(locale);
  const negative = /[-\u2212]/.test(text);
  let digits = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') digits += ch;
    else if (ch === decimal) digits += '.';
  }
  if (!/\d/.test(digits)) return Number.NaN;
  const value = Number.parseFloat(digits.replace(/^\./, '0.'));
  return negative ? -value : value;
}
