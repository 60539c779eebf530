/** The vocabulary of every catalogue language. */
import type { Lang } from '../../../src/config/index.ts';
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
