/** The product page's content blocks: parsing, duplicates, benefits, video, leaflet, complementary products. */
import { describe, expect, it } from 'vitest';
import {
  complementaryProducts,
  contentBoxView,
  leafletHref,
  productBenefits,
  productContentFor,
  videoOf,
} from '../../../../src/components/product/product-content.ts';
import { product } from '../../catalog/fixtures.ts';
import { entry } from './fixtures.ts';

describe('the product content entry of a sku', () => {
  it('finds the entry by sku, case-insensitively', () => {
    expect(productContentFor([entry()], 'a-1')?.sku).toBe('A-1');
    expect(productContentFor([entry()], 'B-2')).toBeUndefined();
  });

  it('keeps the first of duplicate skus (duplicate product content is dropped)', () => {
    const found = productContentFor([entry({ benefit_1: 'first' }), entry({ benefit_1: 'second' })], 'A-1');
    expect(found?.benefit_1).toBe('first');
  });

  it('drops a malformed entry whole: no sku, or a part of the wrong type', () => {
    expect(productContentFor([entry({ sku: '' })], '')).toBeUndefined();
    expect(productContentFor([entry({ content_boxes: 'not a list' })], 'A-1')).toBeUndefined();
    expect(productContentFor([entry({ content_boxes: 'bad' }), entry({ benefit_1: 'valid' })], 'A-1')?.benefit_1).toBe('valid');
    expect(productContentFor('not a list', 'A-1')).toBeUndefined();
  });

  it('reads missing and null parts as absent, blank texts too', () => {
    const found = productContentFor([{ sku: 'A-1', content_boxes: null, video: '  ', leaflet: null }], 'A-1');
    expect(found).toEqual({
      sku: 'A-1',
      content_boxes: [],
      expert_tips: [],
      video: undefined,
      complementary_skus: [],
      leaflet: undefined,
      benefit_1: undefined,
      benefit_2: undefined,
      shops: [],
    });
  });

  it('drops list items that show nothing, and shops without an http(s) link', () => {
    const found = productContentFor(
      [
        entry({
          content_boxes: [{ title: ' ' }, { content: '<p>x</p>' }, 42],
          expert_tips: ['', { title: 'Tip', content: 'Use daily' }],
          shops: [
            { name: 'Bad', url: 'javascript:alert(1)' },
            { name: '', url: 'https://x.example' },
            { name: 'Ok', url: 'http://ok.example' },
          ],
        }),
      ],
      'A-1',
    );
    expect(found?.content_boxes).toEqual([{ title: undefined, content: '<p>x</p>', image: undefined }]);
    expect(found?.expert_tips).toEqual([{ title: 'Tip', content: 'Use daily', image: undefined }]);
    expect(found?.shops).toEqual([{ name: 'Ok', url: 'http://ok.example' }]);
  });

  it('reads a box image given as a path or as path and alt', () => {
    const found = productContentFor(
      [entry({ content_boxes: [{ title: 'A', image: '/c/a.png' }, { image: { path: '/c/b.png', alt: 'B' } }] })],
      'A-1',
    );
    expect(found?.content_boxes.map((b) => b.image)).toEqual([
      { path: '/c/a.png', alt: undefined },
      { path: '/c/b.png', alt: 'B' },
    ]);
  });
});

describe('content boxes', () => {
  it('proxies the image with its width and height, alt from the image, else the title, else the product', () => {
    expect(
      contentBoxView({ title: 'T', content: undefined, image: { path: '/c/a.png', alt: undefined } }, 'Cream').image,
    ).toEqual({
      src: '/img/800/600/resize/c/a.png',
      width: 800,
      height: 600,
      alt: 'T',
    });
    expect(
      contentBoxView({ title: undefined, content: 'x', image: { path: 'c/a.png', alt: undefined } }, 'Cream').image?.alt,
    ).toBe('Cream');
    expect(contentBoxView({ title: 'T', content: 'x', image: undefined }, 'Cream')).toEqual({
      title: 'T',
      html: 'x',
      image: undefined,
    });
  });
});

describe('benefits', () => {
  const benefits = [{ sku: 'A-1', benefit_1: 'From section', benefit_2: ' ' }];

  it('are the entry’s own two benefits', () => {
    expect(productBenefits(productContentFor([entry()], 'A-1'), benefits, 'A-1')).toEqual([
      'Soothes itching',
      'Rebuilds the barrier',
    ]);
  });

  it('come from the product benefits section when the entry has none, blank ones left out', () => {
    const own = productContentFor([entry({ benefit_1: '', benefit_2: undefined })], 'A-1');
    expect(productBenefits(own, benefits, 'A-1')).toEqual(['From section']);
    expect(productBenefits(undefined, benefits, 'a-1')).toEqual(['From section']);
    expect(productBenefits(undefined, benefits, 'C-3')).toEqual([]);
  });
});

describe('the video', () => {
  it('is an embedded player from an allowed host over https', () => {
    expect(videoOf('https://www.youtube-nocookie.com/embed/abc')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/abc',
    });
    expect(videoOf('https://player.vimeo.com/video/1')?.kind).toBe('embed');
  });

  it('is the player of a video’s page or share link, whose page refuses to be framed', () => {
    const youtube = { kind: 'embed', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' };
    expect(videoOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(youtube);
    expect(videoOf('https://youtu.be/dQw4w9WgXcQ')).toEqual(youtube);
    expect(videoOf('https://vimeo.com/76979871')).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/76979871' });
  });

  it('is a link to another page of a player’s host', () => {
    expect(videoOf('https://www.youtube.com/@brand')).toEqual({ kind: 'link', href: 'https://www.youtube.com/@brand' });
    expect(videoOf('https://www.youtube.com/playlist?list=PL1')?.kind).toBe('link');
  });

  it('is a link from any other host, or over http', () => {
    expect(videoOf('https://videos.example.com/a.mp4')).toEqual({ kind: 'link', href: 'https://videos.example.com/a.mp4' });
    expect(videoOf('http://www.youtube.com/embed/abc')?.kind).toBe('link');
  });

  it('is nothing for an unreadable or non-http(s) value', () => {
    expect(videoOf(undefined)).toBeUndefined();
    expect(videoOf('not a url')).toBeUndefined();
    expect(videoOf('javascript:alert(1)')).toBeUndefined();
  });
});

describe('the leaflet', () => {
  const none = () => false;
  const built = (p: string) => p === '/leaflets/a-1.pdf';

  it('links an absolute http(s) URL of a PDF as it is', () => {
    expect(leafletHref('https://cdn.example.com/l/a-1.PDF', none)).toBe('https://cdn.example.com/l/a-1.PDF');
    expect(leafletHref('https://cdn.example.com/l/a-1.html', none)).toBeUndefined();
    expect(leafletHref('https://', none)).toBeUndefined();
  });

  it('links a site path only when the built site holds the file', () => {
    expect(leafletHref('/leaflets/a-1.pdf', built)).toBe('/leaflets/a-1.pdf');
    expect(leafletHref('leaflets/a-1.pdf', built)).toBe('/leaflets/a-1.pdf');
    expect(leafletHref('/leaflets/b-2.pdf', built)).toBeUndefined();
  });

  it('offers nothing for a path leaving the site, an odd path, a non-PDF or no value', () => {
    const all = () => true;
    expect(leafletHref('/../etc/a.pdf', all)).toBeUndefined();
    expect(leafletHref('/leaflets/a 1.pdf', all)).toBeUndefined();
    expect(leafletHref('/leaflets/a-1.txt', all)).toBeUndefined();
    expect(leafletHref('javascript:alert(1)//.pdf', all)).toBeUndefined();
    expect(leafletHref(undefined, all)).toBeUndefined();
  });
});

describe('complementary products', () => {
  const bySku = new Map([
    ['B-2', product({ sku: 'B-2', id: 2 })],
    ['C-3', product({ sku: 'C-3', id: 3, visibility: 1 })],
    ['D-4', product({ sku: 'D-4', id: 4 })],
    ['A-1', product({ sku: 'A-1', id: 1 })],
  ]);
  const hasPage = (sku: string) => sku !== 'D-4';

  it('keeps known, visible products with a page, each once, in order, without the product itself', () => {
    const found = complementaryProducts(['X-9', 'B-2', 'C-3', 'D-4', 'A-1', 'B-2'], 'A-1', bySku, hasPage);
    expect(found.map((p) => p.sku)).toEqual(['B-2']);
  });
});
