/**
 * The built pages' markup is valid HTML (html-validate's `standard` preset: the HTML standard's content models,
 * attributes, nesting, duplicate ids, unclosed and misnested elements; none of the `recommended` preset's style
 * rules) and passes its `a11y` preset (names of links, buttons, images and form fields; ARIA attributes where they
 * belong; the exceptions below): the first page of each route of every store view, each listing's companion pages, and a page of each
 * product type of every store view with product routes.
 */
import { describe, expect, it } from 'vitest';
import { HtmlValidate, type Message } from 'html-validate';
import type { SiteId, StoreCode } from '../../src/config/index.ts';
import { matchPath } from '../../src/routing/index.ts';
import { builtSnapshot } from './built-snapshot.ts';
import { catalogSites, link } from './catalog-fixture.ts';
import { builtPaths, readPage } from './dist.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    // `role="list"` on lists drawn without markers: WebKit drops their list semantics otherwise.
    'no-redundant-role': 'off',
    // A listing's filter options are links (a URL each, without JavaScript) that its island makes toggle buttons
    // (`role="button"`, `aria-pressed`): the native element is preferred for every other role.
    'prefer-native-element': ['error', { exclude: ['button'] }],
    // The sort select and the pharmacy finder's search act as they change (their islands), without a submit button.
    'wcag/h32': 'off',
  },
});

/**
 * Astro writes the style of its island elements (`display: contents`) in the body, before a page's first island
 * (`astro/dist/runtime/server/scripts.js`); the standard allows `<style>` only where metadata content is expected.
 * It is the framework's, the same on every page with an island, and every browser applies it: it alone is taken out.
 */
const ASTRO_ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** A path's group: its store view and route, or (a listing's companion pages, at no route) its first two segments. */
function groupOf(site: SiteId, path: string): string {
  const route = matchPath(site, path)?.route;
  return route ? `${route.store} ${route.name}` : path.split('/').slice(0, 3).join('/');
}

/** The first built page of each group of a site. */
function firstOfEachRoute(site: SiteId): string[] {
  const first = new Map<string, string>();
  for (const path of builtPaths(site)) if (!first.has(groupOf(site, path))) first.set(groupOf(site, path), path);
  return [...first.values()];
}

const snapshot = builtSnapshot();

/** A visible product of each type (simple, configurable, bundle, grouped) of each store view of a site. */
function productOfEachType(stores: readonly StoreCode[]): string[] {
  return stores.flatMap((store) => {
    const visible = snapshot.products(store).filter(isProductVisible);
    const types = [...new Set(visible.map((p) => p.type_id))];
    return types.flatMap((type) => {
      const p = visible.find((x) => x.type_id === type);
      return p ? [link(p, store)] : [];
    });
  });
}

const describeMessage = (m: Message): string => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`;

describe.each(catalogSites)('the markup of the $id site', ({ id: site, stores }) => {
  const paths = [...new Set([...firstOfEachRoute(site), ...productOfEachType(stores)])];

  it('holds pages of every route and product type', () => {
    expect(paths.length).toBeGreaterThan(stores.length * 10);
    expect(productOfEachType(stores).length).toBeGreaterThanOrEqual(stores.length * 4);
  });

  it('is valid HTML on each of those pages', async () => {
    const invalid: Record<string, string[]> = {};
    for (const path of paths) {
      const html = readPage(site, path).replace(ASTRO_ISLAND_STYLE, '');
      const report = await validator.validateString(html, `${site}${path}.html`);
      const messages = report.results.flatMap((r) => r.messages.map(describeMessage));
      if (messages.length > 0) invalid[path] = messages;
    }
    expect(invalid).toEqual({});
  });
});
