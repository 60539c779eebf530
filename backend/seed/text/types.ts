/** The vocabulary a language file supplies to the generator (product, category, attribute and content texts). */
import type { ProductLineCode } from '../../../src/config/index.ts';

export const PRODUCT_KINDS = ['cream', 'emulsion', 'serum', 'shampoo', 'sunFluid', 'washGel', 'balm', 'set'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const CATEGORY_KEYS = [
  'face',
  'cleansing',
  'gels',
  'micellar',
  'creams',
  'dayCreams',
  'nightCreams',
  'serums',
  'body',
  'emollients',
  'lotions',
  'balms',
  'washing',
  'hair',
  'shampoos',
  'antiDandruff',
  'hairLoss',
  'scalp',
  'sun',
  'faceSun',
  'bodySun',
  'kidsSun',
  'baby',
  'babyWash',
  'babyEmollients',
  'sets',
  'giftSets',
  'men',
  'needs',
  'skinProblems',
  'drySkin',
  'atopicSkin',
  'acneSkin',
  'rosaceaSkin',
  'hairProblems',
  'hairLossNeed',
  'dandruff',
  'protection',
  'sunAllergy',
  'afterRadiotherapy',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const COLOR_KEYS = ['light', 'natural', 'beige', 'golden', 'transparent'] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];
export const SKIN_KEYS = ['dry', 'oily', 'sensitive', 'combination', 'normal'] as const;
export type SkinKey = (typeof SKIN_KEYS)[number];
export const AGE_KEYS = ['baby', 'child', 'adult', 'senior'] as const;
export type AgeKey = (typeof AGE_KEYS)[number];
export const ATTRIBUTE_LABEL_KEYS = ['color', 'seria', 'day_night', 'size', 'skin_type', 'age_group', 'new', 'sale'] as const;
export type AttributeLabelKey = (typeof ATTRIBUTE_LABEL_KEYS)[number];
export const STATIC_PAGE_KEYS = ['deliveryCosts', 'paymentMethods', 'terms', 'privacy', 'returns', 'cookies'] as const;
export type StaticPageKey = (typeof STATIC_PAGE_KEYS)[number];

/** [question, answer] */
export type Qa = readonly [string, string];

export interface Vocab {
  readonly kinds: Readonly<Record<ProductKind, string>>;
  /** Line labels ("atopic skin"), one per product line. */
  readonly lines: Readonly<Record<ProductLineCode, string>>;
  /** Ingredient phrases that follow the kind in a name ("with ceramides"); 8 entries. */
  readonly ingredients: readonly string[];
  /** Description sentences with {kind}, {series}, {ingredient}, {line}, {size} placeholders. */
  readonly descriptions: readonly string[];
  readonly categories: Readonly<Record<CategoryKey, string>>;
  readonly colors: Readonly<Record<ColorKey, string>>;
  /** day, night, day and night */
  readonly dayNight: readonly [string, string, string];
  readonly skinTypes: Readonly<Record<SkinKey, string>>;
  readonly ageGroups: Readonly<Record<AgeKey, string>>;
  readonly attributeLabels: Readonly<Record<AttributeLabelKey, string>>;
  /** The millilitre unit as the language writes it after a size ('ml'; Ukrainian 'мл'). */
  readonly millilitres: string;
  readonly yesNo: readonly [string, string];
  readonly home: {
    readonly heroTitles: readonly [string, string, string];
    readonly heroDescription: string;
    readonly heroButton: string;
    readonly newestTitle: string;
    readonly newestSubtitle: string;
    readonly specialTitle: string;
    readonly specialSubtitle: string;
    readonly topBar: readonly [string, string, string];
    readonly expertSpecialization: string;
    readonly expertExcerpt: string;
    readonly recommendedTitle: string;
    readonly recommendedSubtitle: string;
    readonly recommendedDescription: string;
    readonly recommendedButton: string;
  };
  readonly product: {
    readonly boxTitles: readonly [string, string, string];
    readonly boxText: string;
    readonly benefits: readonly [string, string];
    readonly expertTip: string;
    readonly metaDescription: string;
  };
  readonly offers: {
    readonly titles: readonly [string, string, string, string];
    readonly lead: string;
    readonly dropdowns: readonly [string, string];
    readonly boxHeader: string;
    readonly boxCta: string;
    readonly lowestPriceNote: string;
  };
  readonly blog: {
    readonly categories: readonly [string, string, string, string];
    /** Ten topics; a title is an angle template applied to a topic. */
    readonly topics: readonly string[];
    /** Angle templates with {topic}; 4 entries. */
    readonly angles: readonly string[];
    /** The headings of a post's sections, one for each paragraph after the first. */
    readonly sections: readonly [string, string, string];
    readonly paragraphs: readonly string[];
    readonly questions: readonly Qa[];
  };
  readonly pages: Readonly<Record<StaticPageKey, string>>;
  readonly pageText: string;
  readonly about: {
    readonly expertInfoTitle: string;
    readonly expertInfoText: string;
    readonly aboutBoxes: readonly [string, string, string];
    readonly studiesBoxes: readonly [string, string, string];
    readonly valuesBoxes: readonly [string, string, string];
    readonly ambassadorHeadings: readonly [string, string];
    readonly ambassadorQuestions: readonly Qa[];
  };
  readonly safe: {
    readonly paymentHeader: string;
    readonly paymentText: string;
    readonly payments: readonly string[];
    readonly deliveryHeader: string;
    readonly deliveryText: string;
    readonly shippings: readonly string[];
  };
  readonly landing: {
    readonly emotopic: readonly [string, string, string];
    readonly hairLoss: readonly [string, string, string, string];
    readonly series: string;
    readonly sections: readonly [string, string, string, string];
    readonly faq: readonly Qa[];
    readonly reviews: readonly string[];
    readonly buyTogether: string;
    readonly gift: string;
    /** The header section's introduction of every landing page. */
    readonly intro: string;
  };
  readonly streams: { readonly titles: readonly [string, string, string]; readonly description: string };
  /**
   * Opening-hours line with {from} and {to} hours for weekdays, {satFrom} and {satTo} for Saturday; a word joiner
   * (U+2060) on each side of a range's dash and a no-break space before the hours keep a day and its hours on one line.
   */
  readonly openHours: string;
}
