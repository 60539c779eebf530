import { describe, expect, it } from 'vitest';
import { groupByCity, isPostcodeQuery, pharmacySearch, sortByCity } from '../../../../src/domain/pharmacy/search.ts';
import type { PharmacyItem } from '../../../../src/domain/pharmacy/types.ts';

const at = (id: string, city: string, postcode: string, name = `Apteka ${id}`): PharmacyItem => ({
  id,
  name,
  city,
  postcode,
  street: `ul. Długa ${id}`,
  lat: 50,
  lon: 20,
});

const LIST: PharmacyItem[] = [
  at('1', 'Warszawa', '00-001'),
  at('2', 'Kraków', '31-001'),
  at('3', 'Łódź', '90-001'),
  at('4', 'Łódź', '90-512'),
  at('5', 'Zagreb', '10000', 'Ljekarna Centar'),
  at('6', 'Šibenik', '22000'),
  at('7', 'Đakovo', '31400'),
  at('8', 'Gdańsk', '80-001'),
];

describe('the pharmacy search', () => {
  const search = pharmacySearch(LIST);
  const ids = (query: string) => search.search(query).map((p) => p.id);

  it('finds towns typed without Polish and Croatian diacritics', () => {
    expect(ids('lodz')).toEqual(['3', '4']);
    expect(ids('krakow')).toEqual(['2']);
    expect(ids('zagreb')).toEqual(['5']);
    expect(ids('sibenik')).toEqual(['6']);
    expect(ids('dakovo')).toEqual(['7']);
  });

  it('finds a town with its diacritics, in any case, by its beginning and with a typo', () => {
    expect(ids('ŁÓDŹ')).toEqual(['3', '4']);
    expect(ids('Gdańsk')).toEqual(['8']);
    expect(ids('warsz')).toEqual(['1']);
    expect(ids('krakuw')).toEqual(['2']);
  });

  it('pharmacySearch: a town named as typed, or by its beginning, is listed alone; others a letter or two away are not', () => {
    const towns = pharmacySearch([
      at('k1', 'Київ', '01001'),
      at('h1', 'Харків', '61001'),
      at('r1', 'Rijeka', '51000'),
      at('o1', 'Osijek', '31000'),
      at('m1', 'Radom', '26-600'),
      at('c1', 'Kraków', '31-001'),
    ]);
    const found = (query: string) => towns.search(query).map((p) => p.id);
    expect(found('Київ')).toEqual(['k1']);
    expect(found('київ')).toEqual(['k1']);
    expect(found('Rijek')).toEqual(['r1']);
    expect(found('Rado')).toEqual(['m1']);
    // No town begins so: the fuzzy match still forgives a typo.
    expect(found('Rjeka')).toEqual(['r1']);
  });

  it('pharmacySearch: the beginning of a later word of a town’s name is that town, not others a letter or two away', () => {
    const towns = pharmacySearch([
      at('n1', 'Nowy Sącz', '33-300'),
      at('b1', 'Bydgoszcz', '85-001'),
      at('s1', 'Szczecin', '70-001'),
      at('sb', 'Slavonski Brod', '35000'),
      at('du', 'Dubrovnik', '20000'),
      at('kk', 'Kędzierzyn-Koźle', '47-200'),
    ]);
    const found = (query: string) => towns.search(query).map((p) => p.id);
    expect(found('Sacz')).toEqual(['n1']);
    expect(found('brod')).toEqual(['sb']);
    expect(found('kozle')).toEqual(['kk']);
    // A name's first word still comes before a later word of another's.
    expect(found('szcz')).toEqual(['s1']);
  });

  it('matches a postcode by its prefix, with or without the hyphen', () => {
    expect(isPostcodeQuery(' 90')).toBe(true);
    expect(isPostcodeQuery('lodz 90')).toBe(false);
    expect(ids('00-')).toEqual(['1']);
    expect(ids('90')).toEqual(['3', '4']);
    expect(ids('90-5')).toEqual(['4']);
    expect(ids('905')).toEqual(['4']);
    expect(ids('31')).toEqual(['2', '7']);
    expect(ids('10000')).toEqual(['5']);
    expect(ids('99')).toEqual([]);
  });

  it('postcodeMatches: a postcode no pharmacy has finds those of its longest beginning some have, down to the district', () => {
    // A shopper's own postcode: 90-599 is no pharmacy's, 90-5… is 90-512's.
    expect(ids('90-599')).toEqual(['4']);
    expect(ids('90-999')).toEqual(['3', '4']);
    // 31-042 is Kraków's district, 31-0…: not Đakovo's 31400.
    expect(ids('31-042')).toEqual(['2']);
    // Never shorter than the district: 95-… finds nothing, rather than every pharmacy of 9….
    expect(ids('95-123')).toEqual([]);
    expect(ids('9')).toEqual(['3', '4']);
  });

  it('pharmacySearch: a town then a postcode, as an address is written, is the town’s pharmacies narrowed by the postcode', () => {
    expect(ids('Łódź 90-512')).toEqual(['4']);
    expect(ids('lodz 90-5')).toEqual(['4']);
    expect(ids('Łódź, 90')).toEqual(['3', '4']);
    // A postcode none of the town's pharmacies has (not even its district) lists the whole town, not nothing.
    expect(ids('Łódź 31-001')).toEqual(['3', '4']);
    // The postcode narrows within the town it follows only: Kraków's 31-… is not Đakovo's 31400.
    expect(ids('Krakow 31')).toEqual(['2']);
    expect(ids('Đakovo 31400')).toEqual(['7']);
    // And in the other order, as before.
    expect(ids('90-512 Łódź')).toEqual(['4']);
  });

  it('lists everything for a blank query and nothing for a town not in the list', () => {
    expect(ids('   ')).toEqual(LIST.map((p) => p.id));
    expect(ids('xyzzyq')).toEqual([]);
  });
});

describe('the list by town', () => {
  it('sorts by town in the store locale (Ł after L in Polish), then by name', () => {
    const items = [at('a', 'Łódź', '1'), at('b', 'Lublin', '1'), at('c', 'Kraków', '1', 'B'), at('d', 'Kraków', '1', 'A')];
    expect(sortByCity(items, 'pl-PL').map((p) => p.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('groups pharmacies by town in the order the towns first appear', () => {
    const groups = groupByCity([LIST[2]!, LIST[0]!, LIST[3]!]);
    expect(groups.map((g) => [g.city, g.items.map((p) => p.id)])).toEqual([
      ['Łódź', ['3', '4']],
      ['Warszawa', ['1']],
    ]);
    expect(groupByCity([])).toEqual([]);
  });
});
