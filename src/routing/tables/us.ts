/**
 * US routes (spec 000 §2 "Other store views", 001 §2), at the root of the 'us' site. Exactly the US
 * list, plus /about-us (the target of /philosophy), /page-not-found, the global /error and the
 * /pwa.html alias of home. Checkout is off: login and register redirect home (redirect.ts).
 */
import { defineRoutes } from '../define.ts';

export const US_ROUTES = defineRoutes('us', [
  { base: 'home', path: '/', screen: 'home', aliases: ['/pwa.html'] },
  { base: 'fb-product-feed', path: '/fb-product-feed.xml', screen: 'product-feed' },
  { base: 'cp-product-feed', path: '/cp-product-feed.xml', screen: 'product-feed' },
  { base: 'contact', path: '/contact', screen: 'contact' },
  { base: 'cart', path: '/cart', screen: 'cart' },
  { base: 'login', path: '/login', screen: 'login' },
  { base: 'register', path: '/register', screen: 'register' },
  { base: 'register-completed', path: '/register-completed', screen: 'register-completed', parent: 'register' },
  { base: 'forgot-password', path: '/forgot-password', screen: 'forgot-password', parent: 'login' },
  { base: 'change-password', path: '/change-password', screen: 'change-password', parent: 'login' },
  { base: 'order', path: '/order', screen: 'order' },
  { base: 'order-thank-you', path: '/order/thank-you', screen: 'order-thank-you' },
  { base: 'order-error', path: '/order/error/{code}', screen: 'order-error' },
  { base: 'order-register', path: '/order/register', screen: 'order-register' },
  { base: 'payu-return', path: '/payu-return', screen: 'payu-return' },
  { base: 'needs', path: '/needs/{level1}/{level2?}/{level3?}', screen: 'needs' },
  { base: 'category', path: '/products/{level1}/{level2?}/{level3?}', screen: 'category' },
  { base: 'review', path: '/products/{id}/review', screen: 'review' },
  { base: 'review-thanks', path: '/review-thanks', screen: 'review-thanks' },
  { base: 'product', path: '/product/{slug}', screen: 'product' },
  { base: 'configurable-product', path: '/product/{slug}/{childSku}', screen: 'configurable-product' },
  { base: 'legacy-product', path: '/product/{parentSku}/{slug}/{childSku?}', screen: 'legacy-product' },
  { base: 'account', path: '/account', screen: 'account', redirectTo: 'account-your-data' },
  { base: 'account-your-data', path: '/account/your-data', screen: 'account-your-data', parent: 'account', tab: 0 },
  { base: 'account-delivery', path: '/account/delivery', screen: 'account-delivery', parent: 'account', tab: 1 },
  { base: 'account-history', path: '/account/history', screen: 'account-history', parent: 'account', tab: 3 },
  { base: 'site-map', path: '/site-map', screen: 'site-map' },
  { base: 'philosophy', path: '/philosophy', screen: 'philosophy', redirectTo: 'about' },
  { base: 'about', path: '/about-us', screen: 'about' },
  { base: 'studies', path: '/research-and-innovations', screen: 'studies' },
  { base: 'values', path: '/brand-values', screen: 'values' },
  { base: 'delivery-costs', path: '/page/delivery-cost', screen: 'delivery-costs' },
  { base: 'payment-methods', path: '/page/payment-method', screen: 'payment-methods' },
  { base: 'cms-page', path: '/page/{slug}', screen: 'cms-page' },
  { base: 'not-found', path: '/page-not-found', screen: 'not-found' },
  { base: 'error', path: '/error', screen: 'error' },
]);
