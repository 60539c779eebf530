import { describe, expect, it } from 'vitest';
import { isEditorialRoute, isFinderRoute, isRedirectRoute } from '../../../../src/components/screens/families.ts';
import { redirectOf } from '../../../../src/layouts/published.ts';
import { routesFor } from '../../../../src/routing/index.ts';

describe('the page families', () => {
  const routes = routesFor('pl').filter((r) => !redirectOf(r));
  const screensOf = (belongs: (r: (typeof routes)[number]) => boolean) =>
    [...new Set(routes.filter(belongs).map((r) => r.screen))].sort();

  it('the finder page file renders the search results and the pharmacy finder, and nothing else', () => {
    expect(screensOf(isFinderRoute)).toEqual(['pharmacy-finder', 'search']);
  });

  it('no route belongs to two families', () => {
    const both = routes.filter((r) => isFinderRoute(r) && isEditorialRoute(r));
    expect(both).toEqual([]);
    expect(screensOf(isEditorialRoute)).toContain('blog');
    expect(screensOf(isEditorialRoute)).not.toContain('home');
  });

  it('the redirects page file renders every redirect route and only those', () => {
    const redirects = routesFor('pl')
      .filter(isRedirectRoute)
      .map((r) => r.name);
    // spec 000 §2: /filozofia redirects to /o-marce; /konto to /konto/twoje-dane.
    expect(redirects).toEqual(expect.arrayContaining(['pl-philosophy', 'pl-account']));
    expect(redirects).not.toContain('pl-about');
  });
});
