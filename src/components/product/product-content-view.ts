/**
 * What a product page shows of the content service (spec 000 §3 "Product content", "Product benefits"):
 * the blocks of product-content.ts put together for one product of a store view's catalogue, the
 * complementary products as product cards. Undefined when the product has none of them.
 */
import { cardData, type CardData, type CardOptions, type CatalogProduct } from '../../catalog/index.ts';
import type { StoreCatalog } from '../catalog/collections.ts';
import {
  complementaryProducts,
  contentBoxView,
  leafletHref,
  productBenefits,
  productContentFor,
  videoOf,
  type ContentBoxView,
  type VideoView,
} from './product-content.ts';
import { productPagePath } from './product-view.ts';

export interface ProductContentView {
  readonly benefits: readonly string[];
  readonly boxes: readonly ContentBoxView[];
  readonly tips: readonly ContentBoxView[];
  readonly video: VideoView | undefined;
  readonly leaflet: string | undefined;
  readonly complementary: readonly CardData[];
  readonly shops: readonly { readonly name: string; readonly url: string }[];
}

export interface ProductContentInput {
  readonly catalog: Pick<StoreCatalog, 'content' | 'bySku' | 'productPaths'>;
  /** The catalogue product of the page (a configurable product's parent: its sku names the content). */
  readonly product: Pick<CatalogProduct, 'sku' | 'name'>;
  readonly cards: CardOptions;
  /** Whether the built site holds a file at this site path (the leaflet). */
  readonly exists: (sitePath: string) => boolean;
}

export function productContentView({ catalog, product, cards, exists }: ProductContentInput): ProductContentView | undefined {
  const entry = productContentFor(catalog.content('product_content'), product.sku);
  const hasPage = (sku: string) => productPagePath(catalog, sku, 'product') !== undefined;
  const view: ProductContentView = {
    benefits: productBenefits(entry, catalog.content('product_benefits'), product.sku),
    boxes: (entry?.content_boxes ?? []).map((box) => contentBoxView(box, product.name)),
    tips: (entry?.expert_tips ?? []).map((tip) => contentBoxView(tip, product.name)),
    video: videoOf(entry?.video),
    leaflet: leafletHref(entry?.leaflet, exists),
    complementary: complementaryProducts(entry?.complementary_skus ?? [], product.sku, catalog.bySku, hasPage).map((p) =>
      cardData(p, cards),
    ),
    shops: entry?.shops ?? [],
  };
  const lists = [view.benefits, view.boxes, view.tips, view.complementary, view.shops];
  return lists.some((list) => list.length > 0) || view.video || view.leaflet ? view : undefined;
}
