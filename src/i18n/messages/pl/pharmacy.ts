/** Polish texts of the pharmacy finder (see ../en/pharmacy.ts). */
import type { pharmacy as source } from '../en/pharmacy.ts';
import type { Translation } from '../../types.ts';

export const pharmacy: Translation<typeof source> = {
  'pharmacy.intro':
    'Produkty Dermeya kupisz w tych aptekach. Szukaj według miejscowości lub kodu pocztowego albo użyj swojej lokalizacji, aby zobaczyć najbliższe.',
  'pharmacy.searchLabel': 'Miejscowość lub kod pocztowy',
  'pharmacy.searchHint': 'Wpisz miejscowość lub pierwsze cyfry kodu pocztowego.',
  'pharmacy.locate': 'Użyj mojej lokalizacji',
  'pharmacy.locating': 'Ustalamy Twoją lokalizację…',
  'pharmacy.located': 'Apteki posortowane od najbliższej Twojej lokalizacji.',
  'pharmacy.sortByCity': 'Sortuj według miejscowości',
  'pharmacy.locationDenied': 'Nie udzielono dostępu do lokalizacji. Szukaj według miejscowości lub kodu pocztowego.',
  'pharmacy.locationFailed': 'Nie udało się ustalić Twojej lokalizacji. Szukaj według miejscowości lub kodu pocztowego.',
  'pharmacy.count': 'Apteki: {count}',
  'pharmacy.noResults': 'Żadna apteka nie pasuje do „{query}”. Spróbuj innej miejscowości lub kodu.',
  'pharmacy.none': 'Dla tego kraju nie ma jeszcze aptek na liście.',
  'pharmacy.results': 'Apteki',
  'pharmacy.nearest': 'Najbliższe apteki',
  'pharmacy.hours': 'Godziny otwarcia',
  'pharmacy.distance': '{value} stąd',
  'pharmacy.mapLabel': 'Mapa aptek z listy',
  'pharmacy.mapCanvas': 'Widok mapy: strzałki przesuwają mapę, + i − przybliżają i oddalają',
  'pharmacy.mapLoading': 'Wczytujemy mapę…',
  'pharmacy.mapFailed': 'Nie udało się wczytać mapy. Lista pokazuje te same apteki.',
  'pharmacy.tilesFailed': 'Nie udało się wczytać obrazów mapy. Lista pokazuje te same apteki.',
  'pharmacy.youAreHere': 'Twoja lokalizacja',
  'pharmacy.zoomIn': 'Przybliż',
  'pharmacy.zoomOut': 'Oddal',
  'pharmacy.closePopup': 'Zamknij',
};
