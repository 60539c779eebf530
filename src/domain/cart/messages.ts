/** User-facing messages of the cart and checkout rules: i18n key → the specification's English text (for logs). */
export const CART_TEXT = {
  'cart.outOfStock': 'Out of stock, cannot be added to the cart.',
  'cart.onlyAvailable': 'Only {maxQuantity} available',
  'cart.paymentInAnotherTab': 'Payment is already open in another tab.',
  'cart.notActive': "The cart isn't active.",
} as const;
export type CartMessageKey = keyof typeof CART_TEXT;
