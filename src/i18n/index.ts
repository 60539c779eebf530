/**
 * The typed message lookup: one catalogue per language and regional variant (src/config/stores.ts
 * MESSAGE_LANGS), English being the source of the keys. A store view's texts are read from its
 * `wording`.
 */
import type { Lang, MessageLang } from '../config/stores.ts';
import { interpolate } from './interpolate.ts';
import { en } from './messages/en.ts';
import { enUS } from './messages/en-us.ts';
import { fr } from './messages/fr.ts';
import { hr } from './messages/hr.ts';
import { pl } from './messages/pl.ts';
import { ro } from './messages/ro.ts';
import { uk } from './messages/uk.ts';
import type { MessageKey, MessageParams, Messages } from './types.ts';

export type { MessageKey, MessageParams, Messages } from './types.ts';
export { interpolate, placeholders } from './interpolate.ts';

/** Every catalogue by language and regional variant. */
export const catalogues: Readonly<Record<MessageLang, Messages>> = Object.freeze({
  pl,
  en,
  'en-US': enUS,
  fr,
  hr,
  ro,
  uk,
});

/** A bound lookup for one language. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * The text of `key` in `lang` with its `{name}` placeholders replaced by `params`; a placeholder
 * without a parameter stays as `{name}`.
 */
export function t(lang: MessageLang, key: MessageKey, params?: MessageParams): string {
  return interpolate(catalogues[lang][key], params);
}

/** The lookup bound to one language: `translator('pl')('route.cart.title')`. */
export function translator(lang: MessageLang): Translate {
  return (key, params) => t(lang, key, params);
}

/** A label and its colon as the language sets them: French puts a no-break space before it ("Prix\u00a0:"). */
export function withColon(lang: Lang, label: string): string {
  return lang === 'fr' ? `${label}\u00a0:` : `${label}:`;
}

/** Whether a string (an error's key, a zod issue message) is a message key. */
export function hasMessage(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Every message key, in the order of the English catalogue. */
export function messageKeys(): readonly MessageKey[] {
  return Object.keys(en) as MessageKey[];
}
