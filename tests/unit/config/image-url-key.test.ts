/** The build's and the backend's image URL key (src/config/image-url-key.ts). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_URL_KEY, parseImageUrlKey } from '../../../src/config/image-url-key.ts';

describe('IMAGE_URL_KEY', () => {
  it('is the well-known default when unset or blank', () => {
    expect(parseImageUrlKey({})).toBe(DEFAULT_IMAGE_URL_KEY);
    expect(parseImageUrlKey({ IMAGE_URL_KEY: '  ' })).toBe(DEFAULT_IMAGE_URL_KEY);
    expect(DEFAULT_IMAGE_URL_KEY.length).toBeGreaterThanOrEqual(16);
  });

  it('a set key is trimmed and needs at least 16 characters, else it stops naming IMAGE_URL_KEY', () => {
    expect(parseImageUrlKey({ IMAGE_URL_KEY: ' 0123456789abcdef ' })).toBe('0123456789abcdef');
    expect(() => parseImageUrlKey({ IMAGE_URL_KEY: 'short-key' })).toThrow(/IMAGE_URL_KEY: expected at least 16 characters/);
  });
});
