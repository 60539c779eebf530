/**
 * Every built page carries the Content-Security-Policy of src/layouts/csp.ts, and that policy lets the page
 * run and style itself: each inline script and style element's SHA-256 is in `script-src` or `style-src`,
 * every external script, stylesheet and font comes from the site itself (no `data:` font: `font-src` does not allow
 * one), and no element has an inline event handler
 * (no `script-src-attr` allows one). Astro's redirect pages (a meta refresh, nothing to run) are the exception.
 * The end-to-end tests also fail on any violation Chromium reports (tests/e2e/harness.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPaths, pageFile } from './dist.ts';

/** The policy of a page's meta element, by directive name; undefined when it has none. */
function pagePolicy(html: string): Map<string, string[]> | undefined {
  const content = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1];
  if (content === undefined) return undefined;
  const entries = content
    .replaceAll('&#39;', "'")
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((words) => words[0] !== undefined && words[0] !== '');
  return new Map(entries.map(([name, ...sources]) => [name ?? '', sources]));
}

const hashOf = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** What a page runs and styles: inline script and style bodies, external script and stylesheet URLs, handlers. */
function pageResources(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const runs = (attrs: string): boolean => !/\btype="application\/(ld\+)?json"/.test(attrs);
  return {
    inlineScripts: scripts.filter(([, attrs = '']) => runs(attrs) && !/\bsrc=/.test(attrs)).map(([, , body = '']) => body),
    scriptUrls: scripts.flatMap(([, attrs = '']) => /\bsrc="([^"]*)"/.exec(attrs)?.[1] ?? []),
    inlineStyles: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body = '']) => body),
    stylesheetUrls: [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].flatMap(
      ([tag]) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? [],
    ),
    handlers: [...html.matchAll(/<[a-z][a-z0-9-]*\b[^>]*?\s(on[a-z]+)=/g)].map(([, name = '']) => name),
    fontUrls: [...html.matchAll(/@font-face\{[^}]*\}/g)].flatMap(([face]) =>
      [...face.matchAll(/url\(["']?([^)"']*)["']?\)/g)].map(([, url = '']) => url),
    ),
  };
}

/** What the page's policy refuses of what it holds (empty when the policy lets it all run). */
function policyRefusals(html: string): string[] {
  const policy = pagePolicy(html);
  if (!policy) return ['no Content-Security-Policy'];
  const r = pageResources(html);
  const scriptSources = policy.get('script-src') ?? [];
  const styleSources = policy.get('style-src') ?? [];
  const sameSite = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');
  const fontAllowed = (url: string): boolean =>
    (url.startsWith('data:') ? policy.get('font-src')?.includes('data:') : sameSite(url)) === true;
  return [
    ...r.inlineScripts.filter((body) => !scriptSources.includes(hashOf(body))).map((b) => `inline script ${b.slice(0, 60)}`),
    ...r.inlineStyles.filter((body) => !styleSources.includes(hashOf(body))).map((b) => `inline style ${b.slice(0, 60)}`),
    ...r.scriptUrls.filter((url) => !sameSite(url)).map((url) => `script ${url}`),
    ...r.stylesheetUrls.filter((url) => !sameSite(url)).map((url) => `stylesheet ${url}`),
    ...r.handlers.map((name) => `event handler attribute ${name}`),
    ...r.fontUrls.filter((url) => !fontAllowed(url)).map((url) => `font ${url.slice(0, 40)}`),
  ];
}

const isRedirect = (html: string): boolean => /<meta http-equiv="refresh"/.test(html);

describe('policyRefusals', () => {
  const style = 'a{color:red}';
  const script = 'console.log(1)';
  const meta = (sources: string): string =>
    `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${sources}; style-src 'self' ${hashOf(style)};">`;

  it('accepts a page whose inline script and style are hashed in its policy, and data blocks unhashed', () => {
    const html = `${meta(hashOf(script))}<style>${style}</style><script>${script}</script><script type="application/ld+json">{"a":1}</script><script type="module" src="/_astro/x.js"></script>`;
    expect(policyRefusals(html)).toEqual([]);
  });

  it('names an unhashed inline script, a foreign script, an event handler, a font the policy refuses and a missing policy', () => {
    const faces =
      '@font-face{font-family:A;src:url(/_astro/a.woff2)format("woff2")}@font-face{font-family:B;src:url(data:font/woff2;base64,d09G)}';
    const html = `${meta('')}<style>${faces}</style><script>${script}</script><script src="https://cdn.example/x.js"></script><img src="/a.png" onerror="alert(1)">`;
    expect(policyRefusals(html)).toEqual([
      'inline script console.log(1)',
      `inline style ${faces.slice(0, 60)}`,
      'script https://cdn.example/x.js',
      'event handler attribute onerror',
      'font data:font/woff2;base64,d09G',
    ]);
    expect(policyRefusals('<p>no policy</p>')).toEqual(['no Content-Security-Policy']);
  });
});

describe.each(['main', 'us'] as const)('the Content-Security-Policy of the %s site', (siteId) => {
  it('is on every page, with the directives of src/layouts/csp.ts', () => {
    const html = readFileSync(pageFile(siteId, '/'), 'utf8');
    const policy = pagePolicy(html);
    expect(policy?.get('default-src')).toEqual(["'self'"]);
    expect(policy?.get('object-src')).toEqual(["'none'"]);
    expect(policy?.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy?.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('lets every page run and style itself, and nothing else', () => {
    const refused: string[] = [];
    let checked = 0;
    for (const path of builtPaths(siteId)) {
      const html = readFileSync(pageFile(siteId, path), 'utf8');
      if (isRedirect(html)) continue;
      checked += 1;
      for (const what of policyRefusals(html)) refused.push(`${path}: ${what}`);
    }
    expect(checked).toBeGreaterThan(siteId === 'main' ? 1000 : 100);
    expect(refused.slice(0, 20)).toEqual([]);
  });
});
