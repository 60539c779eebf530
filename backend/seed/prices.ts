/** Store-view prices of a planned product: net/gross fields, special-price windows, tier prices, price history. */
import { isWithinWindow } from '../../src/domain/price/special-price.ts';
import { addDays, isoDay, platformDate } from './dates.ts';
import type { SpecialWindow } from './plan-types.ts';
import { shelfPrice } from './stores.ts';

export const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;
export const round2 = (n: number): number => Math.round(n * 100) / 100;

export interface Window {
  readonly from: Date | null;
  readonly to: Date | null;
}

/** The special-price window of a kind, relative to `now` (midnight UTC of the build day). */
export function specialWindow(kind: SpecialWindow, now: Date): Window {
  switch (kind) {
    case 'active':
    case 'above':
      return { from: addDays(now, -10), to: addDays(now, 20) };
    case 'past':
      return { from: addDays(now, -60), to: addDays(now, -30) };
    case 'future':
      return { from: addDays(now, 10), to: addDays(now, 40) };
    case 'open':
      return { from: null, to: addDays(now, 15) };
  }
}

/** True when `at` lies inside the window (open ends allowed), as the storefront reads the dates written (isWithinWindow). */
export function insideWindow(w: Window, at: Date): boolean {
  return isWithinWindow(w.from && platformDate(w.from), w.to && platformDate(w.to), at);
}

export interface PriceFields {
  price: number;
  price_tax: number;
  price_incl_tax: number;
  special_price: number | null;
  special_price_tax: number | null;
  special_price_incl_tax: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  final_price: number;
  final_price_tax: number;
  final_price_incl_tax: number;
  original_price: number;
  original_price_tax: number;
  original_price_incl_tax: number;
  original_final_price: number;
  original_special_price: number | null;
  tier_prices: {
    customer_group_id: number;
    qty: number;
    value: number;
    extension_attributes: { percentage_value: number | null };
  }[];
}

export interface PriceInput {
  readonly grossPln: number;
  readonly currency: string;
  readonly ratePercent: number;
  readonly special: SpecialWindow | null;
  readonly tiers: boolean;
  readonly now: Date;
}

/**
 * Net prices (source prices exclude tax, as the store settings say), their tax and gross values.
 * The special price is 80 % of the price (110 % for the planted 'above' case); final_price applies it
 * only inside its window and below the original price, mirroring the catalogue's rule.
 */
export function priceFields(input: PriceInput): PriceFields {
  const gross = shelfPrice(input.grossPln, input.currency);
  const k = 1 + input.ratePercent / 100;
  const net = round4(gross / k);
  const fields = (value: number): [number, number, number] => [value, round4(value * k - value), round4(value * k)];
  const [price, priceTax, priceIncl] = fields(net);
  let special: number | null = null;
  let window: Window = { from: null, to: null };
  if (input.special) {
    special = round4(net * (input.special === 'above' ? 1.1 : 0.8));
    window = specialWindow(input.special, input.now);
  }
  const effective = special !== null && special < net && insideWindow(window, input.now) ? special : net;
  const [finalPrice, finalTax, finalIncl] = fields(effective);
  const specialTriple = special === null ? [null, null, null] : fields(special);
  return {
    price,
    price_tax: priceTax,
    price_incl_tax: priceIncl,
    special_price: specialTriple[0] ?? null,
    special_price_tax: specialTriple[1] ?? null,
    special_price_incl_tax: specialTriple[2] ?? null,
    special_from_date: window.from ? platformDate(window.from) : null,
    special_to_date: window.to ? platformDate(window.to) : null,
    final_price: finalPrice,
    final_price_tax: finalTax,
    final_price_incl_tax: finalIncl,
    original_price: price,
    original_price_tax: priceTax,
    original_price_incl_tax: priceIncl,
    original_final_price: finalPrice,
    original_special_price: special,
    tier_prices: input.tiers
      ? [
          { customer_group_id: 1, qty: 1, value: round4(net * 0.95), extension_attributes: { percentage_value: null } },
          { customer_group_id: 1, qty: 3, value: round4(net * 0.9), extension_attributes: { percentage_value: null } },
        ]
      : [],
  };
}

/**
 * The price fields as the catalogue index holds them (store settings: sourcePriceIncludesTax false,
 * finalPriceIncludesTax true): net `price` and `special_price` with their window, and `final_price`
 * gross as the platform's price index computes it on the seed day. The catalogue API derives every
 * `_tax` / `_incl_tax` / `original_*` field from these with the domain's tax calculation.
 */
export interface IndexedPrices {
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  final_price: number;
  tier_prices: PriceFields['tier_prices'];
}

export function indexedPrices(f: PriceFields): IndexedPrices {
  return {
    price: f.price,
    special_price: f.special_price,
    special_from_date: f.special_from_date,
    special_to_date: f.special_to_date,
    final_price: f.final_price_incl_tax,
    tier_prices: f.tier_prices,
  };
}

export const HISTORY_DAYS = 60;

/** The 60 history days before `now`, oldest first (computed once per seed run). */
export function historyDays(now: Date): { readonly date: Date; readonly day: string; readonly daysAgo: number }[] {
  return Array.from({ length: HISTORY_DAYS }, (_, i) => {
    const daysAgo = HISTORY_DAYS - i;
    const date = addDays(now, -daysAgo);
    return { date, day: isoDay(date), daysAgo };
  });
}

/**
 * The daily gross price of the last 60 days (day -60 .. -1 before `now`): the regular gross price,
 * the special gross price on days inside an active window, and for `drop` skus a 15 % lower price
 * from day -28 to day -21, so the 30-day lowest price differs from the current one.
 */
export function priceHistory(
  p: PriceFields,
  days: ReturnType<typeof historyDays>,
  drop: boolean,
): { day: string; price: number }[] {
  const window: Window = {
    from: p.special_from_date ? new Date(`${p.special_from_date.replace(' ', 'T')}Z`) : null,
    to: p.special_to_date ? new Date(`${p.special_to_date.replace(' ', 'T')}Z`) : null,
  };
  const specialGross =
    p.special_price_incl_tax !== null && p.special_price !== null && p.special_price < p.price ? p.special_price_incl_tax : null;
  return days.map(({ date, day, daysAgo }) => {
    let price = p.price_incl_tax;
    if (specialGross !== null && insideWindow(window, date)) price = specialGross;
    if (drop && daysAgo >= 21 && daysAgo <= 28) price = Math.min(price, p.price_incl_tax * 0.85);
    return { day, price: round2(price) };
  });
}
