/** Checkout state rules (spec 001 §4 "Checkout", "Order placement"). Time is always a parameter. */
import { COMMERCE } from '../../config/constants.ts';
import { CART_TEXT } from './messages.ts';

/** Saved checkout data (spec 001 §3): kept in local storage with the time it was saved (ms since epoch). */
export interface SavedCheckout<P = unknown, D = unknown, S = unknown> {
  readonly savedAt: number;
  readonly payment?: P;
  readonly personalDetails?: D;
  readonly shipping?: S;
}

/** Saved checkout data expires 5 minutes after saving (at exactly 5 minutes it has expired). */
export function isSavedCheckoutExpired(
  savedAt: number,
  now: number,
  lifetimeMs: number = COMMERCE.savedCheckoutLifetimeMs,
): boolean {
  if (!Number.isFinite(savedAt)) return true;
  return now - savedAt >= lifetimeMs;
}

export interface LoadedCheckout<T> {
  /** The saved data, or null when none was saved or it expired. */
  readonly checkout: T | null;
  /** True when expired data was dropped: the caller clears the checkout cache. */
  readonly clearCache: boolean;
}

/** Loads saved checkout data: expired data is dropped and the cache is cleared. */
export function loadSavedCheckout<T extends SavedCheckout>(saved: T | null | undefined, now: number): LoadedCheckout<T> {
  if (!saved) return { checkout: null, clearCache: false };
  if (isSavedCheckoutExpired(saved.savedAt, now)) return { checkout: null, clearCache: true };
  return { checkout: saved, clearCache: false };
}

/** The payment flag kept in local storage (shared by the tabs). */
export interface PaymentFlags {
  readonly paymentInProgress: boolean;
}

export type PaymentStart =
  | { readonly allowed: true; readonly flags: PaymentFlags }
  | { readonly allowed: false; readonly flags: PaymentFlags; readonly key: 'cart.paymentInAnotherTab'; readonly text: string };

/** If payment is open in another tab, a repeat attempt is refused; otherwise the flag is set. */
export function canStartPayment(flags: PaymentFlags): PaymentStart {
  if (flags.paymentInProgress) {
    return { allowed: false, flags, key: 'cart.paymentInAnotherTab', text: CART_TEXT['cart.paymentInAnotherTab'] };
  }
  return { allowed: true, flags: { paymentInProgress: true } };
}

/** The payment flag is reset to false when the page unloads. */
export function paymentFlagsOnUnload(): PaymentFlags {
  return { paymentInProgress: false };
}

export const CART_NOT_ACTIVE_MESSAGE = CART_TEXT['cart.notActive'];

/**
 * Placing an order with the error "The cart isn't active." clears the cart; the error is thrown onward
 * either way (the caller rethrows).
 */
export function isCartNotActiveError(message: string | null | undefined): boolean {
  return typeof message === 'string' && message.trim() === CART_NOT_ACTIVE_MESSAGE;
}
