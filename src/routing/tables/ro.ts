/**
 * Romanian routes under /ro. The specification's Romanian list is cut off and shows no paths: this
 * table holds the catalogue and content screens a store view needs, in Romanian words (all chosen,
 * docs/decisions.md), and the search page, which every store view whose table the specification does not close
 * has. No cart, order, login, register or account routes (spec).
 */
import { defineRoutes } from '../define.ts';

export const RO_ROUTES = defineRoutes('ro', [
  { base: 'home', path: '/ro', screen: 'home' },
  { base: 'needs', path: '/ro/nevoi/{level1}/{level2?}/{level3?}', screen: 'needs' },
  { base: 'category', path: '/ro/produse/{level1}/{level2?}/{level3?}', screen: 'category' },
  { base: 'product', path: '/ro/produs/{slug}', screen: 'product' },
  { base: 'configurable-product', path: '/ro/produs/{slug}/{childSku}', screen: 'configurable-product' },
  { base: 'legacy-product', path: '/ro/produs/{parentSku}/{slug}/{childSku?}', screen: 'legacy-product' },
  { base: 'site-map', path: '/ro/harta-site', screen: 'site-map' },
  { base: 'search', path: '/ro/cautare', screen: 'search' },
  { base: 'cms-page', path: '/ro/pagina/{slug}', screen: 'cms-page' },
  { base: 'not-found', path: '/ro/pagina-negasita', screen: 'not-found' },
]);
