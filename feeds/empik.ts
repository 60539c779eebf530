/**
 * Empik marketplace feed: a Mirakl offers import (FEEDS.md "Empik (Mirakl offers)"). Offers need a
 * valid EAN-13 as product-id. An offer leaves the feed only after it has been listed with quantity 0:
 * a sku in `settings.previouslyListed` (written with quantity above 0 by the previous build) that is
 * no longer listable is written once more with quantity 0; `listedWithStock` is the set to persist.
 */
import type { Product } from '../src/domain/catalog/types.ts';
import { isValidEan13 } from '../src/domain/product/ean.ts';
import { eanOf, feedItems, feedPrice, LIMITS, Notes, paidNow, REASONS } from './common.ts';
import { shownProduct } from '../src/domain/product/variants.ts';
import type { FeedContext, FeedResult } from './types.ts';
import { buildXml } from './xml.ts';
import { isXmlText } from './text.ts';

/** Mirakl offer state 11: new. */
export const STATE_NEW = 11;

interface Offer {
  sku: string;
  ean?: string;
  price?: number;
  quantity: number;
}

function row(o: Offer, ctx: FeedContext): Record<string, unknown> {
  return {
    sku: o.sku,
    ...(o.ean === undefined ? {} : { 'product-id': o.ean, 'product-id-type': 'EAN' }),
    ...(o.price === undefined ? {} : { price: feedPrice(o.price) }),
    quantity: o.quantity,
    state: STATE_NEW,
    'leadtime-to-ship': ctx.settings.leadtimeToShip,
  };
}

/** The last known EAN and price of a sku (a product or a configurable child), for its closing offer. */
function delistedOffer(sku: string, products: readonly Product[], ctx: FeedContext): Offer | undefined {
  for (const product of products) {
    const child = product.sku === sku ? undefined : product.configurable_children.find((c) => c.sku === sku);
    if (product.sku !== sku && !child) continue;
    const ean = eanOf(child ?? product);
    // The price paid now, as the open offers write it.
    const price = paidNow(ctx.price(shownProduct(product, child)));
    return {
      sku,
      quantity: 0,
      ...(ean !== undefined && isValidEan13(ean) ? { ean } : {}),
      ...(price === undefined ? {} : { price }),
    };
  }
  return undefined;
}

export function writeEmpikFeed(products: readonly Product[], ctx: FeedContext): FeedResult {
  const notes = new Notes();
  const offers: Offer[] = [];
  for (const item of feedItems(products, ctx, notes)) {
    if (Array.from(item.sku).length > LIMITS.id) notes.leave(item.sku, REASONS.idTooLong);
    else if (item.ean === undefined) notes.leave(item.sku, REASONS.noEan);
    else {
      offers.push({ sku: item.sku, ean: item.ean, price: item.currentPrice, quantity: item.quantity });
    }
  }
  const written = new Set(offers.map((o) => o.sku));
  const listed = [...ctx.settings.previouslyListed].filter((sku) => !written.has(sku));
  // A sku XML cannot carry is never written, not even to close its offer (it would make the whole feed unreadable).
  for (const sku of listed.filter((s) => !isXmlText(s))) notes.leave(sku, REASONS.idNotXml);
  const closing = listed.filter(isXmlText).sort();
  for (const sku of closing) {
    const known = delistedOffer(sku, products, ctx);
    notes.warn(sku, known ? REASONS.delisted : REASONS.goneListedBefore);
    offers.push(known ?? { sku, quantity: 0 });
  }
  const closed = new Set(closing);
  const leftOut = notes.leftOut.filter((n) => !closed.has(n.sku));
  const xml = buildXml({ import: { offers: offers.length > 0 ? { offer: offers.map((o) => row(o, ctx)) } : '' } });
  return {
    xml,
    written: offers.length,
    leftOut,
    warnings: notes.warnings,
    listedWithStock: offers.filter((o) => o.quantity > 0).map((o) => o.sku),
  };
}
