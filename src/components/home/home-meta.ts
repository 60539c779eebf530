/** The home page's metadata: its sharing image (og:image), read from the store view's hero slides. */
import { buildInstant } from '../../config/build-instant.ts';
import { config, IMAGE_SIZES, type Config } from '../../config/index.ts';
import { proxiedImage } from '../../catalog/image-path.ts';
import { absoluteUrl, type PageMeta } from '../../layouts/page-meta.ts';
import { storeCatalog } from '../catalog/collections.ts';
import { visibleHeroSlides } from './content.ts';

/**
 * The home page's metadata with its sharing image (og:image): the first hero slide shown at the build, at the slider's
 * desktop size, its alt text or else the page's title; none without a slide.
 */
export async function homeMeta(meta: PageMeta, now: Date = buildInstant(), cfg: Config = config()): Promise<PageMeta> {
  const data = await storeCatalog(meta.store.code, cfg);
  const slide = visibleHeroSlides(data.content('hero_slides'), now)[0];
  if (!slide) return meta;
  const size = IMAGE_SIZES.heroDesktop;
  const url = absoluteUrl(meta.store, proxiedImage(slide.image, size), cfg);
  return { ...meta, image: { url, width: size.width, height: size.height, alt: slide.alt || meta.title } };
}
