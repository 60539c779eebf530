/** The live island's texts in a store view's language, as its mount (Live.astro) gives them; the stock states' texts. */
import type { StockStatus } from '../../domain/product/stock.ts';
import type { Translate } from '../../i18n/index.ts';
import type { LiveText } from './dom.ts';

/** The text of each stock state (spec 000 §4): the built stock line's, the live island's, the search cards'. */
export function stockTexts(t: Translate): Readonly<Record<StockStatus, string>> {
  return { ok: t('product.inStock'), out_of_stock: t('product.outOfStock'), volatile: t('product.availabilityUnknown') };
}

export function liveTexts(t: Translate): LiveText {
  return {
    stock: stockTexts(t),
    checking: t('cart.stockCheck'),
    lowest30: t('price.lowest30'),
  };
}
