/**
 * The Content-Security-Policy of every page (astro.config.mjs `security.csp`). Astro writes it into a
 * `<meta http-equiv>` of each page, with the hashes of the scripts and styles it emits in `script-src` and
 * `style-src`; these are the other directives. What a page may load, and why:
 * - scripts and style elements: the site itself and Astro's hashes only (no inline script of our own);
 * - style attributes: allowed (`style-src-attr 'unsafe-inline'`): the product lines' colours are CMS data set
 *   as custom properties on the elements that show them, and Leaflet writes inline styles on its map's
 *   elements; a style attribute cannot run code;
 * - images: the site, `data:` (Leaflet's and the browser's own), and any https host, since editorial HTML may
 *   keep absolute image URLs (catalog/safe-html.ts) and the map's tiles come from the configured tile server;
 * - fonts: the site only (the build keeps every font a file of its own: astro.config.mjs);
 * - frames: the video players that editorial HTML may embed (`IFRAME_HOSTS`);
 * - scripts: no `eval` (the islands' Zod parses without it: islands/zod-browser.ts);
 * - fetches (the APIs are under the site's origin), forms and the document base: the site itself; no plugins.
 * `frame-ancestors` has no effect in a meta element: the served sites send `X-Frame-Options` instead.
 */
import type { AstroUserConfig } from 'astro';
import { IFRAME_HOSTS } from '../catalog/safe-html.ts';

type CspOptions = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
/** A directive as Astro's `security.csp.directives` takes it. */
export type CspDirective = NonNullable<CspOptions['directives']>[number];
/** A `style-src` source as Astro's `security.csp.styleDirective.resources` takes it. */
type CspStyleResource = NonNullable<NonNullable<CspOptions['styleDirective']>['resources']>[number];

/** The CSP source of a Leaflet tile URL template: its origin, any `{s}` subdomain label as `*`. */
export function tileSource(template: string): string {
  const url = new URL(template.replace(/\{s\}/g, 'subdomain-placeholder').replace(/\{[a-z]+\}/g, '0'));
  const host = url.host.replace('subdomain-placeholder', '*');
  return `${url.protocol}//${host}`;
}

/** The directives besides `script-src` and `style-src`, for a site whose map draws tiles from `mapTileUrl`. */
export function contentSecurityDirectives(settings: { readonly mapTileUrl: string }): CspDirective[] {
  const tiles = tileSource(settings.mapTileUrl);
  const images = ["'self'", 'data:', 'https:', ...(tiles.startsWith('https:') ? [] : [tiles])];
  return [
    "default-src 'self'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${IFRAME_HOSTS.map((host) => `https://${host}`).join(' ')}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** Style sources: the site and Astro's hashes for elements, any inline style attribute (see above). */
export const STYLE_RESOURCES: readonly CspStyleResource[] = ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }];
