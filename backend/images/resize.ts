/**
 * Resizing with sharp (cover) into AVIF or WebP by the Accept header (else PNG for PNG sources,
 * JPEG otherwise), cached on disk keyed by (path, width, height, format) and the source file's version (size and
 * modification time): an image replaced at the same path is resized again, and a removed one is not served.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import sharp from 'sharp';

export type ImageFormat = 'avif' | 'webp' | 'png' | 'jpeg';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** The output format for a request: AVIF, then WebP when accepted; else the source's own kind. */
export function negotiateFormat(accept: string | undefined, sourcePath: string): ImageFormat {
  const a = (accept ?? '').toLowerCase();
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return extname(sourcePath).toLowerCase() === '.png' ? 'png' : 'jpeg';
}

/** The cache entry's name: the request and the version of the source file it was made from. */
export function cacheKey(path: string, width: number, height: number, format: ImageFormat, sourceVersion: string): string {
  return createHash('sha256').update(`${path}\n${width}\n${height}\n${format}\n${sourceVersion}`).digest('hex');
}

export interface ResizedImage {
  readonly body: Buffer;
  readonly etag: string;
  readonly format: ImageFormat;
  readonly cached: boolean;
}

/** Resizes `file` (or reads the cached result). Throws ENOENT when the source file is missing. */
export async function resizeCached(
  file: string,
  cacheDir: string,
  key: { path: string; width: number; height: number; format: ImageFormat },
): Promise<ResizedImage> {
  const { size, mtimeMs } = await stat(file);
  const name = cacheKey(key.path, key.width, key.height, key.format, `${size}:${mtimeMs}`);
  const target = join(cacheDir, name.slice(0, 2), `${name}.${key.format}`);
  const etag = `"${name.slice(0, 32)}"`;
  try {
    return { body: await readFile(target), etag, format: key.format, cached: true };
  } catch {
    // not cached yet
  }
  const source = await readFile(file);
  const pipeline = sharp(source).resize(key.width, key.height, { fit: 'cover' });
  const body =
    key.format === 'avif'
      ? await pipeline.avif({ quality: 50 }).toBuffer()
      : key.format === 'webp'
        ? await pipeline.webp({ quality: 80 }).toBuffer()
        : key.format === 'png'
          ? await pipeline.png().toBuffer()
          : await pipeline.jpeg({ quality: 82 }).toBuffer();
  await mkdir(join(cacheDir, name.slice(0, 2)), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, body);
  await rename(temp, target);
  return { body, etag, format: key.format, cached: false };
}
