/**
 * Landing-page rules (spec 000 §3 "Series page, emotopic page": section titles, FAQ, reviews, buy-together
 * block, product lists, gift SKU, layout order). Pure: `now` is a parameter.
 */
import type { PublicationWindow } from './types-home.ts';
import { isWithinPublicationWindow } from './visibility.ts';

/**
 * The layout order decides the order of a landing page's sections: the names of `layoutOrder` that
 * are known sections and have content, in that order, each once. Unknown names are ignored and named
 * sections without content are skipped; sections the layout order does not name are not shown.
 */
export function landingSectionOrder<S extends string>(layoutOrder: readonly string[], available: ReadonlySet<S>): S[] {
  const out: S[] = [];
  for (const raw of layoutOrder) {
    const name = raw.trim().toLowerCase() as S;
    if (available.has(name) && !out.includes(name)) out.push(name);
  }
  return out;
}

/**
 * A landing page is published when its entry is not flagged unpublished (`published: false`) and its
 * publication window, when it has one, holds `now` (open ends allowed).
 */
export function isLandingPagePublished(
  page: { readonly published?: boolean | undefined; readonly publication?: PublicationWindow | undefined },
  now: Date,
): boolean {
  if (page.published === false) return false;
  return page.publication === undefined || isWithinPublicationWindow(page.publication, now);
}
