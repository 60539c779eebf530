/** Pharmacies (in real Polish, Croatian and Ukrainian towns), Instagram tiles and countries. */
import type { DatabaseSync } from 'node:sqlite';
import { inserter } from '../../db/index.ts';
import { unixSeconds } from '../dates.ts';
import { IMAGE_SIZES } from '../images.ts';
import { fill, vocab } from '../text/index.ts';
import { PHARMACY_NAMES, STREETS, TOWNS } from '../towns.ts';
import { fields, type ContentContext } from './writer.ts';

export const PHARMACY_COUNT = 320;

/** Pharmacies spread around the towns (every town at least once, the rest at random), within about 3 km of the centre. */
export function seedPharmacies(ctx: ContentContext): void {
  ctx.model(
    'pharmacies',
    'collection',
    fields(
      'id',
      'name',
      'address_city',
      'address_postcode',
      'address_street',
      'coordinates_x',
      'coordinates_y',
      'open_day_hours',
      'country',
    ),
  );
  for (let i = 0; i < PHARMACY_COUNT; i += 1) {
    const town = TOWNS[i < TOWNS.length ? i : ctx.rng.int(0, Math.min(i, TOWNS.length) - 1)] ?? TOWNS[0];
    if (!town) throw new Error('no towns');
    const v = vocab(({ PL: 'pl', HR: 'hr', UA: 'uk' } as const)[town.country]);
    const id = `pharmacy-${String(i + 1).padStart(4, '0')}`;
    ctx.entry('pharmacies', id, {
      id: i + 1,
      name: ctx.rng.pick(PHARMACY_NAMES[town.country]),
      address_city: town.city,
      address_postcode: town.postcode,
      address_street: `${ctx.rng.pick(STREETS[town.country])} ${ctx.rng.int(1, 120)}`,
      coordinates_x: Math.round((town.lat + (ctx.rng.next() - 0.5) * 0.05) * 1e6) / 1e6,
      coordinates_y: Math.round((town.lon + (ctx.rng.next() - 0.5) * 0.07) * 1e6) / 1e6,
      open_day_hours: fill(v.openHours, {
        from: ctx.rng.pick([7, 8, 9]),
        to: ctx.rng.pick([18, 20, 21, 22]),
        ...ctx.rng.pick([
          { satFrom: 9, satTo: 14 },
          { satFrom: 8, satTo: 15 },
          { satFrom: 10, satTo: 14 },
        ]),
      }),
      country: town.country,
    });
  }
}

export function seedInstagram(db: DatabaseSync, ctx: ContentContext): void {
  const insert = inserter(db, 'instagram_tiles', ['id', 'is_published', 'image', 'link', 'alt', 'created']);
  const colors = ['#2e7d5b', '#a86a00', '#8a4f7d', '#2f6f9f', '#b0466b', '#2f7f86'];
  for (let n = 1; n <= 16; n += 1) {
    const published = n <= 13;
    const image = ctx.image({
      path: `/i/ig-${n}.png`,
      ...IMAGE_SIZES.instagram,
      color: colors[n % colors.length] ?? '#555',
      label: `#${n}`,
      shape: 'tile',
    });
    insert([
      n,
      published ? 1 : 0,
      image,
      `https://www.instagram.com/p/dermeya${n}/`,
      `Dermeya #${n}`,
      unixSeconds(ctx.reference) - n * 86_400,
    ]);
    if (!published) ctx.plant('instagram_tiles', String(n), 'unpublished Instagram tile');
  }
}

/** [id, English, pl, en, fr, hr, ro, uk] */
const COUNTRIES: readonly (readonly [string, string, string, string, string, string, string])[] = [
  ['PL', 'Poland', 'Polska', 'Pologne', 'Poljska', 'Polonia', 'Польща'],
  ['HR', 'Croatia', 'Chorwacja', 'Croatie', 'Hrvatska', 'Croația', 'Хорватія'],
  ['TN', 'Tunisia', 'Tunezja', 'Tunisie', 'Tunis', 'Tunisia', 'Туніс'],
  ['RO', 'Romania', 'Rumunia', 'Roumanie', 'Rumunjska', 'România', 'Румунія'],
  ['UA', 'Ukraine', 'Ukraina', 'Ukraine', 'Ukrajina', 'Ucraina', 'Україна'],
  ['US', 'United States', 'Stany Zjednoczone', 'États-Unis', 'Sjedinjene Američke Države', 'Statele Unite', 'Сполучені Штати'],
  ['DE', 'Germany', 'Niemcy', 'Allemagne', 'Njemačka', 'Germania', 'Німеччина'],
  ['CZ', 'Czechia', 'Czechy', 'Tchéquie', 'Češka', 'Cehia', 'Чехія'],
  ['SK', 'Slovakia', 'Słowacja', 'Slovaquie', 'Slovačka', 'Slovacia', 'Словаччина'],
  ['LT', 'Lithuania', 'Litwa', 'Lituanie', 'Litva', 'Lituania', 'Литва'],
  ['FR', 'France', 'Francja', 'France', 'Francuska', 'Franța', 'Франція'],
  ['SI', 'Slovenia', 'Słowenia', 'Slovénie', 'Slovenija', 'Slovenia', 'Словенія'],
];

export function seedCountries(db: DatabaseSync): void {
  const insert = inserter(db, 'countries', ['id', 'full_name_english', 'full_name_locale']);
  for (const [id, english, pl, fr, hr, ro, uk] of COUNTRIES)
    insert([id, english, JSON.stringify({ pl, en: english, fr, hr, ro, uk })]);
}
