/**
 * The data of a product page on any of the four product routes (spec 000 §2, §4): the product of the
 * entry id, the variant the URL names (childSku; on the product route the first available variant),
 * price, stock, gallery, variant links, bundle and grouped parts, breadcrumbs (store home → first
 * category → product), canonical URL, hreflang alternates and JSON-LD.
 *
 * Canonical: the product route and the configurable route (a variant has its own sku, EAN, price and
 * image) are canonical to themselves; the legacy route and the cart product route are duplicates,
 * canonical to the product (or configurable) route of the same product, and carry no alternates (their store
 * switcher leads where their canonical page's does).
 */
import { buildInstant } from '../../config/build-instant.ts';
import { config, IMAGE_SIZES, type Config } from '../../config/index.ts';
import {
  catalogCardOptions,
  indexOf,
  lineOf,
  productImagePath,
  shownPrice,
  type CatalogCategory,
  type CatalogProduct,
  type DisplayPrice,
  type ProductLine,
} from '../../catalog/index.ts';
import type { Product } from '../../domain/catalog/index.ts';
import { productStockStatus, type StockStatus } from '../../domain/product/stock.ts';
import type { PricedPart } from '../../domain/price/parts-price.ts';
import { cartItemsToAdd, type CartItemInput } from '../../domain/cart/add-items.ts';
import { requireSearchKey } from '../../domain/product/search-key.ts';
import { findVariant, shownProduct, variantAsProduct, variantsError } from '../../domain/product/variants.ts';
import { translator } from '../../i18n/index.ts';
import { absoluteUrl, pageMeta, type PageMeta } from '../../layouts/page-meta.ts';
import { isPublished } from '../../layouts/published.ts';
import { buildPath, homeRoute, type RouteDef } from '../../routing/index.ts';
import { alternateSources } from '../catalog/alternate-sources.ts';
import { catalogAlternates } from '../catalog/alternates.ts';
import { storeCatalog, type CategoryPath, type StoreCatalog } from '../catalog/collections.ts';
import { jsonLdText, organizationLd } from '../catalog/json-ld.ts';
import { partsPriceValidUntil, priceValidUntil, productGroupLd, productLd } from './json-ld.ts';
import { productContentView, type ProductContentView } from './product-content-view.ts';
import { inPublicDir } from './public-files.ts';
import { snapshotLowest, withLowest } from '../../catalog/lowest.ts';
import {
  bundleGroups,
  descriptionParagraphs,
  galleryOf,
  groupedMembers,
  productPagePath,
  productPageTitle,
  variantLabel,
  variantLinks,
  type BundleGroup,
  type GalleryImage,
  type LinkedItem,
  type VariantLink,
} from './product-view.ts';

export interface ProductPage {
  readonly meta: PageMeta;
  readonly name: string;
  readonly shown: Product;
  readonly variantName: string | undefined;
  readonly line: ProductLine | undefined;
  readonly price: DisplayPrice;
  /** A bundle's or grouped product's priced parts, whose sum is its price (spec 000 §4); empty for others. */
  readonly parts: readonly PricedPart[];
  readonly stock: StockStatus;
  readonly gallery: readonly GalleryImage[];
  readonly variants: readonly VariantLink[];
  /**
   * 'No available product variants' in the page's language (spec 000 §4, §8) when the product is
   * configurable and none of its variants is available; the page shows it in place of the variant list.
   */
  readonly variantsError: string | undefined;
  readonly bundle: readonly BundleGroup[];
  readonly grouped: readonly LinkedItem[];
  /** What the add-to-cart island adds (cartItemsToAdd): the shown variant, the set's selections or the offered members. */
  readonly cartItems: readonly CartItemInput[];
  readonly description: readonly string[];
  /** The content service's blocks of the product (its sku; a configurable product's parent sku), if any. */
  readonly content: ProductContentView | undefined;
  readonly jsonLd: readonly string[];
}

/** The canonical page of a product page: itself on the product and configurable routes, else their page. */
function canonicalPath(catalog: StoreCatalog, route: RouteDef, sku: string, childSku: string | undefined, own: string): string {
  if (route.screen === 'product' || route.screen === 'configurable-product') return own;
  const target = childSku ? productPagePath(catalog, sku, 'configurable-product', childSku) : undefined;
  return (target ?? productPagePath(catalog, sku, 'product'))?.path ?? own;
}

const categoryPathById = indexOf((p: CategoryPath) => String(p.categoryId));
const categoryById = indexOf((c: CatalogCategory) => String(c.id));

function firstCategory(product: CatalogProduct, catalog: StoreCatalog): { label: string; href: string } | undefined {
  const ids = [...product.category.map((c) => c.category_id), ...product.category_ids];
  for (const id of ids) {
    const page = categoryPathById(catalog.categoryPaths).get(String(id));
    const category = categoryById(catalog.categories).get(String(id));
    if (page && category) return { label: category.name, href: page.path };
  }
  return undefined;
}

export async function productPage(
  route: RouteDef,
  params: Readonly<Record<string, string>>,
  entryId: string,
  cfg: Config = config(),
): Promise<ProductPage> {
  const catalog = await storeCatalog(route.store, cfg);
  const sku = entryId.startsWith(`${route.store}/`) ? requireSearchKey(entryId.slice(route.store.length + 1)) : undefined;
  const product = sku === undefined ? undefined : catalog.bySku.get(sku);
  if (!product) throw new Error(`No product ${entryId} for ${route.name}`);
  const settings = cfg.settings;
  const showOutOfStock = settings.showOutOfStock;
  const childSku = params['childSku'];
  const child =
    product.type_id === 'configurable' ? findVariant(product, childSku ? { sku: childSku } : {}, { showOutOfStock }) : undefined;
  if (childSku && child?.sku !== childSku) throw new Error(`Variant ${childSku} of ${product.sku} is not available`);
  const shown = shownProduct(product, child);
  const variantName = child && childSku ? variantLabel(product, child) : undefined;

  const own = buildPath(route.name, params);
  const canonical = canonicalPath(catalog, route, product.sku, childSku, own);
  const isCanonical = canonical === own;
  const title = variantName ? `${product.name} ${variantName}` : product.name;
  const meta0 = pageMeta({
    route,
    params,
    derived: {
      title: productPageTitle(product, variantName),
      ...(product.meta_description ? { description: product.meta_description } : {}),
    },
    isPublished: (r) => isPublished(r, cfg),
    cfg,
  });
  const store = meta0.store;
  const t = translator(store.wording);
  const homePath = buildPath(homeRoute(route.store).name);
  const category = firstCategory(product, catalog);
  const breadcrumbs = [
    { label: t('breadcrumbs.home'), href: homePath },
    ...(category ? [category] : []),
    // The product itself, at its canonical address (a legacy or cart-product address is a duplicate of it).
    { label: title, href: canonical },
  ];
  const catalogs = await alternateSources(cfg);
  const routeBase = childSku ? 'configurable-product' : 'product';
  // The same product in the other store views: the hreflang alternates of a canonical page; a duplicate (legacy,
  // cart product) gives none, and its store switcher leads where its canonical page's does.
  const sameProduct = catalogAlternates(catalogs, (c) => productPagePath(c, product.sku, routeBase, childSku)?.path, cfg);
  const gallery = galleryOf(shown, product);
  const main = gallery[0];
  const meta: PageMeta = {
    ...meta0,
    canonical: absoluteUrl(store, canonical, cfg),
    alternates: isCanonical ? sameProduct : [],
    ...(isCanonical ? {} : { switchTo: sameProduct }),
    breadcrumbs,
    ...(main ? { image: { url: absoluteUrl(store, main.src, cfg), ...IMAGE_SIZES.productGallery, alt: main.alt || title } } : {}),
  };

  const priceContext = { now: buildInstant(), store, taxRules: catalog.taxRules };
  const linked = catalog.linked;
  const { price: shownNow, parts } = shownPrice(shown, linked, priceContext);
  const price = withLowest(shownNow, snapshotLowest(product, shown.sku));
  const stock = productStockStatus(shown, settings.stockSync);
  const variants = product.type_id === 'configurable' ? variantLinks(product, catalog, child?.sku, showOutOfStock) : [];
  /** A product's (or a variant merged over its parent's) offer: its price and stock as its page shows them. */
  const offerOf = (p: Product, url: string, priced = shownPrice(p, linked, priceContext)) => {
    const shownOf = priced.price;
    // The special price's end of the sku whose price is shown (a configurable product's cheapest variant), or of a
    // set's parts' special prices.
    const source = p.configurable_children.find((c) => c.sku === shownOf.sku) ?? p;
    const until = priceValidUntil(shownOf.special !== undefined, source.special_to_date) ?? partsPriceValidUntil(priced.parts);
    return {
      sku: p.sku,
      ean: p.ean,
      price: shownOf.price,
      stock: productStockStatus(p),
      url,
      ...(until === undefined ? {} : { priceValidUntil: until }),
    };
  };
  const currency = store.currency;
  const common = {
    description: product.description,
    brand: t('footer.brand'),
    images: gallery.map((g) => absoluteUrl(store, g.src, cfg)),
    url: meta.canonical,
  };
  // A configurable product's own page is its variants' group, each available variant a Product with its page's offer;
  // a variant's page is the variant's Product, naming its group; any other page (a configurable product with no
  // variant offered among them: out of stock) offers the product itself.
  const groupVariants = (variantName === undefined ? variants : []).flatMap((v) => {
    const c = product.configurable_children.find((x) => x.sku === v.sku);
    if (!c) return [];
    const variant = variantAsProduct(product, c);
    const image = productImagePath(variant.image, IMAGE_SIZES.productGallery);
    return [
      {
        name: `${product.name} ${v.label}`,
        offer: { ...offerOf(variant, absoluteUrl(store, v.href, cfg)), currency },
        image: image === undefined ? undefined : absoluteUrl(store, image, cfg),
      },
    ];
  });
  const ld =
    groupVariants.length > 0
      ? productGroupLd({
          ...common,
          name: product.name,
          groupId: product.sku,
          variesBy: product.configurable_options.map((o) => o.attribute_code),
          variants: groupVariants,
        })
      : productLd({
          ...common,
          name: title,
          sku: variantName ? shown.sku : product.sku,
          ean: shown.ean,
          offers: [{ ...offerOf(shown, meta.canonical, { price: shownNow, parts }), currency }],
          ...(variantName ? { groupId: product.sku } : {}),
        });
  const grouped = groupedMembers(product, catalog);
  return {
    meta,
    name: product.name,
    shown,
    variantName,
    line: lineOf(product),
    price,
    parts,
    stock,
    gallery,
    variants,
    // The storefront always filters unavailable variants out (their links are removed), so filtering is on.
    variantsError: variantsError(product, { filterVariants: true, showOutOfStock }) ? t('error.noVariants') : undefined,
    bundle: bundleGroups(product, catalog),
    grouped,
    cartItems: cartItemsToAdd(product, child, (sku) => grouped.some((member) => member.sku === sku)),
    description: descriptionParagraphs(product.description),
    content: productContentView({
      catalog,
      product,
      cards: catalogCardOptions(store, catalog, priceContext.now, settings),
      exists: inPublicDir,
    }),
    jsonLd: [ld, organizationLd(store, homePath, cfg)].map(jsonLdText),
  };
}
