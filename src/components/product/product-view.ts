/**
 * Parts of a product page (spec 000 §4 "Product loading", "Variants"; §9 images): the gallery, the
 * variant links, bundle selections and grouped members, the variant as a product of its own, and
 * where a product's page of a given route is in a store view.
 */
import { plainText } from '../../../feeds/text.ts';
import { IMAGE_SIZES } from '../../config/index.ts';
import { indexOf, productImagePath, type CatalogProduct } from '../../catalog/index.ts';
import type { ConfigurableChild, Product } from '../../domain/catalog/index.ts';
import { groupedLinks } from '../../domain/price/grouped-price.ts';
import { defaultBundleSelection, linkQty } from '../../domain/price/bundle-price.ts';
import { isSetPart } from '../../domain/product/links.ts';
import { availableVariants, childAttributeValue } from '../../domain/product/variants.ts';
import { baseName, routeByName } from '../../routing/index.ts';
import type { ProductPath, StoreCatalog } from '../catalog/collections.ts';

export interface GalleryImage {
  /** 600×744 through the image proxy. */
  readonly src: string;
  /** 310×300 through the image proxy. */
  readonly thumb: string;
  /** 155×150 through the image proxy: the thumbnail's smaller candidate. */
  readonly thumbHalf: string;
  readonly alt: string;
}

export interface VariantLink {
  readonly sku: string;
  /** The variant's product id (a stock answer names its items by it). */
  readonly id: number;
  readonly label: string;
  readonly href: string;
  /** The variant the page shows. */
  readonly current: boolean;
  /**
   * Whether the live island checks the variant's stock when the page is viewed, and takes its link away when it has
   * sold out since the build: another variant than the one shown, with out-of-stock variants not offered.
   */
  readonly liveStock: boolean;
}

export interface LinkedItem {
  readonly sku: string;
  readonly name: string;
  readonly href: string | undefined;
  readonly qty: number;
  readonly isDefault: boolean;
}

export interface BundleGroup {
  readonly title: string;
  readonly items: readonly LinkedItem[];
}

/** The page of a product in a store view on a route (base name: 'product', 'configurable-product'...), if built. */
export function productPagePath(
  catalog: Pick<StoreCatalog, 'productPaths'>,
  sku: string,
  base: string,
  childSku?: string,
): ProductPath | undefined {
  return productPathIndex(catalog.productPaths).get(productPathKey(sku, base, childSku));
}

function productPathKey(sku: string, base: string | undefined, childSku: string | undefined): string {
  return JSON.stringify([sku, base, childSku ?? null]);
}

/** A store view's product pages by sku, route base name and childSku (built once per list of paths). */
const productPathIndex = indexOf((p: ProductPath) => {
  const route = routeByName(p.routeName);
  return productPathKey(p.sku, route && baseName(route), p.params['childSku']);
});

/** The variant's label: its values of the configurable options ('50 ml'), else its sku. */
export function variantLabel(product: Pick<Product, 'configurable_options'>, child: ConfigurableChild): string {
  const labels = product.configurable_options.flatMap((option) => {
    const value = childAttributeValue(child, option.attribute_code);
    const found = option.values.find((v) => value !== undefined && String(v.value_index) === String(value));
    return found?.label ? [found.label] : [];
  });
  return labels.length > 0 ? labels.join(' / ') : child.sku;
}

/** Links to the pages of the available variants (the others are not offered). */
export function variantLinks(
  parent: Product,
  catalog: Pick<StoreCatalog, 'productPaths'>,
  shownSku: string | undefined,
  showOutOfStock: boolean,
): VariantLink[] {
  return availableVariants(parent, { showOutOfStock }).flatMap((child) => {
    const page = productPagePath(catalog, parent.sku, 'configurable-product', child.sku);
    if (!page) return [];
    const current = child.sku === shownSku;
    return [
      {
        sku: child.sku,
        id: child.id,
        label: variantLabel(parent, child),
        href: page.path,
        current,
        liveStock: !current && !showOutOfStock,
      },
    ];
  });
}

/**
 * A linked item of a bundle or grouped product (its name, and its page when it has one), looked up with
 * StoreCatalog.linked: only a set part (isSetPart: enabled, not itself a set), the rule its price is summed by
 * (pricedParts); a disabled or unknown product is not offered (spec 000 §4 "Product loading": it is rejected).
 */
function linkedItem(catalog: StoreCatalog, sku: string, qty: number, isDefault: boolean): LinkedItem[] {
  const linked: CatalogProduct | undefined = catalog.linked(sku);
  if (!linked || !isSetPart(linked)) return [];
  return [{ sku, name: linked.name, href: productPagePath(catalog, sku, 'product')?.path, qty, isDefault }];
}

/**
 * A bundle's options with the selections it can offer (linkedItem); an option left with none is left out. The
 * default is the selection its price sums (defaultBundleSelection: the one marked, else the first); when that one
 * is not offered, the option shows none as its default.
 */
export function bundleGroups(product: Product, catalog: StoreCatalog): BundleGroup[] {
  if (product.type_id !== 'bundle') return [];
  return product.bundle_options.flatMap((option) => {
    const summed = defaultBundleSelection(option);
    const items = option.product_links.flatMap((l) => linkedItem(catalog, l.sku, linkQty(l.qty), l === summed));
    return items.length > 0 ? [{ title: option.title, items }] : [];
  });
}

/** A grouped product's associated products it can offer (linkedItem). */
export function groupedMembers(product: Product, catalog: StoreCatalog): LinkedItem[] {
  if (product.type_id !== 'grouped') return [];
  return groupedLinks(product.product_links).flatMap((l) => linkedItem(catalog, l.linked_product_sku, linkQty(l.qty), false));
}

/** The gallery: the shown image first (a variant's own), then the product's other gallery images. */
export function galleryOf(shown: Pick<Product, 'image' | 'name'>, parent: Pick<Product, 'media_gallery'>): GalleryImage[] {
  const items = [{ path: shown.image, label: '' }, ...parent.media_gallery.map((m) => ({ path: m.image, label: m.label ?? '' }))];
  const seen = new Set<string>();
  return items.flatMap(({ path, label }) => {
    const src = productImagePath(path, IMAGE_SIZES.productGallery);
    const thumb = productImagePath(path, IMAGE_SIZES.productThumbnail);
    const thumbHalf = productImagePath(path, IMAGE_SIZES.productThumbnailHalf);
    if (!src || !thumb || !thumbHalf || seen.has(path)) return [];
    seen.add(path);
    return [{ src, thumb, thumbHalf, alt: label.trim() || shown.name }];
  });
}

/** The description as plain-text paragraphs (no catalogue HTML is put into the page as markup). */
export function descriptionParagraphs(html: string | undefined): string[] {
  return (html ?? '')
    .split(/<\/p>|<br\s*\/?>|<\/li>|<\/h\d>/i)
    .map((part) => plainText(part))
    .filter((text) => text !== '');
}

/**
 * The `<title>` of a product page (spec 000 §2: from the current product): its meta_title when it has one,
 * else its name; a variant's page names the variant after the product's name (the meta title is the product's).
 */
export function productPageTitle(product: Pick<Product, 'name' | 'meta_title'>, variantName?: string): string {
  if (variantName) return `${product.name} ${variantName}`;
  return product.meta_title?.trim() || product.name;
}
