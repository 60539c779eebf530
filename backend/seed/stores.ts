/** The store views the generator fills, with their currency conversion from the PLN base price. */
import { buildStoreViews, parseSettings, type Lang, type MessageLang, type StoreCode } from '../../src/config/index.ts';

export interface SeedStore {
  readonly code: StoreCode;
  readonly lang: Lang;
  /** The storefront catalogue its labels are worded from (the US view's American English). */
  readonly wording: MessageLang;
  readonly storeId: number;
  readonly currency: string;
  readonly country: string;
}

/** How many units of a currency one PLN buys (rounded market rates; fixed so the data is stable). */
export const PLN_TO: Readonly<Record<string, number>> = { PLN: 1, EUR: 0.23, USD: 0.25, RON: 1.17, UAH: 10.4 };

/** The seven store views, read from the storefront's configuration (RO/UA ids and currencies from settings). */
export function seedStores(env: Readonly<Record<string, string | undefined>> = process.env): SeedStore[] {
  return buildStoreViews(parseSettings(env)).map((v) => ({
    code: v.code,
    lang: v.lang,
    wording: v.wording,
    storeId: v.storeId,
    currency: v.currency,
    country: v.taxCountry,
  }));
}

/** A gross PLN price converted to a store's currency and rounded to a shelf price ending in .99 or .49 (whole for UAH). */
export function shelfPrice(grossPln: number, currency: string): number {
  const rate = PLN_TO[currency];
  if (rate === undefined) throw new Error(`No conversion rate for currency ${currency}`);
  const raw = grossPln * rate;
  if (currency === 'UAH') return Math.max(9, Math.round(raw / 10) * 10 - 1);
  const whole = Math.floor(raw);
  return raw - whole >= 0.5 ? whole + 0.99 : Math.max(0.99, whole - 1 + 0.99);
}
