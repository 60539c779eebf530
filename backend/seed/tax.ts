/**
 * Tax rates and tax rules of the catalogue. TAX_RATES holds the standard VAT rate (percent, as the
 * commerce platform stores it) per country; each is overridable through a `TAX_RATE_{COUNTRY}`
 * environment variable (e.g. TAX_RATE_PL=8), validated with zod: a bad value fails naming the variable.
 */
import { z } from 'zod';
import { parseEnv } from '../../src/config/settings.ts';

/** Standard rates in percent. US: no federal sales tax (0); one state rate below exercises region matching. */
export const TAX_RATES = { PL: 23, HR: 25, TN: 19, RO: 21, UA: 20, US: 0 } as const;
export type TaxCountry = keyof typeof TAX_RATES;

/** A region-specific rate (matched by region name) placed before the country's region-0 rate. */
export const REGION_RATES = [{ country: 'US', region_name: 'California', tax_region_id: 12, rate: 7.25 }] as const;

/** Product tax class of taxable products and customer tax class of every customer group. */
export const PRODUCT_TAX_CLASS_ID = 2;
export const CUSTOMER_TAX_CLASS_ID = 3;

const rateSchema = z.coerce
  .number({ error: 'expected a number between 0 and 100' })
  .min(0, 'expected a number between 0 and 100')
  .max(100, 'expected a number between 0 and 100');

const ratesSchema = z.object(
  Object.fromEntries((Object.keys(TAX_RATES) as TaxCountry[]).map((c) => [`TAX_RATE_${c}`, rateSchema.default(TAX_RATES[c])])),
);

/** TAX_RATES with the environment's `TAX_RATE_{COUNTRY}` overrides applied (SettingsError names a bad one). */
export function taxRates(env: Readonly<Record<string, string | undefined>> = {}): Record<TaxCountry, number> {
  const parsed = parseEnv(ratesSchema, env) as Record<string, number>;
  return Object.fromEntries(
    (Object.keys(TAX_RATES) as TaxCountry[]).map((c) => [c, parsed[`TAX_RATE_${c}`] ?? TAX_RATES[c]]),
  ) as Record<TaxCountry, number>;
}

/** The rate (percent) a store's country pays on taxable products; 0 for an unknown country. */
export function countryRate(rates: Readonly<Record<TaxCountry, number>>, country: string): number {
  return country in rates ? rates[country as TaxCountry] : 0;
}

export interface TaxRateDoc {
  id: number;
  code: string;
  rate: number;
  tax_country_id: string;
  tax_region_id: number;
  region_name: string;
  tax_postcode: string;
}

export interface TaxRuleDoc {
  id: number;
  code: string;
  priority: number;
  position: number;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  tax_rate_ids: number[];
  rates: TaxRateDoc[];
}

/** The tax rule every store view carries: all countries' rates, the region rate first. */
export function taxRule(rates: Readonly<Record<TaxCountry, number>>): TaxRuleDoc {
  const docs: TaxRateDoc[] = REGION_RATES.map((r, i) => ({
    id: 100 + i,
    code: `${r.country}-${r.region_name}`,
    rate: r.rate,
    tax_country_id: r.country,
    tax_region_id: r.tax_region_id,
    region_name: r.region_name,
    tax_postcode: '*',
  }));
  (Object.keys(rates) as TaxCountry[]).forEach((country, i) => {
    docs.push({
      id: 1 + i,
      code: `${country}-VAT`,
      rate: rates[country],
      tax_country_id: country,
      tax_region_id: 0,
      region_name: '',
      tax_postcode: '*',
    });
  });
  return {
    id: 2,
    code: 'Dermeya VAT',
    priority: 0,
    position: 0,
    product_tax_class_ids: [PRODUCT_TAX_CLASS_ID],
    customer_tax_class_ids: [CUSTOMER_TAX_CLASS_ID],
    tax_rate_ids: docs.map((d) => d.id),
    rates: docs,
  };
}

/** Customer groups (id, code, tax class). */
export const CUSTOMER_GROUPS = [
  { id: 0, code: 'NOT LOGGED IN', tax_class_id: CUSTOMER_TAX_CLASS_ID },
  { id: 1, code: 'General', tax_class_id: CUSTOMER_TAX_CLASS_ID },
  { id: 2, code: 'Wholesale', tax_class_id: CUSTOMER_TAX_CLASS_ID },
] as const;
