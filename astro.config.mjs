// @ts-check
/**
 * One Astro build per site (DESIGN.md "Sites and store views"): SITE_ID=main builds the site that holds
 * the Polish store at its root and pl, en, tn, hr, ro, ua; SITE_ID=us builds the US site. scripts/build.ts
 * runs both; each writes into dist/{site}. Settings are validated here, so a bad value stops the build.
 */
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { loadConfig, SITE_IDS } from './src/config/index.ts';
import { sitemapFilter } from './src/layouts/seo.ts';
import { contentSecurityDirectives, STYLE_RESOURCES } from './src/layouts/csp.ts';
import { feedsIntegration } from './src/feeds/integration.ts';
import { staticHostIntegration } from './src/layouts/static-host.ts';
import { islandsIntegration } from './src/islands/script/integration.ts';
import { buildInstantIntegration } from './src/config/build-instant-integration.ts';

const cfg = loadConfig(process.env);
const siteId = process.env.SITE_ID ?? 'main';
if (!SITE_IDS.includes(/** @type {any} */ (siteId))) {
  throw new Error(`SITE_ID: expected one of ${SITE_IDS.join(', ')} (got ${JSON.stringify(siteId)})`);
}
const site = cfg.sites.find((s) => s.id === siteId);
if (!site)
  throw new Error(`SITE_ID: site ${siteId} has no store view among STORE_VIEWS (${cfg.settings.enabledStores.join(', ')})`);

export default defineConfig({
  site: site.url,
  output: 'static',
  // OUT_DIR and ASTRO_CACHE_DIR move the output and the build cache (bench/build builds a large catalogue aside).
  outDir: `${process.env.OUT_DIR ?? './dist'}/${siteId}`,
  cacheDir: `${process.env.ASTRO_CACHE_DIR ?? './.cache'}/astro-${siteId}`,
  trailingSlash: 'never',
  // Styles are inlined: no render-blocking stylesheet request before the first paint (bench/lighthouse).
  // Pages render 16 at a time: a page is written while the next ones render (one at a time, the build
  // waited on its writes 40 % of the time; bench/build).
  build: { format: 'file', inlineStylesheets: 'always', concurrency: 16 },
  // The sitemap index per site lists its pages without redirects, status pages and duplicate product routes.
  // No hreflang links in it: every page's head carries them (docs/decisions.md "SEO files").
  integrations: [
    buildInstantIntegration(),
    islandsIntegration(),
    react(),
    sitemap({
      filter: sitemapFilter(/** @type {any} */ (siteId), cfg),
      namespaces: { news: false, image: false, video: false, xhtml: false },
    }),
    feedsIntegration(siteId),
    staticHostIntegration(/** @type {any} */ (siteId), cfg),
  ],
  // Every page carries a Content-Security-Policy with the hashes of its scripts and styles (src/layouts/csp.ts).
  security: {
    csp: {
      directives: contentSecurityDirectives(cfg.settings),
      styleDirective: { resources: [...STYLE_RESOURCES] },
    },
  },
  // Font files stay files: Vite would inline the smallest subset (the hryvnia sign, 1.5 KB of base64) into the
  // styles of every page, where a browser downloads it only on the pages that show the sign.
  vite: { build: { assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined) } },
  devToolbar: { enabled: false },
});
