/**
 * Validation of the image proxy's request path `/img/{width}/{height}/resize{path}`: sizes 1..2000
 * and a media path free of traversal (`..`, encoded `%2e%2e`, backslashes, absolute or drive paths,
 * NUL bytes). Checked on the raw request target, before any URL normalisation.
 */
import { MAX_IMAGE_SIDE } from '../../src/config/image-sizes.ts';
import { badRequest, notFound } from '../http/errors.ts';

const PREFIX = /^\/img\/([^/]*)\/([^/]*)\/resize(\/.*)?$/;

export interface ImageRequest {
  readonly width: number;
  readonly height: number;
  /** The media path, decoded, starting with '/'. */
  readonly path: string;
}

function size(raw: string, name: string): number {
  if (!/^\d{1,4}$/.test(raw)) throw badRequest(`${name} must be an integer between 1 and ${MAX_IMAGE_SIDE}`);
  const n = Number(raw);
  if (n < 1 || n > MAX_IMAGE_SIDE) throw badRequest(`${name} must be an integer between 1 and ${MAX_IMAGE_SIDE}`);
  // One URL per size: `0744` would be another URL (another CDN entry) of the image at 744.
  if (raw !== String(n)) throw notFound(`No image at ${name} "${raw}": sizes are written without leading zeros (${n})`);
  return n;
}

/** True when a path (raw or decoded) tries to leave the media directory. */
export function isTraversal(path: string): boolean {
  const lowered = path.toLowerCase();
  return (
    lowered.includes('..') ||
    lowered.includes('%2e%2e') ||
    lowered.includes('%2e.') ||
    lowered.includes('.%2e') ||
    lowered.includes('\\') ||
    lowered.includes('%5c') ||
    lowered.includes('%00') ||
    lowered.includes('\0') ||
    lowered.startsWith('//') ||
    /^\/?[a-z]:/.test(lowered)
  );
}

/** Parses the raw request target (path and query) of an image request. */
export function parseImageTarget(rawTarget: string): ImageRequest {
  const rawPath = rawTarget.split('?')[0] ?? '';
  if (isTraversal(rawPath)) throw badRequest('Image path must not leave the media directory');
  const m = PREFIX.exec(rawPath);
  if (!m) throw badRequest('Image URL is /img/{width}/{height}/resize{path}');
  const width = size(m[1] ?? '', 'width');
  const height = size(m[2] ?? '', 'height');
  let path: string;
  try {
    path = decodeURIComponent(m[3] ?? '');
  } catch {
    throw badRequest('Image path is not valid percent-encoding');
  }
  if (path === '' || path === '/') throw badRequest('Image path is missing');
  if (isTraversal(path)) throw badRequest('Image path must not leave the media directory');
  if (path.length > 512) throw badRequest('Image path is at most 512 characters');
  return { width, height, path };
}
