import { describe, expect, it } from 'vitest';
import { acceptQuality, negotiateFormat } from '../../../../backend/images/negotiate.ts';

describe('image format negotiation', () => {
  it('AVIF, then WebP by the Accept header, else the source kind', () => {
    expect(negotiateFormat('image/avif,image/webp,*/*', '/a.png')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*', '/a.png')).toBe('webp');
    expect(negotiateFormat('*/*', '/a.png')).toBe('png');
    expect(negotiateFormat(undefined, '/a.jpg')).toBe('jpeg');
    expect(negotiateFormat('', '/a.JPEG')).toBe('jpeg');
  });

  it('q=0 means not acceptable', () => {
    expect(negotiateFormat('image/avif;q=0', '/a.png')).toBe('png');
    expect(negotiateFormat('image/avif;q=0, image/webp', '/a.png')).toBe('webp');
    expect(negotiateFormat('image/avif; q=0.000, image/webp;q=0', '/a.jpg')).toBe('jpeg');
    expect(negotiateFormat('image/webp;q=0,image/avif', '/a.png')).toBe('avif');
  });

  it('the higher q-value wins, AVIF on a tie', () => {
    expect(negotiateFormat('image/avif;q=0.5, image/webp;q=0.9', '/a.png')).toBe('webp');
    expect(negotiateFormat('image/webp;q=0.5, image/avif;q=0.5', '/a.png')).toBe('avif');
    expect(negotiateFormat('image/webp;q=0.4, image/avif;q=0.6', '/a.png')).toBe('avif');
  });

  it('only an explicit entry counts: wildcards and look-alike types do not', () => {
    expect(negotiateFormat('image/*', '/a.png')).toBe('png');
    expect(negotiateFormat('image/avifx, image/webp-foo, text/image/avif', '/a.png')).toBe('png');
  });

  it('reads q-values case-insensitively and with spaces, and ignores malformed ones', () => {
    expect(acceptQuality('IMAGE/AVIF ; Q=0.25', 'image/avif')).toBe(0.25);
    expect(acceptQuality('image/avif;level=1;q=0.8', 'image/avif')).toBe(0.8);
    expect(acceptQuality('image/avif;q=1.000', 'image/avif')).toBe(1);
    expect(acceptQuality('image/avif', 'image/avif')).toBe(1);
    expect(acceptQuality('image/webp', 'image/avif')).toBe(0);
    for (const bad of ['q=2', 'q=abc', 'q=0.5555', 'q=-1', 'q=', 'q=1.5']) {
      expect(acceptQuality(`image/avif;${bad}`, 'image/avif')).toBe(0);
    }
    expect(acceptQuality('image/avif;q=0.9, image/avif;q=0', 'image/avif')).toBe(0.9); // the first entry
  });
});
