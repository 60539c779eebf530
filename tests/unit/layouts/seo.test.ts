import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/index.ts';
import { routeByName } from '../../../src/routing/index.ts';
import { isListedRoute, robotsTxt, sitemapFilter, sitemapIndexUrl } from '../../../src/layouts/seo.ts';

const cfg = loadConfig({});
const main = sitemapFilter('main', cfg);
const us = sitemapFilter('us', cfg);
const onMain = (path: string) => main(`http://localhost:4321${path}`);
const onUs = (path: string) => us(`http://us.localhost:4321${path}`);

describe('sitemapFilter', () => {
  it('lists home, site map, category and product pages of every store view of the site', () => {
    for (const path of [
      '/',
      '/en',
      '/ua',
      '/mapa-strony',
      '/en/site-map',
      '/produkty/twarz',
      '/produkt/krem',
      '/produkt/krem/KREM-50',
    ]) {
      expect(onMain(path), path).toBe(true);
    }
    expect(onUs('/')).toBe(true);
    expect(onUs('/site-map')).toBe(true);
  });

  it('leaves out not-found and error pages', () => {
    for (const path of ['/page-not-found', '/en/page-not-found', '/error']) expect(onMain(path), path).toBe(false);
    expect(onUs('/page-not-found')).toBe(false);
  });

  it('leaves out redirect pages', () => {
    expect(onMain('/konto')).toBe(false);
    expect(onMain('/filozofia')).toBe(false);
    // login and register redirect to the home page when checkout is off (the US store)
    expect(onUs('/login')).toBe(false);
  });

  it('leaves out the legacy and cart-product duplicates of a product page', () => {
    expect(onMain('/produkt/DY-A-1/krem/DY-A-1-50')).toBe(false);
    expect(onMain('/produkt/-/krem-50')).toBe(false);
  });

  it('leaves out the shopper’s own steps, search results, feeds and paths that open no route of the site', () => {
    expect(onMain('/koszyk')).toBe(false);
    expect(onMain('/logowanie')).toBe(false);
    expect(onMain('/szukaj')).toBe(false);
    expect(onMain('/ceneo-product-feed.xml')).toBe(false);
    expect(onMain('/robots.txt')).toBe(false);
    expect(onMain('/nothing/here/at/all')).toBe(false);
    // a US path on the main site's host opens no route there
    expect(onMain('/site-map')).toBe(false);
  });

  it('agrees with isListedRoute', () => {
    expect(isListedRoute(routeByName('pl-home')!, cfg)).toBe(true);
    expect(isListedRoute(routeByName('pl-not-found')!, cfg)).toBe(false);
  });
});

describe('robots.txt', () => {
  it('names the site’s sitemap index and keeps crawlers out of the listings’ companion pages', () => {
    expect(sitemapIndexUrl('http://localhost:4321')).toBe('http://localhost:4321/sitemap-index.xml');
    expect(sitemapIndexUrl(new URL('https://us.example.com/'))).toBe('https://us.example.com/sitemap-index.xml');
    const text = robotsTxt(new URL('http://us.localhost:4321/'));
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /listing/',
      '',
      'Sitemap: http://us.localhost:4321/sitemap-index.xml',
      '',
    ]);
  });
});
