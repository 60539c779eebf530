/**
 * Ukrainian routes under /ua (spec 000 §2 "Other store views", 001 §2): the US list except
 * /ua/find-pharmacy, CMS pages at /ua/site/{slug}, the review at /ua/product/{id}/review,
 * /ua/philosophy-about (about) and /ua/research-and-innovation. No contact, cart, login or order
 * routes (spec); no feeds (FEEDS.md: only the views whose lists show them). Checkout is off: register
 * redirects home (redirect.ts), and the other account screens are not published until they exist.
 */
import { defineRoutes } from '../define.ts';

export const UA_ROUTES = defineRoutes('ua', [
  { base: 'home', path: '/ua', screen: 'home' },
  { base: 'register', path: '/ua/register', screen: 'register' },
  { base: 'register-completed', path: '/ua/register-completed', screen: 'register-completed', parent: 'register' },
  // No login route to be their parent (spec 000 §2).
  { base: 'forgot-password', path: '/ua/forgot-password', screen: 'forgot-password' },
  { base: 'change-password', path: '/ua/change-password', screen: 'change-password' },
  { base: 'payu-return', path: '/ua/payu-return', screen: 'payu-return' },
  { base: 'pharmacy-finder', path: '/ua/find-pharmacy', screen: 'pharmacy-finder' },
  { base: 'needs', path: '/ua/needs/{level1}/{level2?}/{level3?}', screen: 'needs' },
  { base: 'category', path: '/ua/products/{level1}/{level2?}/{level3?}', screen: 'category' },
  { base: 'review', path: '/ua/product/{id}/review', screen: 'review' },
  { base: 'review-thanks', path: '/ua/review-thanks', screen: 'review-thanks' },
  { base: 'product', path: '/ua/product/{slug}', screen: 'product' },
  { base: 'configurable-product', path: '/ua/product/{slug}/{childSku}', screen: 'configurable-product' },
  { base: 'legacy-product', path: '/ua/product/{parentSku}/{slug}/{childSku?}', screen: 'legacy-product' },
  { base: 'account', path: '/ua/account', screen: 'account', redirectTo: 'account-your-data' },
  { base: 'account-your-data', path: '/ua/account/your-data', screen: 'account-your-data', parent: 'account', tab: 0 },
  { base: 'account-delivery', path: '/ua/account/delivery', screen: 'account-delivery', parent: 'account', tab: 1 },
  { base: 'account-history', path: '/ua/account/history', screen: 'account-history', parent: 'account', tab: 3 },
  { base: 'site-map', path: '/ua/site-map', screen: 'site-map' },
  { base: 'about', path: '/ua/philosophy-about', screen: 'about' },
  { base: 'studies', path: '/ua/research-and-innovation', screen: 'studies' },
  { base: 'values', path: '/ua/brand-values', screen: 'values' },
  { base: 'delivery-costs', path: '/ua/site/delivery-cost', screen: 'delivery-costs' },
  { base: 'payment-methods', path: '/ua/site/payment-method', screen: 'payment-methods' },
  { base: 'cms-page', path: '/ua/site/{slug}', screen: 'cms-page' },
  { base: 'not-found', path: '/ua/page-not-found', screen: 'not-found' },
]);
