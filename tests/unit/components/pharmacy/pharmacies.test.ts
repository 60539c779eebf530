import { describe, expect, it } from 'vitest';
import { pharmaciesOf } from '../../../../src/components/pharmacy/pharmacies.ts';

const entry = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  _id: 'pharmacy-0001',
  id: 1,
  name: 'Apteka Pod Lipami',
  address_city: 'Warszawa',
  address_postcode: '00-001',
  address_street: 'ul. Wojska Polskiego 95',
  coordinates_x: 52.225645,
  coordinates_y: 21.018165,
  open_day_hours: 'Pn-Pt 8:00-20:00, Sob 8-15',
  country: 'PL',
  ...over,
});

describe('the pharmacies of a store view', () => {
  it('takes coordinates_x as the latitude and coordinates_y as the longitude, and passes only what the island needs', () => {
    expect(pharmaciesOf([entry()], 'PL', 'pl-PL')).toEqual([
      {
        id: '1',
        name: 'Apteka Pod Lipami',
        city: 'Warszawa',
        postcode: '00-001',
        street: 'ul. Wojska Polskiego 95',
        lat: 52.225645,
        lon: 21.018165,
        hours: 'Pn-Pt 8:00-20:00, Sob 8-15',
      },
    ]);
  });

  it("keeps only the store view's country", () => {
    const list = [entry(), entry({ id: 2, country: 'HR', address_city: 'Zagreb' }), entry({ id: 3, country: 'pl' })];
    expect(pharmaciesOf(list, 'PL', 'pl-PL').map((p) => p.id)).toEqual(['1', '3']);
    expect(pharmaciesOf(list, 'HR', 'hr-HR').map((p) => p.city)).toEqual(['Zagreb']);
    expect(pharmaciesOf(list, 'UA', 'uk-UA')).toEqual([]);
  });

  it('drops malformed entries whole: missing or blank fields, unreadable or impossible coordinates', () => {
    const bad = [
      entry({ id: 10, name: '' }),
      entry({ id: 11, address_city: undefined }),
      entry({ id: 12, address_street: '   ' }),
      entry({ id: 13, address_postcode: null }),
      entry({ id: 14, coordinates_x: 'north' }),
      entry({ id: 15, coordinates_x: 95 }),
      entry({ id: 16, coordinates_y: -181 }),
      entry({ id: 17, country: undefined }),
      entry({ id: undefined }),
      entry({ id: 1.5 }),
      null,
      'Apteka',
    ];
    expect(pharmaciesOf([...bad, entry({ id: 20 })], 'PL', 'pl-PL').map((p) => p.id)).toEqual(['20']);
    expect(pharmaciesOf(undefined, 'PL', 'pl-PL')).toEqual([]);
    expect(pharmaciesOf({ items: [entry()] }, 'PL', 'pl-PL')).toEqual([]);
  });

  it('reads numeric text coordinates and text ids, and lists a pharmacy without opening hours without them', () => {
    const [p] = pharmaciesOf([entry({ id: 'a7', coordinates_x: ' 50.5 ', coordinates_y: '-1', open_day_hours: '' })], 'PL', 'pl');
    expect(p).toMatchObject({ id: 'a7', lat: 50.5, lon: -1 });
    expect(p).not.toHaveProperty('hours');
  });

  it('keeps the first entry of an id and sorts by town in the store locale', () => {
    const list = [
      entry({ id: 1, address_city: 'Łódź' }),
      entry({ id: 2, address_city: 'Lublin' }),
      entry({ id: 1, address_city: 'Kraków' }),
      entry({ id: 3, address_city: 'Kraków' }),
    ];
    expect(pharmaciesOf(list, 'PL', 'pl-PL').map((p) => [p.id, p.city])).toEqual([
      ['3', 'Kraków'],
      ['2', 'Lublin'],
      ['1', 'Łódź'],
    ]);
  });
});
