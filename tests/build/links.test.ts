/**
 * Every link of every built page leads somewhere: each same-origin `<a href>` of each page of both sites,
 * asked of the server `npm start` runs (backend/static/sites.ts: routes, redirects, aliases), answers 200,
 * or a redirect to a path that does. Links into the live APIs (/api, /img, /geo) are left to the contract
 * tests; other origins are not checked.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sitesApp } from '../../backend/static/sites.ts';
import { loadConfig, site, type SiteId } from '../../src/config/index.ts';
import { builtPaths, DIST, pageFile } from './dist.ts';

const cfg = loadConfig(process.env);
const app = sitesApp({ distDir: DIST, cfg });
const LIVE_API = /^\/(api|img|geo)(\/|$)/;

/** The same-origin link targets of a built page (path and query, without the fragment). */
function pageLinks(html: string): string[] {
  return [...html.matchAll(/<a\s(?:[^>]*?\s)?href="([^"]*)"/g)].flatMap((m) => {
    const href = (m[1] ?? '').replaceAll('&amp;', '&');
    if (!href.startsWith('/') || href.startsWith('//')) return [];
    const url = new URL(href, 'http://site.test');
    return LIVE_API.test(url.pathname) ? [] : [`${url.pathname}${url.search}`];
  });
}

/** The status a link ends on, following up to three redirects. */
async function finalStatus(siteId: SiteId, target: string): Promise<{ status: number; at: string }> {
  const origin = site(siteId, cfg).url;
  let at = target;
  for (let hop = 0; hop < 4; hop++) {
    const url = new URL(at, origin);
    const res = await app.request(url.toString(), { method: 'HEAD', headers: { host: url.host } });
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return { status: res.status, at };
    at = location;
  }
  return { status: 310, at };
}

describe('pageLinks', () => {
  it('reads same-origin links with their query, and leaves out fragments, other origins and the live APIs', () => {
    const html =
      '<a href="/produkty/cialo?seria=7&amp;sort=price-asc">a</a><a class="x" href="/blog#top">b</a><a data-href="/nie">g</a>' +
      '<a href="https://example.com/">c</a><a href="//cdn.test/x">d</a><a href="/img/310/300/resize/a.png">e</a><a href="#main">f</a>';
    expect(pageLinks(html)).toEqual(['/produkty/cialo?seria=7&sort=price-asc', '/blog']);
  });
});

describe.each(['main', 'us'] as const)('the links of the %s site', (siteId) => {
  it('every same-origin link of every built page opens a page', async () => {
    // The server answers by path alone (a query only steers the islands): one link per path is asked.
    const targets = new Map<string, { link: string; from: string }>();
    for (const from of builtPaths(siteId))
      for (const link of pageLinks(readFileSync(pageFile(siteId, from), 'utf8'))) {
        const path = link.replace(/\?.*$/, '');
        if (!targets.has(path)) targets.set(path, { link, from });
      }
    expect(targets.size, 'linked paths found').toBeGreaterThan(100);
    const broken: string[] = [];
    for (const { link, from } of targets.values()) {
      const { status, at } = await finalStatus(siteId, link);
      if (status !== 200) broken.push(`${link} (from ${from}) → ${status}${at === link ? '' : ` at ${at}`}`);
    }
    expect(broken).toEqual([]);
  }, 120_000);
});
