/**
 * The answer of a built file (backend/static/sites.ts): its type, caching, validators, a 304 to a conditional
 * request, and its body compressed as the request accepts.
 */
import type { NonSharedBuffer } from 'node:buffer';
import { open } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { Context } from 'hono';
import { isFeedFile } from '../../feeds/names.ts';
import { isNotModified } from '../http/conditional.ts';
import type { CompressedBodies } from './compressed-bodies.ts';
import { contentTypeOf } from './content-type.ts';
import { encodingHeaders, entityTag, fileDigest, fileIdentity, negotiate, type Negotiated } from './representation.ts';

/** The caching of a served file: hashed assets (the site's `_astro/` folder, by the file served) for a year. */
function cacheControl(file: string, siteDir: string): string {
  return file.startsWith(join(siteDir, '_astro') + sep)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/** HTTP date of a modification time, to the second (what Last-Modified can carry). */
function httpDate(mtimeMs: number): string {
  return new Date(Math.floor(mtimeMs / 1000) * 1000).toUTCString();
}

/** An answer with a body in its negotiated encoding, and its length. */
export function bodyResponse(
  body: NonSharedBuffer,
  status: number,
  headers: Readonly<Record<string, string>>,
  negotiated: Negotiated,
): Response {
  const length = String(body.byteLength);
  return new Response(body, { status, headers: { ...headers, ...encodingHeaders(negotiated), 'Content-Length': length } });
}

/**
 * A built file with its type, caching, ETag (./representation.ts) and Last-Modified (the file's modification time:
 * the feeds set theirs to when their XML last changed, src/feeds/finish.ts), compressed as the request accepts
 * (not the feeds, `isFeedFile`, which keep their Content-Length: FEEDS.md; the sitemaps are compressed as any other
 * file). A request naming the representation it holds (If-None-Match, else If-Modified-Since) gets 304 with the
 * validators, the caching and Vary, and no body. The bytes
 * and the time are read from one open file, so that a build published meanwhile cannot pair one file's time with
 * another's content.
 */
export async function fileResponse(file: string, siteDir: string, compressed: CompressedBodies, c: Context): Promise<Response> {
  const handle = await open(file);
  try {
    const info = await handle.stat();
    // A file read before is not read again to answer a revalidation: its digest is kept by what was read.
    const { digest, bytes } = await fileDigest(fileIdentity(info), () => handle.readFile());
    const type = contentTypeOf(file);
    const negotiated = negotiate(type, info.size, c.req.header('accept-encoding'), !isFeedFile(file));
    const validators = { etag: entityTag(digest, negotiated.encoding), lastModified: httpDate(info.mtimeMs) };
    const headers = {
      'Cache-Control': cacheControl(file, siteDir),
      ETag: validators.etag,
      'Last-Modified': validators.lastModified,
    };
    const asked = { ifNoneMatch: c.req.header('if-none-match'), ifModifiedSince: c.req.header('if-modified-since') };
    if (isNotModified(asked, validators))
      return new Response(null, { status: 304, headers: { ...headers, ...encodingHeaders(negotiated, false) } });
    // A compressed body kept from before is sent without reading the file again.
    const body = await compressed.body(digest, negotiated.encoding, async () => bytes ?? (await handle.readFile()));
    return bodyResponse(body, 200, { ...headers, 'Content-Type': type }, negotiated);
  } finally {
    await handle.close();
  }
}
