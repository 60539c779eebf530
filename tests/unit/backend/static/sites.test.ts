/** The security headers of the served sites (backend/static/sites.ts SITE_SECURITY_HEADERS), on pages, files and not-found pages. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitesApp } from '../../../../backend/static/sites.ts';
import { loadConfig } from '../../../../src/config/index.ts';

let dist: string;
const cfg = loadConfig({});

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'sites-'));
  mkdirSync(join(dist, 'main', '_astro'), { recursive: true });
  writeFileSync(join(dist, 'main', 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dist, 'main', '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dist, 'main', '_astro', 'a.js'), 'export {};');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string) =>
  sitesApp({ distDir: dist, cfg }).request(`http://localhost:4321${path}`, { headers: { host: 'localhost:4321' } });

describe('the sites’ security headers', () => {
  it.each([
    ['a page', '/', 200],
    ['a script', '/_astro/a.js', 200],
    ['an unknown path', '/nie-ma-takiej-strony', 404],
  ])('are sent with %s', async (_, path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(res.headers.get('permissions-policy')).toBe('geolocation=(self), camera=(), microphone=()');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('leave out Cross-Origin-Opener-Policy, which would cost every arriving navigation a new process', async () => {
    const res = await get('/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  });
});
