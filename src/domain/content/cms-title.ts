/** The CMS page title rule (spec 000 §2 "Other store views": the US view titles CMS pages from their slug). */

/** The CMS page title: the slug with its first letter capitalised and the first hyphen replaced by a space. */
export function cmsPageTitle(slug: string): string {
  const spaced = slug.replace('-', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A CMS page's title: in the store views of `slugTitleStores` (the CMS_SLUG_TITLE_STORES setting: the US
 * view, where spec 000 §2 states it, and the Ukrainian view that mirrors the US one) the slug rule
 * (`cmsPageTitle`); elsewhere the entry's own title, else the slug rule. Recorded in docs/decisions.md
 * "Content pages".
 */
export function cmsTitle(
  store: string,
  page: { readonly slug: string; readonly title?: string | undefined },
  slugTitleStores: readonly string[],
): string {
  return slugTitleStores.includes(store) || page.title === undefined ? cmsPageTitle(page.slug) : page.title;
}
