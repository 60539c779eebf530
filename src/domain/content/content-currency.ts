/**
 * The currency of the amounts the content service's entries give (a box's set price): an entry is written per
 * language, not per store view, so its amounts are in one currency, that of the first store view speaking the
 * language (the table's order: English content is the English store view's euro before the US dollar).
 */
import type { Lang, StoreView } from '../../config/stores.ts';

/** The currency a language's content amounts are written in; undefined when no store view speaks it. */
export function contentCurrency(lang: Lang, views: readonly Pick<StoreView, 'lang' | 'currency'>[]): string | undefined {
  return views.find((view) => view.lang === lang)?.currency;
}

/**
 * Content prices in the store view's currency only: a store view shows the amounts its content gives only when they
 * are in its own currency. The US store view reads the English content, whose amounts are euro: its boxes show
 * their products, not a euro figure with a dollar sign.
 */
export function showsContentPrices(
  view: Pick<StoreView, 'lang' | 'currency'>,
  views: readonly Pick<StoreView, 'lang' | 'currency'>[],
): boolean {
  return contentCurrency(view.lang, views) === view.currency;
}
