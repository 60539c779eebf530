import { describe, expect, it } from 'vitest';
import { IFRAME_HOSTS } from '../../../src/catalog/safe-html.ts';
import { contentSecurityDirectives, STYLE_RESOURCES, tileSource } from '../../../src/layouts/csp.ts';

const directive = (list: readonly string[], name: string): string[] | undefined =>
  list
    .find((d) => d.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);

describe('tileSource', () => {
  it('is the origin of a tile URL template', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('http://127.0.0.1:8080/tiles/{z}/{x}/{y}{r}.png')).toBe('http://127.0.0.1:8080');
  });

  it('allows every subdomain a {s} template rotates through', () => {
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });
});

describe('contentSecurityDirectives', () => {
  const https = contentSecurityDirectives({ mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });

  it('keeps everything to the site itself by default, with no plugins', () => {
    expect(directive(https, 'default-src')).toEqual(["'self'"]);
    expect(directive(https, 'connect-src')).toEqual(["'self'"]);
    expect(directive(https, 'object-src')).toEqual(["'none'"]);
    expect(directive(https, 'base-uri')).toEqual(["'self'"]);
    expect(directive(https, 'font-src')).toEqual(["'self'"]);
    expect(directive(https, 'form-action')).toEqual(["'self'"]);
  });

  it('lets images come from https hosts (editorial images, map tiles) and an http tile server when configured', () => {
    expect(directive(https, 'img-src')).toEqual(["'self'", 'data:', 'https:']);
    const http = contentSecurityDirectives({ mapTileUrl: 'http://tiles.local:8080/{z}/{x}/{y}.png' });
    expect(directive(http, 'img-src')).toEqual(["'self'", 'data:', 'https:', 'http://tiles.local:8080']);
  });

  it('frames only the video players editorial HTML may embed', () => {
    expect(directive(https, 'frame-src')).toEqual(IFRAME_HOSTS.map((host) => `https://${host}`));
  });

  it('leaves script-src and style-src to Astro, which adds its hashes, and allows style attributes only', () => {
    expect(directive(https, 'script-src')).toBeUndefined();
    expect(directive(https, 'style-src')).toBeUndefined();
    expect(STYLE_RESOURCES).toEqual(["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }]);
  });
});
