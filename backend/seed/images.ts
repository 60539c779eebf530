/**
 * Sample images rendered with sharp from small SVG drawings: product shots (a bottle or tube in the
 * line's colour with the line code), category banners, blog images, hero slides, Instagram tiles and
 * external-shop logos. Every image is registered in the media table; `images: false` only registers.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES as SHOWN } from '../../src/config/image-sizes.ts';

export interface ImageJob {
  /** Media path, starting with '/', e.g. /p/DY-E-00001-1.png */
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly color: string;
  readonly label: string;
  readonly shape: 'bottle' | 'tube' | 'banner' | 'tile' | 'logo';
}

const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG drawing of a job. */
export function imageSvg(job: ImageJob): string {
  const { width: w, height: h, color } = job;
  const label = escapeXml(job.label);
  const font = Math.round(Math.min(w, h) / 9);
  let shape: string;
  switch (job.shape) {
    case 'bottle':
      shape = `<rect x="${w * 0.44}" y="${h * 0.12}" width="${w * 0.12}" height="${h * 0.1}" rx="6" fill="#d9d4cc"/>
        <rect x="${w * 0.3}" y="${h * 0.2}" width="${w * 0.4}" height="${h * 0.66}" rx="${w * 0.08}" fill="${color}"/>
        <text x="${w / 2}" y="${h * 0.56}" font-size="${font}" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${label}</text>`;
      break;
    case 'tube':
      shape = `<path d="M${w * 0.32} ${h * 0.18} L${w * 0.68} ${h * 0.18} L${w * 0.62} ${h * 0.8} L${w * 0.38} ${h * 0.8} Z" fill="${color}"/>
        <rect x="${w * 0.42}" y="${h * 0.8}" width="${w * 0.16}" height="${h * 0.07}" rx="8" fill="#d9d4cc"/>
        <text x="${w / 2}" y="${h * 0.48}" font-size="${font}" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${label}</text>`;
      break;
    case 'logo':
      shape = `<rect x="${w * 0.05}" y="${h * 0.2}" width="${w * 0.9}" height="${h * 0.6}" rx="${h * 0.1}" fill="none" stroke="${color}" stroke-width="6"/>
        <text x="${w / 2}" y="${h * 0.6}" font-size="${Math.round(Math.min(h / 4, (w * 0.8) / (job.label.length * 0.62)))}" text-anchor="middle" fill="${color}" font-family="sans-serif" font-weight="700">${label}</text>`;
      break;
    case 'tile': {
      // Tiles (Instagram posts, stream, expert and blog pictures) are shown whole, or cropped to a square around
      // their centre: the drawing keeps to the middle.
      const r = Math.min(w, h) * 0.3;
      shape = `<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="${color}" opacity="0.85"/>
        <text x="${w / 2}" y="${h / 2 + font * 0.35}" font-size="${font}" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${label}</text>`;
      break;
    }
    default: {
      // Banners and hero slides: the storefront sets its own text over the left half (landscape) or the lower
      // part (portrait, the mobile hero), so the drawing keeps to the right or the top.
      const portrait = h > w;
      const [cx, cy, r] = portrait ? [w / 2, h * 0.2, h * 0.16] : [w * 0.78, h * 0.5, Math.min(w, h) * 0.32];
      const size = portrait ? Math.round(r * 0.36) : font;
      shape = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="0.85"/>
        <text x="${cx}" y="${cy + size * 0.35}" font-size="${size}" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${label}</text>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfaf8"/><stop offset="1" stop-color="#eeebe6"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>${shape}</svg>`;
}

/** Renders the jobs as PNG files under mediaDir (a few at a time; libvips uses its own threads). */
export async function renderImages(jobs: readonly ImageJob[], mediaDir: string, concurrency = 6): Promise<void> {
  const dirs = new Set(jobs.map((j) => dirname(join(mediaDir, j.path))));
  for (const dir of dirs) mkdirSync(dir, { recursive: true });
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++] as ImageJob;
      await sharp(Buffer.from(imageSvg(job)))
        .png({ compressionLevel: 4 })
        .toFile(join(mediaDir, job.path));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}

/**
 * Standard sizes of the generated images: the size the storefront shows each kind at (src/config/image-sizes.ts),
 * as the content service's own images are; Instagram's tiles come larger than shown.
 */
export const IMAGE_SIZES = {
  product: SHOWN.productGallery,
  category: SHOWN.categoryBanner,
  blog: SHOWN.blogArticle,
  hero: SHOWN.heroDesktop,
  heroMobile: SHOWN.heroMobile,
  instagram: { width: 640, height: 640 },
  logo: SHOWN.shopLogo,
} as const;
