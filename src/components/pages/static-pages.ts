/**
 * Static (CMS) pages of the `static_pages` section (spec 000 §3 "Static page": slug, content; §5: duplicate
 * slugs are dropped, the first entry wins) and the CMS page title (spec 000 §2 "Other store views").
 */
import { z } from 'zod';
import { dropDuplicateSlugs } from '../../domain/content/slugs.ts';
import { cmsPageTitle } from '../../routing/index.ts';
import { optionalText, text, validEntries } from './parse.ts';

const staticPageSchema = z.object({
  _id: text,
  identifier: optionalText,
  slug: text,
  title: optionalText,
  content: text,
});

export type StaticPageEntry = z.infer<typeof staticPageSchema>;

/** Every valid static page, duplicate slugs dropped. */
export function staticPages(value: unknown): StaticPageEntry[] {
  return dropDuplicateSlugs(validEntries(staticPageSchema, value), 'staticPage').kept;
}

/** The static page a fixed route shows (delivery costs, payment methods), by its identifier. */
export function staticPageByIdentifier(value: unknown, identifier: string): StaticPageEntry | undefined {
  return staticPages(value).find((p) => p.identifier === identifier);
}

/** Store views whose CMS page title follows the slug rule (the spec states it for the US view). */
export const SLUG_TITLE_STORES: ReadonlySet<string> = new Set(['us']);

/**
 * A CMS page's title: in the US view the slug rule (`cmsPageTitle`); elsewhere the entry's own title,
 * else the slug rule. Choice recorded in docs/decisions.md "Content pages".
 */
export function cmsTitle(store: string, page: Pick<StaticPageEntry, 'slug' | 'title'>): string {
  return SLUG_TITLE_STORES.has(store) || page.title === undefined ? cmsPageTitle(page.slug) : page.title;
}
