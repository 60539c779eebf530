/**
 * The files of a built site for URL paths (backend/static/sites.ts): which file a path names, refusing paths that
 * leave the site's folder, and the one URL of a page (no trailing slash, no file name).
 */
import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { isDotSegment } from '../../src/routing/pattern.ts';

async function fileIfExists(path: string): Promise<string | undefined> {
  try {
    return (await stat(path)).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The file of a built page or asset for a URL path, or undefined. Refuses paths leaving the site folder. */
export async function resolveFile(siteDir: string, pathname: string): Promise<string | undefined> {
  if (pathname === '/') return fileIfExists(join(siteDir, 'index.html'));
  const clean = normalize(pathname).replace(/^([/\\])+/, '');
  // Nothing left (`/\\`) names the site's folder itself, whose `.html` sibling is outside it.
  if (clean === '' || clean === '.' || clean.split(sep).includes('..')) return undefined;
  const base = join(siteDir, clean);
  const inside = `${join(siteDir, '.')}${sep}`;
  if (!base.startsWith(inside)) return undefined;
  for (const c of [base, `${base}.html`, join(base, 'index.html')]) {
    const found = await fileIfExists(c);
    if (found) return found;
  }
  return undefined;
}

/**
 * The one URL of what a path names: without a trailing slash or doubled slashes, and a built page without its file
 * name (`/porady.html`, `/en/index.html`, `/index` → `/porady`, `/en`, `/`) when that URL serves a page and the name
 * is no other file (the build writes `/en` as `en.html`: `/en/index.html` names no file of its own).
 */
export async function cleanPagePath(siteDir: string, pathname: string): Promise<string> {
  const path = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
  const named = /^(.*?)(?:\/index)?(?:\.html)?$/s.exec(path)?.[1];
  const page = named === undefined ? path : named || '/';
  if (page === path) return path;
  const [file, served] = await Promise.all([resolveFile(siteDir, path), resolveFile(siteDir, page)]);
  return served !== undefined && (file === undefined || file === served) ? page : path;
}

/**
 * Whether a path (decoded) has a dot segment (`/produkt/..`, `/en/./x`). A URL's own dot segments, `%2e%2e` too, are
 * removed when it is parsed (RFC 3986 §5.2.4, as a browser does); one made by decoding an encoded slash
 * (`/_astro%2F..%2Fporady`) remains, and names no page of its own.
 */
export function hasDotSegment(pathname: string): boolean {
  return pathname.split(/[/\\]/).some(isDotSegment);
}
