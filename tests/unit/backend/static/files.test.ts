/** Which file of a built site a URL path names (backend/static/files.ts `resolveFile`): never one outside its folder. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFile } from '../../../../backend/static/files.ts';

let dist = '';
let site = '';
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'files-'));
  site = join(dist, 'main');
  mkdirSync(join(site, 'porady'), { recursive: true });
  writeFileSync(join(site, 'index.html'), 'home');
  writeFileSync(join(site, 'porady.html'), 'blog');
  writeFileSync(join(site, 'porady', 'index.html'), 'blog index');
  // Siblings of the site's folder: what a path leaving it would name.
  writeFileSync(join(dist, 'main.html'), 'outside');
  writeFileSync(join(dist, 'mainly.html'), 'outside too');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('resolveFile', () => {
  it('names a page by its path, its .html file or its folder’s index', async () => {
    expect(await resolveFile(site, '/')).toBe(join(site, 'index.html'));
    expect(await resolveFile(site, '/porady')).toBe(join(site, 'porady.html'));
    expect(await resolveFile(site, '/porady/')).toBe(join(site, 'porady', 'index.html'));
    expect(await resolveFile(site, '/nie-ma')).toBeUndefined();
  });

  it('names no file outside the site’s folder: not its own .html sibling for a path of backslashes, nor a folder beside it', async () => {
    for (const path of ['/\\', '/\\\\', '//', '/.', '/..', '/../main.html', '/../mainly', '/porady/../../main'])
      expect(await resolveFile(site, path), path).toBeUndefined();
  });
});
