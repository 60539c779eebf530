/**
 * The image proxy GET (and HEAD) /img/{width}/{height}/resize{path} (spec 000 §7): only media registered in
 * the `media` table, at a size the storefront uses or with a signed URL (else 403, ../images/image-rule.ts),
 * resized with sharp, cached on disk (bounded by the settings IMAGE_CACHE_MB and IMAGE_RENDERS), served with
 * an ETag. The URL names a media path, not its content (an image can be
 * replaced at the same path), so answers are cached for a day and then revalidated by ETag, never
 * `immutable` (docs/decisions.md "Reference backend: APIs", image proxy). The ETag comes from a stat of
 * the source, so a revalidation (304) and a HEAD never render: a HEAD of a variant not cached yet is
 * answered without Content-Length, which only the render would tell. A source sharp cannot decode is a 422
 * naming the path (a warning in the log, once per path and source version, for the editors); a HEAD of a
 * variant not cached finds it by the source's header only. Nothing of it is cached.
 */
import { resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../deps.ts';
import { etagMatches } from '../http/conditional.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parseImageTarget } from '../images/image-path.ts';
import { imageSignatureOf, imageSizeRefused, isAllowedImageRequest } from '../images/image-rule.ts';
import { CONTENT_TYPES, negotiateFormat } from '../images/negotiate.ts';
import { createResizer, UnreadableImageError } from '../images/resize.ts';
import { LimitFullError } from '../images/limit.ts';

/** A day fresh, then served stale for up to a week while a CDN or browser revalidates it by ETag. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** When a refused render (503) may be asked again. */
const BUSY_RETRY_SECONDS = 5;

/** The raw request target: Node's incoming URL when served over HTTP (before dot-segment folding). */
function rawTarget(c: Context): string {
  const incoming = (c.env as { incoming?: { url?: string } } | undefined)?.incoming;
  if (incoming?.url) return incoming.url;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}

export function imageRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const { settings } = deps;
  const mediaRoot = resolve(settings.mediaDir);
  const resizer = createResizer({
    cacheDir: resolve(settings.imageCacheDir),
    maxCacheBytes: settings.imageCacheBytes,
    concurrency: settings.imageRenders,
    onCacheError: (error, file) =>
      deps.logger.log('warn', 'image cache file operation failed', {
        file,
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  const registered = deps.db.prepare('SELECT 1 AS ok FROM media WHERE path = ?');
  /** The unreadable source versions already logged: a broken image on a busy page is told once. */
  const warned = new LRUCache<string, true>({ max: 1000 });

  // Checked on every request whose raw target is under /img/, so that `/img/1/1/resize/../x`
  // (folded to `/img/1/1/x` or further by URL parsing) is refused rather than routed elsewhere.
  // Hono drops the body of a HEAD answer.
  app.use('*', async (c, next) => {
    const target = rawTarget(c);
    if (!target.startsWith('/img/') || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const req = parseImageTarget(target);
    // Before any lookup: a size the storefront does not use needs a signature (image-rule.ts), else 403.
    if (!isAllowedImageRequest(req, imageSignatureOf(target), settings.imageUrlKey)) throw imageSizeRefused(req);
    if (!registered.get(req.path)) throw notFound(`Unknown image ${req.path.slice(0, 128)}`);
    const file = resolve(mediaRoot, `.${req.path}`);
    if (!file.startsWith(mediaRoot + sep)) throw notFound(`Unknown image ${req.path.slice(0, 128)}`);
    const format = negotiateFormat(c.req.header('accept'), req.path);
    const missing = () => notFound(`Image file missing for ${req.path.slice(0, 128)}`);
    const variant = await resizer.variant(file, { path: req.path, width: req.width, height: req.height, format });
    if (!variant) throw missing();
    const headers = { 'Cache-Control': IMAGE_CACHE_CONTROL, ETag: variant.etag, Vary: 'Accept' };
    if (etagMatches(c.req.header('if-none-match'), variant.etag)) return c.body(null, 304, headers);
    const typed = { ...headers, 'Content-Type': CONTENT_TYPES[format] };
    try {
      if (c.req.method === 'HEAD') {
        const size = await resizer.cachedSize(variant);
        // Not cached: no render for its length, but a source whose header cannot be read is answered as GET would.
        if (size === undefined && !(await resizer.checkSource(variant))) throw missing();
        return c.body(null, 200, size === undefined ? typed : { ...typed, 'Content-Length': String(size) });
      }
      const body = await resizer.image(variant);
      if (body === null) throw missing(); // removed since the stat
      return c.body(new Uint8Array(body), 200, { ...typed, 'Content-Length': String(body.length) });
    } catch (error) {
      if (error instanceof LimitFullError) {
        deps.logger.log('warn', 'image renders refused: too many waiting', { path: req.path, waiting: error.waiting });
        c.header('Retry-After', String(BUSY_RETRY_SECONDS));
        throw new HttpError(503, 'Too many images are being rendered: try again shortly');
      }
      if (!(error instanceof UnreadableImageError)) throw error;
      if (!warned.has(variant.source)) {
        warned.set(variant.source, true);
        deps.logger.log('warn', 'image source unreadable', { path: req.path, error: error.message });
      }
      throw new HttpError(422, `Image ${req.path.slice(0, 128)} cannot be read: ${error.message}`);
    }
  });
  return app;
}
