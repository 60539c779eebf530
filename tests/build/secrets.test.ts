/**
 * No secret in any output file (issue "Static storefront I"): the content service's token, which the
 * build uses to pull content, and the image URL key, which it signs editorial image URLs with
 * (src/catalog/signed-image.ts), appear in no file of dist/ — HTML, scripts, styles, feeds, sitemaps,
 * search indexes — nor in the content-sync snapshot the build reads. The build's settings are this process's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBackendSettings } from '../../backend/settings.ts';
import { snapshotDir } from '../../scripts/data.ts';
import { parseImageUrlKey } from '../../src/config/image-url-key.ts';
import { filesUnder } from '../helpers/files.ts';
import { DIST } from './dist.ts';

const token = parseBackendSettings(process.env).contentToken;
const imageKey = parseImageUrlKey(process.env);

/** Files under a folder whose bytes contain the text (as UTF-8, or URL-encoded). */
function filesContaining(dir: string, text: string): string[] {
  const needles = [Buffer.from(text), Buffer.from(encodeURIComponent(text))];
  return filesUnder(dir).filter((file) => {
    const bytes = readFileSync(file);
    return needles.some((n) => bytes.includes(n));
  });
}

describe('secrets', () => {
  it('the content token is long enough to be searched for', () => {
    expect(token.length).toBeGreaterThanOrEqual(8);
  });

  it('appears in no file of the built sites', () => {
    const files = filesUnder(DIST);
    expect(files.length).toBeGreaterThan(100);
    expect(filesContaining(DIST, token)).toEqual([]);
  });

  it('appears in no file of the content-sync snapshot', () => {
    expect(filesContaining(snapshotDir(), token)).toEqual([]);
  });

  it('the image URL key is long enough to be searched for', () => {
    expect(imageKey.length).toBeGreaterThanOrEqual(16);
  });

  it('the image URL key appears in no file of the built sites', () => {
    expect(filesContaining(DIST, imageKey)).toEqual([]);
  });

  it('the image URL key appears in no file of the content-sync snapshot', () => {
    expect(filesContaining(snapshotDir(), imageKey)).toEqual([]);
  });

  it('the search finds the token where it is written (the check can fail)', () => {
    const probe = `${DIST}/main/index.html`;
    expect(readFileSync(probe).includes(Buffer.from('<html'))).toBe(true);
    expect(filesContaining(`${DIST}/main/_astro`, 'function').length).toBeGreaterThan(0);
  });
});
