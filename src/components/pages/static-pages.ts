/**
 * Static (CMS) pages of the `static_pages` section (spec 000 §3 "Static page": slug, content; §5: duplicate
 * slugs are dropped, the first entry wins) and the fixed routes that show some of them.
 */
import { z } from 'zod';
import { dropDuplicateSlugs } from '../../domain/content/slugs.ts';
import type { StoreCode } from '../../config/index.ts';
import { routeFor } from '../../routing/index.ts';
import { optionalText, text, validEntries } from './parse.ts';

const staticPageSchema = z.object({
  _id: text,
  identifier: optionalText,
  slug: text,
  title: optionalText,
  content: text,
  /** The page is linked from the footer. */
  footer: z.boolean().optional().catch(undefined),
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

/** The screens whose fixed route shows the static page of the same identifier. */
export const FIXED_PAGE_SCREENS: readonly string[] = ['delivery-costs', 'payment-methods'];

/**
 * The path of the fixed route that shows a static page in a store view (its identifier is
 * `delivery-costs` or `payment-methods` and the store view has that route), else undefined: such a
 * page is not built again as a CMS page, whatever its slug.
 */
export function fixedPagePath(store: StoreCode, page: Pick<StaticPageEntry, 'identifier'>): string | undefined {
  if (page.identifier === undefined || !FIXED_PAGE_SCREENS.includes(page.identifier)) return undefined;
  const route = routeFor(store, page.identifier);
  return route && route.params.length === 0 ? route.path : undefined;
}

/** Slug → fixed route path of the static pages a fixed route shows (for links naming such a page by slug). */
export function fixedPagePaths(store: StoreCode, value: unknown): Map<string, string> {
  return new Map(
    staticPages(value).flatMap((page) => {
      const path = fixedPagePath(store, page);
      return path ? [[page.slug, path] as const] : [];
    }),
  );
}
