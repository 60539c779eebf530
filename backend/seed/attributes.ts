/** Product attributes with localized labels and options: color (with Pantone), seria, day_night, size, skin_type, age_group. */
import { PRODUCT_LINES, type MessageLang, type ProductLineCode } from '../../src/config/index.ts';
import { AGE_KEYS, COLOR_KEYS, SKIN_KEYS, type AgeKey, type ColorKey, type SkinKey, type Vocab } from './text/types.ts';
import { lineLabel, sizeText } from './text/index.ts';

export const ATTRIBUTE_IDS = {
  color: 93,
  size: 140,
  seria: 150,
  day_night: 151,
  skin_type: 152,
  age_group: 153,
  new: 154,
  sale: 155,
} as const;
export type AttributeCode = keyof typeof ATTRIBUTE_IDS;

/** Pantone references and swatch colours of the tinted variants. */
export const COLOR_SWATCHES: Readonly<Record<ColorKey, { readonly pantone: string; readonly hex: string }>> = {
  light: { pantone: '7506 C', hex: '#f2e1c6' },
  natural: { pantone: '7508 C', hex: '#e3c28f' },
  beige: { pantone: '7502 C', hex: '#d8bf92' },
  golden: { pantone: '7509 C', hex: '#d6a461' },
  transparent: { pantone: '663 C', hex: '#f4f1f6' },
};

export const SIZES_ML = [15, 30, 40, 50, 75, 100, 150, 200, 250, 400, 500] as const;

export const colorOptionId = (key: ColorKey): number => 50 + COLOR_KEYS.indexOf(key);
export const sizeOptionId = (ml: number): number => 300 + SIZES_ML.indexOf(ml as (typeof SIZES_ML)[number]);
/** The seria value of a line: its position in PRODUCT_LINES, from 1. */
export const seriaId = (code: ProductLineCode): number => PRODUCT_LINES.findIndex((l) => l.code === code) + 1;
export const skinOptionId = (key: SkinKey): number => 400 + SKIN_KEYS.indexOf(key);
export const ageOptionId = (key: AgeKey): number => 500 + AGE_KEYS.indexOf(key);

export interface AttributeOption {
  value: string;
  label: string;
  sort_order: number;
  [extra: string]: unknown;
}

export interface AttributeDoc {
  attribute_id: number;
  attribute_code: AttributeCode;
  frontend_input: string;
  frontend_label: string;
  default_frontend_label: string;
  is_user_defined: boolean;
  is_visible: boolean;
  is_visible_on_front: boolean;
  is_comparable: boolean;
  is_filterable: boolean;
  is_searchable: boolean;
  position: number;
  options: AttributeOption[];
}

/** The attribute documents of one store view. */
export function attributeDocs(v: Vocab, wording: MessageLang): AttributeDoc[] {
  const base = (
    code: AttributeCode,
    input: string,
    options: AttributeOption[],
    flags: Partial<AttributeDoc> = {},
  ): AttributeDoc => ({
    attribute_id: ATTRIBUTE_IDS[code],
    attribute_code: code,
    frontend_input: input,
    frontend_label: v.attributeLabels[code],
    default_frontend_label: v.attributeLabels[code],
    is_user_defined: true,
    is_visible: true,
    is_visible_on_front: true,
    is_comparable: true,
    is_filterable: true,
    is_searchable: false,
    position: Object.keys(ATTRIBUTE_IDS).indexOf(code),
    options,
    ...flags,
  });
  const yesNo: AttributeOption[] = [
    { value: '1', label: v.yesNo[0], sort_order: 0 },
    { value: '0', label: v.yesNo[1], sort_order: 1 },
  ];
  return [
    base(
      'color',
      'select',
      COLOR_KEYS.map((k, i) => ({
        value: String(colorOptionId(k)),
        label: v.colors[k],
        sort_order: i,
        pantone: COLOR_SWATCHES[k].pantone,
        swatch: COLOR_SWATCHES[k].hex,
      })),
    ),
    base(
      'size',
      'select',
      SIZES_ML.map((ml, i) => ({ value: String(sizeOptionId(ml)), label: sizeText(ml, v), sort_order: i })),
      { is_comparable: false },
    ),
    base(
      'seria',
      'select',
      PRODUCT_LINES.map((l, i) => ({
        value: String(i + 1),
        label: lineLabel(wording, l.code),
        sort_order: i,
        line_code: l.code,
        slug: l.slug,
        color: l.color,
      })),
    ),
    base(
      'day_night',
      'select',
      v.dayNight.map((label, i) => ({ value: String(i + 1), label, sort_order: i })),
    ),
    base(
      'skin_type',
      'multiselect',
      SKIN_KEYS.map((k, i) => ({ value: String(skinOptionId(k)), label: v.skinTypes[k], sort_order: i })),
    ),
    base(
      'age_group',
      'select',
      AGE_KEYS.map((k, i) => ({ value: String(ageOptionId(k)), label: v.ageGroups[k], sort_order: i })),
    ),
    base('new', 'boolean', yesNo, { is_user_defined: false, is_comparable: false }),
    base('sale', 'boolean', yesNo, { is_user_defined: false, is_comparable: false, is_visible: false }),
  ];
}
