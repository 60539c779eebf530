/** The live island's texts in a store view's language, as its mount (Live.astro) gives them. */
import type { Translate } from '../../i18n/index.ts';
import type { LiveText } from './dom.ts';

export function liveTexts(t: Translate): LiveText {
  return {
    inStock: t('product.inStock'),
    outOfStock: t('product.outOfStock'),
    unknown: t('product.availabilityUnknown'),
    checking: t('cart.stockCheck'),
    lowest30: t('price.lowest30'),
  };
}
