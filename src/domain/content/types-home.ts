/**
 * Content entities of the home page and shared content shapes (spec 000 §3 "Content entities").
 * Field names follow the specification where it names them (button_text, cms_id, ...) and the
 * content service's snake_case convention elsewhere. Every optional field may be missing in CMS data.
 */

/** A publication period; either end may be open (missing, null or empty). ISO 8601 date-time strings. */
export interface PublicationWindow {
  readonly from?: string | null;
  readonly to?: string | null;
}

/** An image reference (a path under the image proxy or an absolute URL) with its alternative text. */
export interface ContentImage {
  readonly path: string;
  readonly alt?: string;
}

/** A rich-text box used by many pages. `content` is HTML sanitised at build time. */
export interface ContentBox {
  readonly title?: string;
  readonly content?: string;
  readonly image?: ContentImage;
}

export interface Seo {
  readonly title?: string;
  readonly description?: string;
  /** FAQ-style questions (blog post seo). */
  readonly questions?: readonly { readonly question: string; readonly answer: string }[];
}

export interface HeroSlide {
  readonly background_images: readonly ContentImage[];
  readonly mobile_image?: ContentImage;
  readonly title?: string;
  readonly description?: string;
  readonly button_text?: string;
  readonly button_link?: string;
  readonly product_block?: {
    readonly category?: string;
    readonly image?: ContentImage;
    readonly subtitle?: string;
    readonly title?: string;
  };
  /** A simple slide shows only its image, without text overlay. */
  readonly simple?: boolean;
  readonly publication: PublicationWindow;
}

/** The newest-products and special-products blocks. */
export interface ProductsBlock {
  readonly title: string;
  readonly subtitle?: string;
  readonly skus: readonly string[];
}

export interface TopBar {
  readonly items: readonly string[];
}

export interface Expert {
  readonly excerpt?: string;
  readonly image: string;
  readonly alt?: string;
  readonly name: string;
  readonly specialization?: string;
}

export interface Recommended {
  readonly button_text: string;
  readonly description?: string;
  readonly subtitle: string;
  readonly title: string;
}

export interface BlogTeaser {
  readonly image: string;
  readonly alt: string;
  readonly preview_image?: string;
  readonly preview_title: string;
  readonly excerpt: string;
  /** The article slug (the link). */
  readonly slug: string;
  readonly category: string;
}

/** One product-line record in content (spec 000 §3 "Product lines"). */
export interface LineEntry {
  /** The line's slug. */
  readonly category: string;
  /** The line's seria number (a digit string is read as that number). */
  readonly cms_id: number;
  readonly color: string;
  readonly label: string;
  readonly lang: string;
}

export interface Lines {
  readonly items: readonly LineEntry[];
}

export interface InstagramTile {
  readonly is_published: boolean;
  readonly image: string;
  readonly link: string;
  readonly alt?: string;
}

export interface MegaMenuLink {
  readonly label: string;
  readonly parent_slug?: string;
  readonly redirect?: string;
  readonly style_type?: string;
}

export interface ProductBenefits {
  readonly benefit_1?: string;
  readonly benefit_2?: string;
}
