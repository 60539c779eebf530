/**
 * What each content screen shows, from a store view's content and catalogue at `now` (the build time):
 * composition only; the rules are src/domain's and the parsing is this folder's.
 */
import type { Config, StoreView } from '../../config/index.ts';
import { bySkus, cardData, type CardData } from '../../catalog/index.ts';
import { showsContentPrices } from '../../domain/content/content-currency.ts';
import { priceFaces, type PriceFaces } from '../../domain/price/format.ts';
import type { Screen } from '../../routing/index.ts';
import type { StoreCatalog } from '../catalog/collections.ts';
import { infoBoxes, publishedAmbassador, safeInfo, type AmbassadorView, type InfoBoxView, type SafeInfoView } from './brand.ts';
import { boxById, visibleOffers, type OfferView } from './offers.ts';
import { shopsByCountry, type ShopGroup } from './shops.ts';
import { staticPageByIdentifier, staticPages } from './static-pages.ts';
import { orderedStreams, type StreamLists } from './streams.ts';

export interface BoxView {
  readonly header: string | undefined;
  /** The call to action (`content_cta`): the label of the set's add-to-cart button, which the cart island draws. */
  readonly cta: string | undefined;
  /** The set's products as the content lists them (the cart adds them all, whether or not each has a card). */
  readonly skus: readonly string[];
  /** Final and original price of the set, formatted like the catalogue's prices, each with its mobile face (priceFaces). */
  readonly finalPrice: PriceFaces | undefined;
  readonly originalPrice: PriceFaces | undefined;
  readonly multipack: boolean;
  readonly cards: readonly CardData[];
  readonly gift: { readonly sku: string; readonly card: CardData | undefined } | undefined;
}

export type ContentView =
  | { readonly kind: 'offers'; readonly offers: readonly (OfferView & { readonly href: string })[] }
  | { readonly kind: 'offer'; readonly offer: OfferView; readonly box: BoxView | undefined; readonly cards: readonly CardData[] }
  | { readonly kind: 'html'; readonly html: string | undefined }
  | { readonly kind: 'boxes'; readonly boxes: readonly InfoBoxView[] }
  | { readonly kind: 'ambassador'; readonly ambassador: AmbassadorView }
  | { readonly kind: 'safe'; readonly info: SafeInfoView | undefined; readonly entriesHeading: 'payments' | 'shippings' }
  | { readonly kind: 'shops'; readonly groups: readonly ShopGroup[] }
  | { readonly kind: 'streams'; readonly streams: StreamLists };

/** The screens of this folder. */
export const CONTENT_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  'special-offers',
  'special-offer',
  'delivery-costs',
  'payment-methods',
  'cms-page',
  'about',
  'studies',
  'values',
  'ambassador',
  'safe-payment',
  'safe-delivery',
  'external-shops',
  'streams',
]);

export type ViewData = Pick<StoreCatalog, 'products' | 'taxRules' | 'linked' | 'attributes' | 'content'>;

export interface ViewContext {
  readonly store: StoreView;
  /** Every store view served (whose content amounts are in which currency: showsContentPrices). */
  readonly storeViews: readonly StoreView[];
  readonly data: ViewData;
  readonly now: Date;
  readonly settings: Pick<Config['settings'], 'stockSync' | 'urlDispatcher' | 'appendStoreCode'>;
}

function cards(skus: readonly string[], { store, data, now, settings }: ViewContext): CardData[] {
  const options = { store, now, taxRules: data.taxRules, linked: data.linked, attributes: data.attributes, ...settings };
  return bySkus(data.products, skus).map((p) => cardData(p, options));
}

/**
 * An offer's box: its prices in the store view's currency (none where the content's amounts are in another:
 * showsContentPrices), its products, its gift and the multipack flag.
 */
export function boxView(offer: Pick<OfferView, 'boxId'>, ctx: ViewContext): BoxView | undefined {
  const box = boxById(ctx.data.content('boxes'), offer.boxId);
  if (!box) return undefined;
  const priced = showsContentPrices(ctx.store, ctx.storeViews);
  const money = (amount: number | undefined) =>
    amount === undefined || !priced ? undefined : priceFaces(amount, { locale: ctx.store.locale, currency: ctx.store.currency });
  const gift = box.gift_sku ? { sku: box.gift_sku, card: cards([box.gift_sku], ctx)[0] } : undefined;
  return {
    header: box.header,
    cta: box.content_cta,
    skus: box.products,
    finalPrice: money(box.final_price),
    originalPrice: box.original_price !== box.final_price ? money(box.original_price) : undefined,
    multipack: box.multipack === true,
    cards: cards(box.products, ctx),
    gift,
  };
}

/** The offer of an entry id among the visible ones. */
export function offerOf(ctx: ViewContext, entryId: string): OfferView | undefined {
  return visibleOffers(ctx.data.content('special_offers'), ctx.now).find((o) => o.id === entryId);
}

/**
 * The view of a content screen; `entryId` names the offer or static page of the slugged screens, and
 * `offerHref` gives an offer's path. Undefined when a slugged screen's entry is not there.
 */
export function contentView(
  screen: Screen,
  entryId: string,
  ctx: ViewContext,
  offerHref: (slug: string) => string,
): ContentView | undefined {
  const content = (section: string) => ctx.data.content(section);
  switch (screen) {
    case 'special-offers':
      return {
        kind: 'offers',
        offers: visibleOffers(content('special_offers'), ctx.now).map((o) => ({ ...o, href: offerHref(o.slug) })),
      };
    case 'special-offer': {
      const offer = offerOf(ctx, entryId);
      return offer ? { kind: 'offer', offer, box: boxView(offer, ctx), cards: cards(offer.skus, ctx) } : undefined;
    }
    case 'cms-page': {
      const page = staticPages(content('static_pages')).find((p) => p._id === entryId);
      return page ? { kind: 'html', html: page.content } : undefined;
    }
    case 'delivery-costs':
    case 'payment-methods':
      return { kind: 'html', html: staticPageByIdentifier(content('static_pages'), screen)?.content };
    case 'about':
    case 'studies':
    case 'values':
      return { kind: 'boxes', boxes: infoBoxes(content(screen)) };
    case 'ambassador': {
      const ambassador = publishedAmbassador(content('ambassador'));
      return ambassador ? { kind: 'ambassador', ambassador } : undefined;
    }
    case 'safe-payment':
      return { kind: 'safe', info: safeInfo(content('safe_payment'), 'payments'), entriesHeading: 'payments' };
    case 'safe-delivery':
      return { kind: 'safe', info: safeInfo(content('safe_delivery'), 'shippings'), entriesHeading: 'shippings' };
    case 'external-shops':
      return { kind: 'shops', groups: shopsByCountry(content('external_shops'), ctx.store.taxCountry, ctx.store.locale) };
    case 'streams':
      return { kind: 'streams', streams: orderedStreams(content('streams'), ctx.now) };
    default:
      return undefined;
  }
}
