/**
 * Resizing with sharp (cover) into the negotiated format (negotiate.ts), cached on disk (disk-cache.ts).
 * A variant is a request for the source file as it is now: it is named, cache entry and ETag alike, by
 * (path, width, height, format) and the file's version (size and modification time), from one stat, so
 * an image replaced at the same path is resized again, and a removed one is not served.
 * Concurrent requests for one variant share a single render, and at most `concurrency` renders run
 * at once (default: one per CPU), the others wait their turn.
 */
import { createHash } from 'node:crypto';
import { access, readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { isMissing } from './checks.ts';
import { createDiskCache, type DiskCacheOptions } from './disk-cache.ts';
import { createLimit } from './limit.ts';
import type { ImageFormat } from './negotiate.ts';

/** The cache entry's name: the request and the version of the source file it was made from. */
export function cacheKey(path: string, width: number, height: number, format: ImageFormat, sourceVersion: string): string {
  return createHash('sha256').update(`${path}\n${width}\n${height}\n${format}\n${sourceVersion}`).digest('hex');
}

export interface ResizeRequest {
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly format: ImageFormat;
}

export interface Variant {
  readonly file: string;
  readonly request: ResizeRequest;
  /** The cache entry's name, `ab/<64 hex>.<format>`. */
  readonly rel: string;
  readonly etag: string;
  /** The source file and its version (size and modification time) the variant was named from. */
  readonly source: string;
}

export interface ResizerOptions {
  readonly cacheDir: string;
  /** Bound of the disk cache in bytes (default DEFAULT_IMAGE_CACHE_BYTES). */
  readonly maxCacheBytes?: number;
  /** Bound of the disk cache in files (default DEFAULT_IMAGE_CACHE_FILES). */
  readonly maxCacheFiles?: number;
  /** Renders running at once (default: the number of CPUs). */
  readonly concurrency?: number;
  /**
   * Renders waiting for one of those (default RENDERS_WAITING_PER_SLOT per render running at once); one more is
   * refused with LimitFullError (the route answers 503): sizes are free, so renders of new ones must not pile up.
   */
  readonly maxWaiting?: number;
  readonly onCacheError?: DiskCacheOptions['onError'];
}

export interface Resizer {
  /** The variant `request` names of `file` as it is now (a stat: no read, no render); null when there is no such file. */
  variant(file: string, request: ResizeRequest): Promise<Variant | null>;
  /** The variant's length in bytes when it is cached, else undefined; never renders nor reads the image. */
  cachedSize(variant: Variant): Promise<number | undefined>;
  /**
   * Throws UnreadableImageError when sharp cannot read the header of the variant's source (no full read, no
   * render: a body damaged past a readable header is found by the render only); false when the file has gone,
   * else true.
   */
  checkSource(variant: Variant): Promise<boolean>;
  /** The variant's image: cached, else rendered and cached; null when the source file has gone; UnreadableImageError when it is no image. */
  image(variant: Variant): Promise<Buffer | null>;
}

/** A source file sharp cannot decode (not an image, or a damaged one): the image cannot be served until replaced. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`not a readable image (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
    this.name = 'UnreadableImageError';
  }
}

async function render(file: string, request: ResizeRequest): Promise<Buffer | null> {
  let source: Buffer;
  try {
    source = await readFile(file);
  } catch (e) {
    if (isMissing(e)) return null;
    throw e;
  }
  const pipeline = sharp(source).resize(request.width, request.height, { fit: 'cover' });
  try {
    switch (request.format) {
      case 'avif':
        return await pipeline.avif({ quality: 50 }).toBuffer();
      case 'webp':
        return await pipeline.webp({ quality: 80 }).toBuffer();
      case 'png':
        return await pipeline.png().toBuffer();
      case 'jpeg':
        return await pipeline.jpeg({ quality: 82 }).toBuffer();
    }
  } catch (e) {
    throw new UnreadableImageError(e);
  }
}

/** Renders that may wait per render slot: a page's new images (a listing's 24 cards and their variants) fit. */
export const RENDERS_WAITING_PER_SLOT = 32;

export function createResizer(options: ResizerOptions): Resizer {
  const cache = createDiskCache({
    dir: options.cacheDir,
    ...(options.maxCacheBytes === undefined ? {} : { maxBytes: options.maxCacheBytes }),
    ...(options.maxCacheFiles === undefined ? {} : { maxFiles: options.maxCacheFiles }),
    ...(options.onCacheError ? { onError: options.onCacheError } : {}),
  });
  const concurrency = options.concurrency ?? availableParallelism();
  const limit = createLimit(concurrency, options.maxWaiting ?? concurrency * RENDERS_WAITING_PER_SLOT);
  const inFlight = new Map<string, Promise<Buffer | null>>();

  /** One render per variant at a time; it ends once the result is cached (or caching failed). */
  function renderOnce({ rel, file, request }: Variant): Promise<Buffer | null> {
    let pending = inFlight.get(rel);
    if (!pending) {
      pending = limit(() => render(file, request))
        .then(async (body) => {
          if (body) await cache.write(rel, body);
          return body;
        })
        .finally(() => inFlight.delete(rel));
      inFlight.set(rel, pending);
    }
    return pending;
  }

  return {
    async variant(file, request) {
      let version: string;
      try {
        const { size, mtimeMs } = await stat(file);
        version = `${size}:${mtimeMs}`;
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
      const name = cacheKey(request.path, request.width, request.height, request.format, version);
      const rel = `${name.slice(0, 2)}/${name}.${request.format}`;
      return { file, request, rel, etag: `"${name.slice(0, 32)}"`, source: `${file}\n${version}` };
    },
    cachedSize: (variant) => cache.size(variant.rel),
    async checkSource({ file }) {
      try {
        await access(file);
      } catch (e) {
        if (isMissing(e)) return false;
        throw e;
      }
      try {
        await sharp(file).metadata(); // the header only: no full read, no render
      } catch (e) {
        throw new UnreadableImageError(e);
      }
      return true;
    },
    async image(variant) {
      return (await cache.read(variant.rel)) ?? renderOnce(variant);
    },
  };
}
