/**
 * The built pages' markup passes the markup check (tests/helpers/html-validity.ts: the HTML standard and its
 * accessibility rules): the first page of each route of every store view, each listing's companion pages, and a page of each
 * product type of every store view with product routes.
 */
import { describe, expect, it } from 'vitest';
import type { SiteId, StoreCode } from '../../src/config/index.ts';
import { matchPath } from '../../src/routing/index.ts';
import { builtSnapshot } from './built-snapshot.ts';
import { catalogSites, link } from './catalog-fixture.ts';
import { builtPaths, readPage } from './dist.ts';
import { markupProblems } from '../helpers/html-validity.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';

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

describe.each(catalogSites)('the markup of the $id site', ({ id: site, stores }) => {
  const paths = [...new Set([...firstOfEachRoute(site), ...productOfEachType(stores)])];

  it('holds pages of every route and product type', () => {
    expect(paths.length).toBeGreaterThan(stores.length * 10);
    expect(productOfEachType(stores).length).toBeGreaterThanOrEqual(stores.length * 4);
  });

  it('is valid HTML on each of those pages', async () => {
    const invalid: Record<string, string[]> = {};
    for (const path of paths) {
      const problems = await markupProblems(readPage(site, path), `${site}${path}.html`);
      if (problems.length > 0) invalid[path] = problems;
    }
    expect(invalid).toEqual({});
  });
});
