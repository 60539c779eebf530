/** Image URLs through the image proxy (spec 000 §7 "image proxy", CONTRACTS.md: `/img/{width}/{height}/resize{path}`). */

/** The image proxy path of a media path at a size; absolute URLs are kept as they are. */
export function proxiedImage(path: string, width: number, height: number): string {
  if (/^https?:\/\//.test(path)) return path;
  return `/img/${width}/${height}/resize${path.startsWith('/') ? path : `/${path}`}`;
}
