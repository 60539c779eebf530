/**
 * What a landing page shows, from its content entry and the store view's catalogue: its sections in the
 * layout order of the entry (landingSectionOrder), each with its title (the entry's section title, else
 * the store view's text), product lists and the buy-together block as product cards (products visible in
 * the store view, unknown SKUs skipped), the gift SKU as the gift product, the FAQ and the reviews.
 * A series page of a product line (its slug is the line's slug) shows the line's colour, label and
 * products; a series page of no line is the overview of every line. Another page whose products are all of one
 * line (the hair-loss pages: the hair line) takes that line's colour for its accents (LOOK.md).
 */
import { PRODUCT_LINES, type Config, type StoreView } from '../../config/index.ts';
import { bySkus, cardData, catalogCardOptions, productsOfLine, type CardData, type CatalogProduct } from '../../catalog/index.ts';
import { landingSectionOrder } from '../../domain/content/landing.ts';
import { translator, type MessageKey } from '../../i18n/index.ts';
import type { StoreCatalog } from '../catalog/collections.ts';
import { BANNER_SIZES, bannerView, type BannerView } from '../content/banner.ts';
import { lineHref } from '../home/links.ts';
import type { LandingEntry, LandingSection } from './landing-content.ts';

/** The header image of a landing entry (decorative: the page's h1 names the page). */
export function landingBanner(entry: Pick<LandingEntry, 'header_image'>): BannerView | undefined {
  return entry.header_image ? bannerView(entry.header_image, BANNER_SIZES.landing) : undefined;
}

export interface LineView {
  readonly code: string;
  readonly color: string;
  readonly label: string;
  /** Where every product of the line is listed (the search listing filtered by the line), if anywhere. */
  readonly href: string | undefined;
}

export interface ProductListView {
  readonly title: string;
  readonly cards: readonly CardData[];
}

export type SectionView =
  | {
      readonly name: 'header';
      readonly title: string | undefined;
      /** The introduction (HTML from content). */
      readonly text: string | undefined;
      readonly image: BannerView | undefined;
      readonly line: LineView | undefined;
      readonly lines: readonly LineView[];
    }
  | { readonly name: 'products'; readonly title: string; readonly lists: readonly ProductListView[] }
  | {
      readonly name: 'buy_together';
      readonly title: string;
      readonly cards: readonly CardData[];
      readonly gift: { readonly title: string; readonly card: CardData } | undefined;
    }
  | { readonly name: 'faq'; readonly title: string; readonly entries: LandingEntry['faq'] }
  | { readonly name: 'reviews'; readonly title: string; readonly reviews: LandingEntry['reviews'] };

export interface LandingView {
  readonly title: string;
  /** The product line of a series page, when its slug is a line's. */
  readonly line: LineView | undefined;
  /** The colour of the page's accents (landingAccent), when it has a line's. */
  readonly accent: string | undefined;
  readonly sections: readonly SectionView[];
}

export interface LandingViewContext {
  readonly store: StoreView;
  readonly data: Pick<StoreCatalog, 'products' | 'taxRules' | 'linked' | 'attributes'>;
  readonly now: Date;
  readonly settings: Pick<Config['settings'], 'stockSync' | 'urlDispatcher' | 'appendStoreCode'>;
  /** The slugs of the series pages the store view builds (the overview links the lines to them). */
  readonly seriesSlugs: ReadonlySet<string>;
}

function cardsOf(products: readonly CatalogProduct[], { store, data, now, settings }: LandingViewContext): CardData[] {
  const options = catalogCardOptions(store, data, now, settings);
  return products.map((p) => cardData(p, options));
}

function lineView(line: (typeof PRODUCT_LINES)[number], ctx: LandingViewContext, href: string | undefined): LineView {
  return { code: line.code, color: line.color, label: translator(ctx.store.wording)(line.labelKey as MessageKey), href };
}

/** The product line a series page presents: the line whose slug is the page's slug. */
export function lineOfSeries(entry: Pick<LandingEntry, 'type' | 'slug'>): (typeof PRODUCT_LINES)[number] | undefined {
  return entry.type === 'series' ? PRODUCT_LINES.find((l) => l.slug === entry.slug) : undefined;
}

type Built = { readonly [S in LandingSection]: Extract<SectionView, { name: S }> | undefined };

function sectionsOf(entry: LandingEntry, ctx: LandingViewContext, line: LineView | undefined): Built {
  const t = translator(ctx.store.wording);
  const title = (name: LandingSection, fallback: MessageKey) => entry.section_titles[name] ?? t(fallback);
  const skus = (list: readonly string[]) => cardsOf(bySkus(ctx.data.products, list), ctx);
  const overview = entry.type === 'series' && line === undefined;
  const lines = overview ? PRODUCT_LINES.map((l) => lineView(l, ctx, lineHref(ctx.store.code, l.code, ctx.seriesSlugs))) : [];
  const productsTitle = title('products', 'landing.products');
  const lineList = line
    ? [
        {
          title: t('landing.lineProducts', { line: line.label }),
          cards: cardsOf(productsOfLine(ctx.data.products, line.code), ctx),
        },
      ]
    : [];
  const lists = [...lineList, ...entry.product_lists.map((l) => ({ title: l.title ?? productsTitle, cards: skus(l.skus) }))];
  const filled = lists.filter((l) => l.cards.length > 0);
  const together = skus(entry.buy_together?.skus ?? []);
  const giftCard = entry.gift_sku ? skus([entry.gift_sku])[0] : undefined;
  const gift = giftCard ? { title: entry.gift_title ?? t('landing.gift'), card: giftCard } : undefined;
  const image = landingBanner(entry);
  return {
    header:
      image || entry.header_text || line || lines.length > 0 || entry.section_titles['header']
        ? { name: 'header', title: entry.section_titles['header'], text: entry.header_text, image, line, lines }
        : undefined,
    products: filled.length > 0 ? { name: 'products', title: productsTitle, lists: filled } : undefined,
    buy_together:
      together.length > 0 || gift
        ? { name: 'buy_together', title: entry.buy_together?.title ?? t('landing.buyTogether'), cards: together, gift }
        : undefined,
    faq: entry.faq.length > 0 ? { name: 'faq', title: title('faq', 'landing.faq'), entries: entry.faq } : undefined,
    reviews:
      entry.reviews.length > 0
        ? { name: 'reviews', title: title('reviews', 'landing.reviews'), reviews: entry.reviews }
        : undefined,
  };
}

/** The product cards a landing page shows: its product lists', its buy-together block's and its gift's. */
function cardsShown(sections: readonly SectionView[]): CardData[] {
  return sections.flatMap((section) => {
    if (section.name === 'products') return section.lists.flatMap((list) => list.cards);
    if (section.name === 'buy_together') return section.gift ? [...section.cards, section.gift.card] : [...section.cards];
    return [];
  });
}

/**
 * The colour of a landing page's accents (LOOK.md: a line's colour for its landing pages' accents): its series
 * line's; else, when it shows products and every one of them is of the same line, that line's; else none (the
 * brand's accent).
 */
export function landingAccent(line: LineView | undefined, sections: readonly SectionView[]): string | undefined {
  if (line) return line.color;
  const lines = new Set(cardsShown(sections).map((card) => card.line?.color));
  const [only] = lines;
  return lines.size === 1 ? only : undefined;
}

/**
 * The view of a landing page: its title, its line (series pages), the colour of its accents and its sections in
 * the entry's layout order.
 */
export function landingView(entry: LandingEntry, ctx: LandingViewContext): LandingView {
  const found = lineOfSeries(entry);
  const line = found ? lineView(found, ctx, lineHref(ctx.store.code, found.code, new Set())) : undefined;
  const built = sectionsOf(entry, ctx, line);
  const available = new Set((Object.keys(built) as LandingSection[]).filter((name) => built[name] !== undefined));
  const sections = landingSectionOrder(entry.layout_order, available).flatMap((name) => built[name] ?? []);
  return { title: entry.title, line, accent: landingAccent(line, sections), sections };
}
