/**
 * Safe editorial HTML (issue #6 item 5): the sample data plants malicious markup in the static page
 * `test-sanitising` of every language (backend/seed/content/pages.ts). Its built CMS page in every store
 * view with the route keeps the harmless content (with a table and a YouTube embed) and none of the script, event handler,
 * javascript: link or foreign iframe.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { buildPath, routeFor } from '../../src/routing/index.ts';
import { readPage } from './dist.ts';

const cfg = loadConfig(process.env);
const pages = cfg.sites.flatMap((site) =>
  site.stores.flatMap((store) => {
    const route = routeFor(store, 'cms-page');
    return route ? [{ site: site.id, store, path: buildPath(route.name, { slug: 'test-sanitising' }) }] : [];
  }),
);

/** The sample's YouTube embed, the one frame the page keeps. */
const YOUTUBE_SRC = 'https://www.youtube.com/embed/aqz-KE-bpKQ';

/** The page's main content (the article of the content screen). */
function article(html: string): string {
  const start = html.indexOf('<article class="content-page');
  return html.slice(start, html.indexOf('</article>', start));
}

describe.each(pages)('the sanitised CMS page of $store ($path)', ({ site, path }) => {
  const html = readPage(site, path);
  const body = article(html);

  it('has none of the planted script, event handler, javascript: link or foreign iframe', () => {
    expect(body).not.toBe('');
    expect(html).not.toMatch(/<script>alert|alert\(1\)/);
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/\sonerror=/i);
    expect(body).not.toMatch(/javascript:/i);
    expect(body.match(/<iframe\b[^>]*>/gi)?.map((tag) => /\ssrc="([^"]*)"/.exec(tag)?.[1])).toEqual([YOUTUBE_SRC]);
    expect(html).not.toContain('evil.example');
  });

  it('keeps the harmless content: heading, paragraph, list, safe link, the image through the proxy, the table in its box, the video', () => {
    expect(body).toMatch(/<h2>[^<]+<\/h2>/);
    expect(body).toMatch(/<p>[^<]+<\/p>/);
    expect(body).toMatch(/<ul><li>[^<]+<\/li><\/ul>/);
    expect(body).toContain('href="https://example.com/safe"');
    expect(body).toMatch(/<img src="\/img\/(\d+)\/(\d+)\/resize\/b\/ambassador\.png" width="\1" height="\2"/);
    expect(body).toMatch(/<div class="table-scroll" tabindex="0"><table><caption>[^<]+<\/caption>/);
    expect(body).toContain(
      `<iframe width="560" height="315" src="${YOUTUBE_SRC}" title="YouTube video player" allowfullscreen="" loading="lazy">`,
    );
  });
});
