import { describe, expect, it } from 'vitest';
import { contentTypeOf } from '../../../../backend/static/content-type.ts';

describe('contentTypeOf', () => {
  it('names the type of each kind of file a built site holds, by its extension in any case', () => {
    expect(contentTypeOf('/porady.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('/_astro/a.B1.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('/leaflets/dermeya-leaflet.pdf')).toBe('application/pdf');
    expect(contentTypeOf('/LEAFLET.PDF')).toBe('application/pdf');
    expect(contentTypeOf('/fonts/inter.woff2')).toBe('font/woff2');
  });

  it('gives an unknown or missing extension the generic binary type', () => {
    expect(contentTypeOf('/file.xyz')).toBe('application/octet-stream');
    expect(contentTypeOf('/README')).toBe('application/octet-stream');
  });
});
