/** Romanian texts of the pharmacy finder (see ../en/pharmacy.ts). */
import type { pharmacy as source } from '../en/pharmacy.ts';
import type { Translation } from '../../types.ts';

export const pharmacy: Translation<typeof source> = {
  'pharmacy.intro':
    'Produsele Dermeya se vând în aceste farmacii. Caută după localitate sau cod poștal ori folosește locația ta pentru a vedea mai întâi cele mai apropiate.',
  'pharmacy.searchLabel': 'Localitate sau cod poștal',
  'pharmacy.searchHint': 'Introdu o localitate sau primele cifre ale unui cod poștal.',
  'pharmacy.locate': 'Folosește locația mea',
  'pharmacy.locating': 'Îți determinăm locația…',
  'pharmacy.located': 'Cele mai apropiate de locația ta sunt primele.',
  'pharmacy.sortByCity': 'Sortează după localitate',
  'pharmacy.locationDenied': 'Accesul la locație a fost refuzat. Caută după localitate sau cod poștal.',
  'pharmacy.locationFailed': 'Locația ta nu a putut fi determinată. Caută după localitate sau cod poștal.',
  'pharmacy.count': 'Farmacii: {count}',
  'pharmacy.noResults': 'Nicio farmacie nu corespunde căutării „{query}”. Încearcă altă localitate sau alt cod poștal.',
  'pharmacy.none': 'Încă nu există farmacii listate pentru această țară.',
  'pharmacy.results': 'Farmacii',
  'pharmacy.nearest': 'Cele mai apropiate farmacii',
  'pharmacy.hours': 'Program',
  'pharmacy.distance': 'la {value}',
  'pharmacy.mapLabel': 'Harta farmaciilor din listă',
  'pharmacy.mapCanvas': 'Vizualizarea hărții: săgețile mută harta, + și − măresc și micșorează',
  'pharmacy.mapLoading': 'Se încarcă harta…',
  'pharmacy.mapFailed': 'Harta nu a putut fi încărcată. Lista arată aceleași farmacii.',
  'pharmacy.tilesFailed': 'Imaginile hărții nu au putut fi încărcate. Lista arată aceleași farmacii.',
  'pharmacy.youAreHere': 'Locația ta',
  'pharmacy.zoomIn': 'Mărește',
  'pharmacy.zoomOut': 'Micșorează',
  'pharmacy.closePopup': 'Închide',
};
