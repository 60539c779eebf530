import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { loadConfig, storeView } from '../../src/config/index.ts';
import { baseName, buildPath } from '../../src/routing/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { publishedRoutes, redirectOf } from '../../src/layouts/published.ts';
import { messageTitle } from '../../src/layouts/page-meta.ts';
import { isIndexedRoute } from '../../src/layouts/seo.ts';
import {
  decodeEntities as decode,
  canonical,
  htmlLang,
  linkAlternates,
  pageFile,
  alternateHrefsAt,
  readPage,
  title,
} from './dist.ts';

const cfg = loadConfig({});

describe.each(cfg.sites.map((s) => s.id))('the %s site', (siteId) => {
  const routes = publishedRoutes(siteId, cfg);

  it('has a page for every published route of its store views', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(existsSync(pageFile(siteId, buildPath(route.name))), route.name).toBe(true);
  });

  it('renders every page in its store view’s language with its localized title and canonical URL (noindex in its place on a status or search page)', () => {
    for (const route of routes.filter((r) => !redirectOf(r, cfg))) {
      const html = readPage(siteId, buildPath(route.name));
      const store = storeView(route.store, cfg);
      expect(htmlLang(html), route.name).toBe(store.hreflang);
      expect(decode(title(html) ?? ''), route.name).toBe(translator(store.wording)(messageTitle(route).title));
      const url = `${cfg.sites.find((s) => s.id === siteId)?.url}${buildPath(route.name) === '/' ? '/' : buildPath(route.name)}`;
      expect(canonical(html), route.name).toBe(isIndexedRoute(route) ? url : undefined);
      expect(html.includes('<meta name="robots" content="noindex">'), route.name).toBe(!isIndexedRoute(route));
    }
  });

  it('builds every redirect route as a page in its store view’s language that sends the browser on to the target', () => {
    const redirects = routes.filter((r) => redirectOf(r, cfg));
    expect(redirects.length).toBeGreaterThan(0);
    for (const route of redirects) {
      const html = readPage(siteId, buildPath(route.name));
      const store = storeView(route.store, cfg);
      const target = buildPath(redirectOf(route, cfg)!.name);
      const t = translator(store.wording);
      expect(htmlLang(html), route.name).toBe(store.hreflang);
      expect(decode(title(html) ?? ''), route.name).toBe(t('redirect.title'));
      expect(html, route.name).toContain(`<meta http-equiv="refresh" content="0;url=${target}">`);
      expect(canonical(html), route.name).toBe(`${cfg.sites.find((s) => s.id === siteId)?.url}${target === '/' ? '/' : target}`);
      expect(html, route.name).toContain(`<a href="${target}">${t('redirect.link')}</a>`);
      expect(html, route.name).not.toMatch(/<style|<script/);
    }
  });

  it('links reciprocal hreflang alternates', () => {
    for (const route of routes.filter((r) => !redirectOf(r, cfg))) {
      const self = canonical(readPage(siteId, buildPath(route.name)));
      for (const [lang, href] of linkAlternates(readPage(siteId, buildPath(route.name)))) {
        if (lang === 'x-default') continue;
        const back = alternateHrefsAt(href, cfg);
        expect(back, `${href} links back to ${self}`).toContain(self);
      }
    }
  });

  it('says the status code once on a status page (its title or text, else a large number)', () => {
    const statusPages = routes.filter((r) => ['not-found', 'error'].includes(baseName(r)));
    expect(statusPages.length).toBeGreaterThan(0);
    for (const route of statusPages) {
      const html = readPage(siteId, buildPath(route.name));
      const section = /<section class="status-page[^"]*"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
      const text = section.replace(/<[^>]+>/g, ' ');
      const code = baseName(route) === 'not-found' ? '404' : '500';
      expect(text.split(code).length - 1, route.name).toBe(1);
    }
  });

  it('writes redirect pages that point at their target', () => {
    for (const route of routes.filter((r) => redirectOf(r, cfg))) {
      const html = readPage(siteId, buildPath(route.name));
      expect(html).toContain(buildPath(redirectOf(route, cfg)!.name));
    }
  });

  it("inlines each page family's own styles only: no finder or listing styles on the home page", () => {
    const styles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    const pageOf = (screen: string) => routes.find((r) => r.screen === screen && !redirectOf(r, cfg));
    const home = pageOf('home');
    expect(home).toBeDefined();
    const homeCss = styles(readPage(siteId, buildPath(home?.name ?? '')));
    expect(homeCss).toContain('.hero');
    for (const other of ['.search-island', '.pharmacy-finder', '.listing-island']) expect(homeCss).not.toContain(other);
    const search = pageOf('search');
    if (search) expect(styles(readPage(siteId, buildPath(search.name)))).toContain('.search-island');
    const finder = pageOf('pharmacy-finder');
    if (finder) expect(styles(readPage(siteId, buildPath(finder.name)))).toContain('.pharmacy-finder');
    if (siteId === 'main') expect([search?.screen, finder?.screen]).toEqual(['search', 'pharmacy-finder']);
  });
});
