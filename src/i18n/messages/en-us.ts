/**
 * The US store view's catalogue: the English one, written as American shoppers read it. Only the
 * texts that differ are listed: American spelling (color, seborrheic, favorite, catalog, canceled,
 * authorization), a ZIP code and a city for a postcode and a town, a store for a shop, shipping
 * for delivery in the cart, checkout and account, and a box checked rather than ticked. The delivery
 * costs page keeps its English title: the content service's menus, which the US store view reads in
 * English ('en'), name it so.
 */
import type { MessageKey, Messages } from '../types.ts';
import { en } from './en.ts';

export const americanEnglish = {
  // Spelling
  'filter.color': 'Color',
  'line.DS': 'Seborrheic dermatitis',
  'account.wishlist': 'Favorites',
  'wishlist.add': 'Add to favorites',
  'wishlist.remove': 'Remove from favorites',
  'wishlist.empty': 'You have no favorite products yet.',
  'wishlist.signInRequired': 'Sign in to save your favorite products.',
  'order.status.canceled': 'Canceled',
  'checkout.addressInvalid': 'The address given at checkout is invalid, so the order was canceled. Please contact us at {email}.',
  'payment.error501': 'Payment error 501: no authorization, or the payment was canceled by the user.',
  'search.fallbackNotice': 'The search service is not answering: these results come from a simpler search of the catalog.',

  // ZIP code and city
  'address.zip': 'ZIP code',
  'validation.zipMin': 'The ZIP code must have at least {count} characters',
  'validation.zipFormat': 'Please enter a valid ZIP code',
  'pharmacy.intro':
    'Dermeya products are sold in these pharmacies. Search by city or ZIP code, or use your location to see the nearest first.',
  'pharmacy.searchLabel': 'City or ZIP code',
  'pharmacy.searchHint': 'Type a city or the first digits of a ZIP code.',
  'pharmacy.sortByCity': 'Sort by city',
  'pharmacy.locationDenied': 'Location access was refused. Search by city or ZIP code instead.',
  'pharmacy.locationFailed': 'Your location could not be found. Search by city or ZIP code instead.',
  'pharmacy.noResults': 'No pharmacy matches "{query}". Try another city or ZIP code.',

  // A store, not a shop
  'search.landmark': 'Store search',
  'cookie.text':
    'We use cookies to make the store work, to remember your choices and, with your consent, for statistics and marketing.',
  'welcome.title': 'Welcome to the new Dermeya store',
  'welcome.text': 'We have refreshed our store: it is faster and easier to find the right care for your skin.',
  'country.text': 'There is a Dermeya store for your country. Do you want to go there?',
  'country.go': 'Go to the store',
  'pages.shops.intro': 'Dermeya products are also sold by these online stores.',
  'pages.shops.empty': 'No online stores are listed yet.',
  'route.product-feed.description': 'The Dermeya product feed for price comparison and partner stores.',
  'route.site-map.description': 'All pages of the Dermeya store.',
  'route.external-shops.title': 'Online stores',
  'route.external-shops.description': 'Online stores that sell Dermeya products.',

  // Shipping
  'cart.shipping': 'Shipping',
  'checkout.deliveryMethod': 'Shipping method',
  'checkout.billingDifferent': 'The billing address is different from the shipping address',
  'delivery.freeShippingAbove': 'Free shipping on orders over {amount}',
  'pages.safe.shippings': 'Shipping methods',
  'account.delivery': 'Shipping address',
  'route.account.description': 'Your data, shipping addresses and order history.',
  'route.account-delivery.title': 'Shipping address',
  'route.account-delivery.description': 'Your shipping and billing addresses.',
  'route.order.description': 'Shipping, payment and your details for the order.',

  // Forms
  'validation.consentRequired': 'Please check at least one consent box',
} as const satisfies Partial<Record<MessageKey, string>>;

export const enUS: Messages = Object.freeze({ ...en, ...americanEnglish });
