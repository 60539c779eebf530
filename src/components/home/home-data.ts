/**
 * What the home screen and the mega-menu of a store view show, from the build's collections at `now`
 * (the build time): composition only — the rules are src/domain's and the lists src/catalog's.
 */
import { config, defaultStoreView, LISTS, type Config, type StoreCode, type StoreView } from '../../config/index.ts';
import { cardData, catalogCardOptions, memoOn, newestProducts, specialProducts, type CardData } from '../../catalog/index.ts';
import type { Product } from '../../domain/catalog/index.ts';
import { isShownOnStore } from '../../domain/content/visibility.ts';
import { translator, type MessageKey } from '../../i18n/index.ts';
import type { StoreCatalog } from '../catalog/collections.ts';
import {
  blogTeaser,
  experts,
  instagramTiles,
  lineEntries,
  menuLinks,
  productBlock,
  recommended,
  seriesLandingSlugs,
  visibleHeroSlides,
  type BlogTeaserContent,
  type ExpertContent,
  type HeroSlideView,
  type InstagramTileContent,
  type RecommendedContent,
} from './content.ts';
import { blogArticleHref, contentHref } from './links.ts';
import { megaMenu, type MegaMenu, type MenuGroup } from './menu.ts';
import { fixedPagePaths } from '../pages/static-pages.ts';
import { contentPaths } from '../pages/content-routes.ts';
import { reportDropped } from '../pages/parse.ts';
import { buildInstant } from '../../config/build-instant.ts';
import { blogData } from '../blog/blog-data.ts';
import { storeBlogPaths } from '../blog/paths.ts';
import { landingPaths } from '../landing/landing-paths.ts';
import { isPublished } from '../../layouts/published.ts';
import { routesFor } from '../../routing/index.ts';

type Data = Pick<StoreCatalog, 'categories' | 'needs' | 'content' | 'categoryPaths' | 'needPaths' | 'productPaths'>;

/** Mega-menus already built, per collections object and store view: every page of a store view shows the same one. */
const menus = memoOn((_data: Data) => new Map<string, MegaMenu>());

/** The mega-menu of a store view (built once per build and store view). */
export function storeMenu(store: StoreView, data: Data): MegaMenu {
  const built = menus(data);
  const known = built.get(store.code);
  if (known) return known;
  const menu = buildMenu(store, data);
  built.set(store.code, menu);
  return menu;
}

/**
 * The pages of a store view a menu redirect may lead to: its published pages without parameters, its content
 * pages (CMS pages, visible offers, the ambassador), its blog pages and landing pages, and its category, need and
 * product pages.
 */
export function menuTargets(store: StoreView, data: Data, cfg: Config = config(), now = buildInstant()): Set<string> {
  return new Set([
    ...routesFor(store.code)
      .filter((r) => r.params.length === 0 && isPublished(r, cfg))
      .map((r) => r.path),
    ...contentPaths(store.code, (s) => data.content(s), now).map((p) => p.path),
    ...storeBlogPaths(store.code, data).map((p) => `/${p.params.path}`),
    ...landingPaths(store.code, data.content('landing_pages'), now).map((p) => p.path),
    ...[...data.categoryPaths, ...data.needPaths, ...data.productPaths].map((p) => p.path),
  ]);
}

function buildMenu(store: StoreView, data: Data): MegaMenu {
  const t = translator(store.wording);
  const entries = data.content('mega_menu');
  return megaMenu({
    store: store.code,
    categories: data.categories,
    needs: data.needs,
    lines: lineEntries(data.content('lines')),
    links: menuLinks(data.content('mega_menu')),
    seriesSlugs: seriesLandingSlugs(data.content('landing_pages')),
    fixedPages: fixedPagePaths(store.code, data.content('static_pages')),
    built: menuTargets(store, data),
    report: (entry, reason) => reportDropped(entries, entry._id ?? entry.label, [reason]),
    labels: { categories: t('header.categories'), needs: t('header.needs'), lines: t('header.lines') },
    lineLabel: (code) => t(`line.${code}` as MessageKey),
  });
}

/**
 * The newest block's products: the block's SKUs; when it names none and a category is configured
 * (HOME_NEW_PRODUCTS_CATEGORY, spec 000 §9 "categories named in configuration"), that category's products
 * newest created first, at most a listing page (LISTS.productPageSize); else the products marked new.
 */
export function newestBlockProducts<T extends Product>(
  products: readonly T[],
  skus: readonly string[],
  category: number | undefined,
): T[] {
  const fromCategory = skus.length === 0 && category !== undefined;
  return newestProducts(products, { skus, category, limit: fromCategory ? LISTS.productPageSize : undefined });
}

export interface ProductsBlockView {
  readonly title: string;
  readonly subtitle: string | undefined;
  readonly cards: readonly CardData[];
}

export interface HomeView {
  readonly slides: readonly (HeroSlideView & { href: string | undefined })[];
  readonly newest: ProductsBlockView | undefined;
  readonly special: ProductsBlockView | undefined;
  readonly recommended: (RecommendedContent & { href: string | undefined }) | undefined;
  readonly expert: ExpertContent | undefined;
  readonly teaser: (BlogTeaserContent & { readonly href: string }) | undefined;
  readonly lines: readonly MenuGroup[];
  readonly instagram: readonly InstagramTileContent[];
}

/**
 * The blog teaser with its article's link; none, and the build names it, when the blog does not build the
 * article it names (blogArticleHref): a teaser whose article cannot be read is dropped, as an invalid one is.
 */
export function linkedTeaser(
  store: StoreCode,
  data: Pick<StoreCatalog, 'content'>,
): (BlogTeaserContent & { readonly href: string }) | undefined {
  const value = data.content('blog_teaser');
  const teaser = blogTeaser(value);
  if (!teaser) return undefined;
  const href = blogArticleHref(store, teaser.category, teaser.slug, blogData(store, data).posts);
  if (href) return { ...teaser, href };
  const names = `category "${teaser.category}", slug "${teaser.slug}"`;
  reportDropped(value, 'blog_teaser', [`the blog builds no article of ${names}`]);
  return undefined;
}

/** Every block of the home screen of a store view at `now`; an absent or empty block is undefined or empty. */
export function homeView(store: StoreView, data: StoreCatalog, now: Date, cfg: Config = config()): HomeView {
  const content = data.content.bind(data);
  const cardOptions = catalogCardOptions(store, data, now, cfg.settings);
  const block = (kind: 'newest' | 'special'): ProductsBlockView | undefined => {
    const entry = productBlock(content('product_blocks'), kind);
    if (!entry) return undefined;
    // Each product's card, made once (the special block reads its price to tell whether it is on special).
    const cards = new Map<Product, CardData>();
    const card = (p: Product): CardData => cards.get(p) ?? cards.set(p, cardData(p, cardOptions)).get(p)!;
    const products =
      kind === 'newest'
        ? newestBlockProducts(data.products, entry.skus, cfg.settings.homeNewProductsCategory)
        : // On special as its card shows it: a configurable product by the variant its card shows.
          specialProducts(data.products, now, { skus: entry.skus, onSpecial: (p) => card(p).price.special !== undefined });
    return { title: entry.title, subtitle: entry.subtitle, cards: products.map(card) };
  };
  const menu = storeMenu(store, data);
  const defaultCode = defaultStoreView(cfg).code;
  const rec = recommended(content('recommended'));
  const teaser = isShownOnStore('blogTeaser', store.code, defaultCode) ? linkedTeaser(store.code, data) : undefined;
  return {
    slides: visibleHeroSlides(content('hero_slides'), now).map((s) => ({
      ...s,
      href: s.button ? contentHref(store.code, s.button.href, data.categories) : undefined,
    })),
    newest: block('newest'),
    special: block('special'),
    // The recommended block's button has no link in content: it opens the first top category's listing.
    recommended: rec ? { ...rec, href: menu.sections.find((s) => s.id === 'categories')?.groups[0]?.href } : undefined,
    expert: isShownOnStore('expert', store.code, defaultCode) ? experts(content('experts'))[0] : undefined,
    teaser,
    lines: menu.sections.find((s) => s.id === 'lines')?.groups ?? [],
    instagram: instagramTiles(content('instagram')),
  };
}
