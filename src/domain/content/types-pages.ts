/**
 * Content entities of content-driven pages (spec 000 §3 "Content entities"): product content, boxes,
 * special offers, category, need, blog, static and landing pages, pharmacies and other editorial blocks.
 */
import type { ContentBox, ContentImage, ProductBenefits, PublicationWindow, Seo } from './types-home.ts';

export interface ProductContent {
  readonly product_title?: string;
  readonly sku: string;
  readonly content_boxes?: readonly ContentBox[];
  readonly video?: string;
  readonly gallery?: readonly ContentImage[];
  readonly expert_tips?: readonly ContentBox[];
  readonly complementary_skus?: readonly string[];
  readonly leaflet?: string;
  readonly benefits?: ProductBenefits;
  readonly shops?: readonly { readonly name: string; readonly url: string }[];
}

/** An offer bundle. */
export interface Box {
  readonly id: string;
  readonly content_cta?: string;
  readonly final_price?: number;
  readonly gift_sku?: string;
  readonly header?: string;
  readonly original_price?: number;
  readonly products: readonly string[];
  readonly multipack?: boolean;
}

export interface SpecialOffer {
  readonly slug?: string;
  readonly header_images?: readonly ContentImage[];
  readonly products?: readonly { readonly sku: string; readonly slug?: string }[];
  readonly banner?: ContentImage;
  readonly lead?: string;
  readonly dropdown?: readonly ContentBox[];
  readonly box?: Box;
  readonly skus?: readonly string[];
  readonly publication: PublicationWindow;
}

export type TitleOrientation = 'left' | 'right' | 'default';

export interface CategoryPage {
  readonly slug: string;
  readonly box?: Box;
  readonly content_boxes?: readonly ContentBox[];
  readonly expert_preview?: ContentBox;
  readonly expert_tip?: ContentBox;
  readonly header?: { readonly title?: string; readonly title_orientation?: TitleOrientation };
  readonly banner?: ContentImage;
  readonly lead?: string;
  readonly seo?: Seo;
}

export interface NeedPage {
  readonly slug: string;
  readonly parent_slug?: string;
  readonly content_boxes?: readonly ContentBox[];
  readonly header?: string;
  readonly lead?: string;
}

export interface BlogPost {
  readonly slug: string;
  readonly category: string;
  readonly preview: { readonly image?: ContentImage; readonly title: string; readonly excerpt?: string };
  readonly content: { readonly description?: string; readonly items?: readonly ContentBox[] };
  readonly seo?: Seo;
}

export interface StaticPage {
  readonly slug: string;
  readonly content: string;
}

export interface ExpertInfo {
  readonly description?: string;
  readonly images?: readonly ContentImage[];
  readonly title?: string;
}

export interface Pharmacy {
  readonly id: string;
  readonly name: string;
  readonly address_city: string;
  readonly address_postcode?: string;
  readonly address_street?: string;
  readonly coordinates_x?: number;
  readonly coordinates_y?: number;
  readonly open_day_hours?: string;
  readonly country?: string;
}

/** An about, studies or values box. */
export interface InfoBox {
  readonly asset?: string;
  readonly alt?: string;
  readonly content?: string;
}

export interface Ambassador {
  readonly published?: boolean;
  readonly image?: ContentImage;
  readonly headings?: readonly string[];
  readonly questions?: readonly { readonly question: string; readonly answer: string }[];
}

/** The safe-payment and safe-delivery pages. */
export interface SafeInfoPage {
  readonly header?: string;
  readonly texts?: readonly string[];
  readonly entries?: readonly { readonly name: string; readonly image?: ContentImage; readonly text?: string }[];
}

/** A series landing page or an emotopic landing page. */
export interface LandingPage {
  readonly slug: string;
  readonly section_titles?: Readonly<Record<string, string>>;
  readonly faq?: readonly { readonly question: string; readonly answer: string }[];
  readonly reviews?: readonly { readonly author: string; readonly text: string; readonly rating?: number }[];
  readonly buy_together?: { readonly title?: string; readonly skus: readonly string[] };
  readonly product_lists?: readonly { readonly title?: string; readonly skus: readonly string[] }[];
  readonly gift_sku?: string;
  /** Section identifiers in display order. */
  readonly layout_order?: readonly string[];
}

export interface ExternalShop {
  readonly url: string;
  readonly domain: string;
  readonly image?: string;
  readonly country: string;
}

export interface Stream {
  readonly id: string;
  readonly title: string;
  readonly image?: string;
  readonly description?: string;
  /** ISO date (YYYY-MM-DD) and time (HH:MM). */
  readonly date?: string;
  readonly hour?: string;
}
