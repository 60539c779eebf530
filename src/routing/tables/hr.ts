/**
 * Croatian routes under /hr (spec 000 §2 "Other store views": own language segments; the Croatian
 * segments are chosen except the pharmacy finder /hr/pronaci-ljekarnu). No cart, order, login,
 * register or account routes (spec); reviews are off, so no review routes.
 */
import { defineRoutes } from '../define.ts';

export const HR_ROUTES = defineRoutes('hr', [
  { base: 'home', path: '/hr', screen: 'home' },
  { base: 'blog', path: '/hr/savjeti', screen: 'blog' },
  { base: 'blog-category', path: '/hr/savjeti/{category}', screen: 'blog-category', parent: 'blog' },
  { base: 'blog-article', path: '/hr/savjeti/{category}/{slug}', screen: 'blog-article', parent: 'blog-category' },
  { base: 'pharmacy-finder', path: '/hr/pronaci-ljekarnu', screen: 'pharmacy-finder' },
  { base: 'needs', path: '/hr/potrebe/{level1}/{level2?}/{level3?}', screen: 'needs' },
  { base: 'category', path: '/hr/proizvodi/{level1}/{level2?}/{level3?}', screen: 'category' },
  { base: 'product', path: '/hr/proizvod/{slug}', screen: 'product' },
  { base: 'configurable-product', path: '/hr/proizvod/{slug}/{childSku}', screen: 'configurable-product' },
  { base: 'legacy-product', path: '/hr/proizvod/{parentSku}/{slug}/{childSku?}', screen: 'legacy-product' },
  { base: 'site-map', path: '/hr/karta-stranice', screen: 'site-map' },
  { base: 'about', path: '/hr/o-brendu', screen: 'about' },
  { base: 'studies', path: '/hr/istrazivanja-i-inovacije', screen: 'studies' },
  { base: 'values', path: '/hr/vrijednosti-brenda', screen: 'values' },
  { base: 'delivery-costs', path: '/hr/stranica/troskovi-dostave', screen: 'delivery-costs' },
  { base: 'payment-methods', path: '/hr/stranica/nacini-placanja', screen: 'payment-methods' },
  { base: 'cms-page', path: '/hr/stranica/{slug}', screen: 'cms-page' },
  { base: 'special-offers', path: '/hr/posebne-ponude', screen: 'special-offers' },
  { base: 'special-offer', path: '/hr/posebne-ponude/{slug}', screen: 'special-offer', parent: 'special-offers' },
  { base: 'emotopic', path: '/hr/emotopic', screen: 'emotopic-landing', contentSlug: 'emotopic' },
  { base: 'emotopic-starter-kit', path: '/hr/emotopic/pocetni-paket-za-bebe', screen: 'emotopic-landing', parent: 'emotopic', contentSlug: 'emotopic-starter-kit' },
  { base: 'emotopic-emollients', path: '/hr/emotopic/emolijensi-od-prvog-dana', screen: 'emotopic-landing', parent: 'emotopic', contentSlug: 'emotopic-emollients' },
  { base: 'hair-loss', path: '/hr/gubitak-kose', screen: 'hair-landing', contentSlug: 'hair-loss' },
  { base: 'hair-loss-women', path: '/hr/gubitak-kose/zene', screen: 'hair-landing', parent: 'hair-loss', contentSlug: 'hair-loss-women' },
  { base: 'hair-loss-men', path: '/hr/gubitak-kose/muskarci', screen: 'hair-landing', parent: 'hair-loss', contentSlug: 'hair-loss-men' },
  { base: 'hair-loss-postpartum', path: '/hr/gubitak-kose/nakon-poroda', screen: 'hair-landing', parent: 'hair-loss', contentSlug: 'hair-loss-postpartum' },
  { base: 'series-landing', path: '/hr/serija/{slug}', screen: 'series-landing' },
  { base: 'ambassador', path: '/hr/ambasadorica', screen: 'ambassador' },
  { base: 'safe-payment', path: '/hr/sigurno-placanje', screen: 'safe-payment' },
  { base: 'safe-delivery', path: '/hr/sigurna-dostava', screen: 'safe-delivery' },
  { base: 'external-shops', path: '/hr/internetske-trgovine', screen: 'external-shops' },
  { base: 'streams', path: '/hr/prijenosi-uzivo', screen: 'streams' },
  { base: 'ask-expert', path: '/hr/pitajte-strucnjaka', screen: 'ask-expert' },
  { base: 'search', path: '/hr/pretraga', screen: 'search' },
  { base: 'not-found', path: '/hr/stranica-nije-pronadena', screen: 'not-found' },
]);
