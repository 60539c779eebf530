/**
 * The render-list price item (CONTRACTS.md "Stock and prices"): gross prices in `price_info`, net
 * prices in `tax_adjustments`, from a product (or configurable child) already priced with tax.
 */
import type { PriceSyncItem } from '../../src/domain/catalog/types.ts';
import type { Doc } from './store-docs.ts';
import { finiteNumber } from './doc-values.ts';
import { pricedChildren, type PricedChild } from '../../src/domain/price/tax.ts';

const num = (v: unknown): number => finiteNumber(v) ?? 0;

interface Priced {
  gross: number;
  net: number;
}

function current(doc: Doc): Priced {
  return { gross: num(doc['price_incl_tax'] ?? doc['price']), net: num(doc['price']) };
}

/** Active special prices only: the tax calculation zeroes inactive ones. */
function special(doc: Doc): Priced | null {
  const gross = num(doc['special_price_incl_tax']);
  return gross > 0 ? { gross, net: num(doc['special_price']) } : null;
}

/**
 * The children a configurable product's price range is taken from: the domain's pricedChildren over the priced
 * children, read as the tax calculation reads them (cheapestChild).
 */
function childrenPriced(doc: Doc): Doc[] {
  const children = Array.isArray(doc['configurable_children']) ? (doc['configurable_children'] as Doc[]) : [];
  return pricedChildren(children as unknown as (PricedChild & Doc)[]);
}

export function priceInfoItem(doc: Doc, fallbackName: string, type: string): PriceSyncItem {
  const now = current(doc);
  const regular = {
    gross: num(doc['original_price_incl_tax'] ?? doc['price_incl_tax']),
    net: num(doc['original_price'] ?? doc['price']),
  };
  const sp = special(doc);
  const children = childrenPriced(doc).map((c) => current(c).gross);
  const finals = children.length > 0 ? children : [now.gross];
  return {
    id: num(doc['id']),
    name: typeof doc['name'] === 'string' ? doc['name'] : fallbackName,
    type,
    price_info: {
      final_price: now.gross,
      regular_price: regular.gross,
      special_price: sp ? sp.gross : null,
      minimal_price: Math.min(...finals),
      max_price: Math.max(...finals),
      extension_attributes: {
        tax_adjustments: { final_price: now.net, regular_price: regular.net, special_price: sp ? sp.net : null },
      },
    },
  };
}
