/**
 * What a plain static host or CDN needs of a site's build beyond its pages: `404.html` at the site's root, the file
 * such hosts answer unknown paths with (Cloudflare Pages, without it, answers every unknown path with the home page
 * and 200; Netlify, GitHub Pages and S3 show a page of their own). It is the not-found page of the site's root store
 * view. The storefront's own server answers each store view's not-found page itself, and does not serve this file
 * at a URL of its own (backend/static/sites.ts).
 */
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Config, SiteId } from '../config/index.ts';
import { buildPath, routeFor, storeForPath } from '../routing/index.ts';

/** The file a static host answers unknown paths with, at the site's root. */
export const STATIC_HOST_NOT_FOUND = '404.html';

/** The built file of a site's root store view's not-found page, relative to the site's folder; undefined without one. */
export function rootNotFoundFile(siteId: SiteId, cfg: Config): string | undefined {
  const store = storeForPath(siteId, '/', { views: cfg.storeViews });
  const route = store && routeFor(store, 'not-found');
  return route ? `${buildPath(route.name).replace(/^\//, '')}.html` : undefined;
}

/** Writes `404.html` (a copy of the root store view's not-found page) when the site's build is done. */
export function staticHostIntegration(siteId: SiteId, cfg: Config): AstroIntegration {
  return {
    name: 'dermo-static-host',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const siteDir = fileURLToPath(dir);
        const page = rootNotFoundFile(siteId, cfg);
        if (page === undefined || !existsSync(join(siteDir, page))) return;
        copyFileSync(join(siteDir, page), join(siteDir, STATIC_HOST_NOT_FOUND));
      },
    },
  };
}
