import { describe, expect, it } from 'vitest';
import { landingPaths } from '../../../../src/components/landing/landing-paths.ts';
import { routeFor } from '../../../../src/routing/index.ts';
import { entry } from './fixtures.ts';

const now = new Date('2026-11-22T12:00:00Z');
const bound = (store: 'pl' | 'en', base: string) => routeFor(store, base)?.contentSlug ?? '';

describe('landingPaths', () => {
  it('builds each landing route whose content entry is published, and a series page per series entry', () => {
    const value = [
      entry(bound('pl', 'emotopic-starter-kit')),
      entry(bound('pl', 'hair-loss-men'), { type: 'hair-loss' }),
      entry(bound('pl', 'hair-loss'), { published: false }),
      entry('series-1', { type: 'series', slug: 'e-atopic' }),
      entry('series-2', { type: 'series', slug: 'bad slug' }),
    ];
    expect(landingPaths('pl', value, now)).toEqual([
      {
        routeName: 'pl-emotopic-starter-kit',
        params: {},
        path: '/emotopic/zestaw-startowy-dla-niemowlat',
        entryId: bound('pl', 'emotopic-starter-kit'),
      },
      { routeName: 'pl-hair-loss-men', params: {}, path: '/wypadanie-wlosow/mezczyzni', entryId: bound('pl', 'hair-loss-men') },
      { routeName: 'pl-series-landing', params: { slug: 'e-atopic' }, path: '/seria/e-atopic', entryId: 'series-1' },
    ]);
  });

  it('builds nothing without content', () => {
    expect(landingPaths('en', undefined, now)).toEqual([]);
  });

  it('builds no landing page in a store view without the routes', () => {
    expect(landingPaths('us', [entry(bound('pl', 'emotopic')), entry('s', { type: 'series', slug: 'x' })], now)).toEqual([]);
  });
});
