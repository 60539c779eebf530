/**
 * Which sizes the image proxy renders (docs/decisions.md "Reference backend: APIs"): the sizes the storefront asks
 * (IMAGE_SIZES, src/config/image-sizes.ts) for anyone, any other size (1..2000 per side, image-path.ts) only for a
 * URL signed with IMAGE_URL_KEY (src/catalog/signed-image.ts): an editorial image sized by its content. Without it
 * anyone could keep the renderer busy with endless new sizes, each a fresh render. The URL keeps the contract's
 * shape; the signature is a query parameter the cache key does not read (the same size, path and format are one
 * cached file, signed or not).
 */
import { timingSafeEqual } from 'node:crypto';
import { IMAGE_SIGNATURE_PARAM, imageSignature } from '../../src/catalog/signed-image.ts';
import { isListedImageSize } from '../../src/config/image-sizes.ts';
import { HttpError } from '../http/errors.ts';
import type { ImageRequest } from './image-path.ts';

/** The signature a raw request target carries (its `s` query parameter), if any. */
export function imageSignatureOf(rawTarget: string): string | undefined {
  const query = rawTarget.indexOf('?');
  if (query < 0) return undefined;
  return new URLSearchParams(rawTarget.slice(query + 1)).get(IMAGE_SIGNATURE_PARAM) ?? undefined;
}

/**
 * Server rule: the signature is the one the build's signer gives the request's size and media path under `key`,
 * compared in constant time; a missing, truncated or garbled one is false (never thrown).
 */
export function isSignedImageRequest(request: ImageRequest, signature: string | undefined, key: string): boolean {
  if (signature === undefined || signature === '') return false;
  const expected = Buffer.from(imageSignature(key, request.width, request.height, request.path));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Server rule: a size the storefront uses is rendered for anyone, any other only with a valid signature. */
export function isAllowedImageRequest(request: ImageRequest, signature: string | undefined, key: string): boolean {
  return isListedImageSize(request.width, request.height) || isSignedImageRequest(request, signature, key);
}

/** The 403 of a request isAllowedImageRequest refuses. */
export function imageSizeRefused({ width, height }: ImageRequest): HttpError {
  return new HttpError(403, `Image size ${width}×${height} is not one the storefront uses; other sizes need a signed URL`);
}
