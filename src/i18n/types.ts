/**
 * Types of the message catalogues: the English catalogue is the source of the keys.
 */
import type { en } from './messages/en.ts';

/** Every message key of the storefront. */
export type MessageKey = keyof typeof en;

/** A complete catalogue: one text per key. */
export type Messages = { readonly [K in MessageKey]: string };

/** A translation of one area of the English catalogue: the same keys, any text. */
export type Translation<Area> = { readonly [K in keyof Area]: string };

/** Values substituted for `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;
