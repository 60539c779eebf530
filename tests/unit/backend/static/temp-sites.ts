/** A built site in a temporary folder for the static host's tests (backend/static/sites.ts), and a GET of it by Host. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { sitesApp } from '../../../../backend/static/sites.ts';
import { loadConfig } from '../../../../src/config/index.ts';

export const cfg = loadConfig({});

export interface TempSites {
  /** The dist folder (its `main` site has a home page, a 404.html and a script under `_astro/`). */
  readonly path: string;
  readonly get: (path: string, host?: string) => Promise<Response>;
}

/**
 * A dist folder made before the file's tests and removed after them; `files` are more files of its main site, by
 * their path under it, `usFiles` files of its US site.
 */
export function tempSites(
  files: Readonly<Record<string, string>> = {},
  usFiles: Readonly<Record<string, string>> = {},
): TempSites {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sites-'));
    mkdirSync(join(dir, 'main', '_astro'), { recursive: true });
    writeFileSync(join(dir, 'main', 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(dir, 'main', '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(dir, 'main', '_astro', 'a.js'), 'export {};');
    for (const [site, list] of [
      ['main', files],
      ['us', usFiles],
    ] as const) {
      for (const [path, text] of Object.entries(list)) {
        mkdirSync(dirname(join(dir, site, path)), { recursive: true });
        writeFileSync(join(dir, site, path), text);
      }
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    get path() {
      return dir;
    },
    get: async (path, host = 'localhost:4321') =>
      sitesApp({ distDir: dir, cfg }).request(`http://${host}${path}`, { headers: { host } }),
  };
}
