/**
 * schema.org structured data (JSON-LD): BreadcrumbList from a page's breadcrumbs (written beside them on every page
 * that shows them, src/components/chrome/Breadcrumbs.astro), Organization of the brand, and the serialisation safe
 * inside a script element.
 */
import { site as siteOf, type Config, type StoreView } from '../../config/index.ts';
import { translator } from '../../i18n/index.ts';
import { absoluteUrl, type PageMeta } from '../../layouts/page-meta.ts';

export const SCHEMA_CONTEXT = 'https://schema.org';

export function breadcrumbListLd(meta: Pick<PageMeta, 'store' | 'breadcrumbs'>, cfg: Config): object {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: meta.breadcrumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(meta.store, c.href, cfg),
    })),
  };
}

/** The brand as schema.org's Organization: its name, its home page in the store view and its logo. */
export function organizationOf(store: StoreView, homePath: string, cfg: Config): object {
  return {
    '@type': 'Organization',
    name: translator(store.wording)('footer.brand'),
    url: absoluteUrl(store, homePath, cfg),
    logo: `${siteOf(store.site, cfg).url}/favicon.svg`,
  };
}

export function organizationLd(store: StoreView, homePath: string, cfg: Config): object {
  return { '@context': SCHEMA_CONTEXT, ...organizationOf(store, homePath, cfg) };
}

/** JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` escaped so no text can close the element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
