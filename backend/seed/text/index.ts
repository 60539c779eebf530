/** The vocabulary of every catalogue language. */
import type { Lang, MessageLang, ProductLineCode } from '../../../src/config/index.ts';
import { t } from '../../../src/i18n/index.ts';
import type { Vocab } from './types.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { hr } from './hr.ts';
import { pl } from './pl.ts';
import { ro } from './ro.ts';
import { uk } from './uk.ts';

export const VOCABULARY: Readonly<Record<Lang, Vocab>> = { pl, en, fr, hr, ro, uk };

export function vocab(lang: Lang): Vocab {
  return VOCABULARY[lang];
}

/** A size as the language writes it ('50 ml', '50 мл'): names, size options and variant labels. */
export function sizeText(ml: number, v: Pick<Vocab, 'millilitres'>): string {
  return `${ml} ${v.millilitres}`;
}

/** Replaces `{key}` placeholders. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * A product line's name as the storefront's badges name it (its catalogue's `line.{code}`), so that the seria
 * attribute's options (the filters) and the content's line records (menu and home tiles) read the same.
 */
export function lineLabel(lang: MessageLang, code: ProductLineCode): string {
  return t(lang, `line.${code}`);
}
