/**
 * Where a route's title comes from, which layout a screen uses, and the CMS page title rule
 * (spec 000 §2 "Screens and routes", "Layouts", "Other store views").
 */
import type { Layout, Screen, TitleSource } from './types.ts';

const PRODUCT_SCREENS: readonly Screen[] = ['product', 'configurable-product', 'legacy-product', 'cart-product'];
const CATEGORY_SCREENS: readonly Screen[] = ['category', 'needs'];
const CONTENT_SCREENS: readonly Screen[] = [
  'blog-article',
  'special-offer',
  'emotopic-landing',
  'hair-landing',
  'series-landing',
];

/** Whether a screen's pages show one product: the product, configurable, legacy and cart-product routes. */
export function isProductScreen(screen: Screen): boolean {
  return PRODUCT_SCREENS.includes(screen);
}

/** Title from the product, the category, the CMS page slug, a content entry, or the localized messages. */
export function titleSourceFor(screen: Screen): TitleSource {
  if (isProductScreen(screen)) return { kind: 'product' };
  if (CATEGORY_SCREENS.includes(screen)) return { kind: 'category' };
  if (screen === 'cms-page') return { kind: 'cms' };
  if (CONTENT_SCREENS.includes(screen)) return { kind: 'content' };
  return { kind: 'message' };
}

const MINIMAL_SCREENS: readonly Screen[] = ['cart', 'order', 'order-thank-you', 'order-error'];

/** Cart and order pages use minimal, product feeds xml, emotopic landing pages emotopic, the rest default. */
export function layoutFor(screen: Screen): Layout {
  if (MINIMAL_SCREENS.includes(screen)) return 'minimal';
  if (screen === 'product-feed') return 'xml';
  if (screen === 'emotopic-landing') return 'emotopic';
  return 'default';
}

/** The layouts that add the 'freshscope' class to the html element (the emotopic layout). */
export function htmlClassFor(layout: Layout): string | undefined {
  return layout === 'emotopic' ? 'freshscope' : undefined;
}
