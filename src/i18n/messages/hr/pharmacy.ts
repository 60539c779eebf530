/** Croatian texts of the pharmacy finder (see ../en/pharmacy.ts). */
import type { pharmacy as source } from '../en/pharmacy.ts';
import type { Translation } from '../../types.ts';

export const pharmacy: Translation<typeof source> = {
  'pharmacy.intro':
    'Proizvode Dermeya kupit ćete u ovim ljekarnama. Tražite po mjestu ili poštanskom broju ili upotrijebite svoju lokaciju da biste vidjeli najbliže.',
  'pharmacy.searchLabel': 'Mjesto ili poštanski broj',
  'pharmacy.searchHint': 'Upišite mjesto ili prve znamenke poštanskog broja.',
  'pharmacy.locate': 'Upotrijebi moju lokaciju',
  'pharmacy.locating': 'Određujemo vašu lokaciju…',
  'pharmacy.located': 'Ljekarne poredane od najbliže vašoj lokaciji.',
  'pharmacy.sortByCity': 'Poredaj po mjestu',
  'pharmacy.locationDenied': 'Pristup lokaciji je odbijen. Tražite po mjestu ili poštanskom broju.',
  'pharmacy.locationFailed': 'Vašu lokaciju nije bilo moguće odrediti. Tražite po mjestu ili poštanskom broju.',
  'pharmacy.count': 'Ljekarne: {count}',
  'pharmacy.noResults': 'Nijedna ljekarna ne odgovara upitu „{query}”. Pokušajte s drugim mjestom ili poštanskim brojem.',
  'pharmacy.none': 'Za ovu zemlju još nema ljekarni na popisu.',
  'pharmacy.results': 'Ljekarne',
  'pharmacy.nearest': 'Najbliže ljekarne',
  'pharmacy.hours': 'Radno vrijeme',
  'pharmacy.distance': 'udaljeno {value}',
  'pharmacy.mapLabel': 'Karta ljekarni s popisa',
  'pharmacy.mapCanvas': 'Prikaz karte: strelice pomiču kartu, + i − povećavaju i smanjuju',
  'pharmacy.mapLoading': 'Učitavamo kartu…',
  'pharmacy.mapFailed': 'Kartu nije bilo moguće učitati. Popis prikazuje iste ljekarne.',
  'pharmacy.tilesFailed': 'Slike karte nije bilo moguće učitati. Popis prikazuje iste ljekarne.',
  'pharmacy.youAreHere': 'Vaša lokacija',
  'pharmacy.zoomIn': 'Povećaj',
  'pharmacy.zoomOut': 'Smanji',
  'pharmacy.closePopup': 'Zatvori',
};
