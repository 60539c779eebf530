/** Polish catalogue texts (see ../en/catalog.ts). */
import type { catalog as source } from '../en/catalog.ts';
import type { Translation } from '../../types.ts';

export const catalog: Translation<typeof source> = {
  // Product lines
  'line.A': 'Skóra alergiczna',
  'line.DS': 'Łojotokowe zapalenie skóry',
  'line.E': 'Skóra atopowa',
  'line.F': 'Fluidy',
  'line.H': 'Włosy',
  'line.M': 'Mama',
  'line.N': 'Skóra naczynkowa',
  'line.R': 'Trądzik różowaty',
  'line.P': 'Łuszczyca',
  'line.S': 'Ochrona przeciwsłoneczna',
  'line.T': 'Trądzik',
  'line.V': 'Bielactwo',
  'line.W': 'Rozjaśnianie',
  'line.X': 'Skóra po radioterapii',

  // Sorting
  'sort.label': 'Sortuj według',
  'sort.latest': 'Najnowsze',
  'sort.priceAsc': 'Cena: od najniższej',
  'sort.priceDesc': 'Cena: od najwyższej',

  // Filters
  'filter.title': 'Filtry',
  'filter.color': 'Kolor',
  'filter.seria': 'Linia produktów',
  'filter.size': 'Pojemność',
  'filter.day_night': 'Dzień czy noc',
  'filter.price': 'Cena',
  'filter.price.below': '< {to}\u00a0{currency}',
  'filter.price.above': '≥ {from}\u00a0{currency}',
  'filter.price.range': '{from} - {to}',
  'filter.clear': 'Wyczyść filtry',
  'filter.day': 'Dzień',
  'filter.night': 'Noc',

  // Listings
  'listing.count': 'Produkty: {count}',
  'listing.loadMore': 'Pokaż więcej',
  'listing.empty': 'Nie ma tu jeszcze produktów.',
  'listing.lineProducts': 'Produkty z linii',
  'listing.subcategories': 'Kategorie',
  'listing.products': 'Produkty w tej kategorii',
  'listing.noMatch': 'Żaden produkt nie pasuje do wybranych filtrów.',
  'listing.loading': 'Wczytujemy produkty…',
  'listing.goodToKnow': 'Warto wiedzieć',
  'listing.description': 'Dermokosmetyki Dermeya: {name}.',
  'listing.noScript':
    'Filtrowanie, sortowanie i wczytywanie kolejnych produktów wymagają JavaScriptu: włącz go w przeglądarce, aby z nich korzystać.',
  'listing.loadFailed': 'Nie udało się wczytać filtrów i sortowania: odśwież stronę, aby spróbować ponownie.',

  // Product page
  'product.addToCart': 'Dodaj do koszyka',
  'product.chooseVariant': 'Wybierz wariant',
  'product.inStock': 'Dostępny',
  'product.outOfStock': 'Niedostępny',
  'product.availabilityUnknown': 'Dostępność nieznana',
  'product.benefits': 'Korzyści',
  'product.expertTips': 'Porady eksperta',
  'product.leaflet': 'Ulotka',
  'product.video': 'Wideo',
  'product.complementary': 'Produkty uzupełniające',
  'product.whereToBuy': 'Gdzie kupić',
  'product.sku': 'Kod: {code}',
  'product.quantity': 'Ilość',
  'product.gallery': 'Galeria produktu',
  'product.reviews': 'Opinie',
  'product.new': 'Nowość',
  'product.sale': 'Promocja',
  'product.ean': 'EAN: {code}',
  'product.details': 'Szczegóły',
  'product.description': 'Opis',
  'product.bundle': 'Zawartość zestawu',
  'product.bundleDefault': 'wybór domyślny',
  'product.grouped': 'Produkty w tym zestawie',
  'product.quantityOf': '{quantity} ×',
  'product.currentVariant': 'wybrany',

  // Prices
  'price.special': 'Cena promocyjna',
  'price.regular': 'Cena regularna',
  'price.lowest30': 'Najniższa cena z ostatnich 30 dni: {price}',
  'price.inclTax': 'z VAT',

  // Search
  'search.placeholder': 'Szukaj produktów',
  'search.resultsFor': 'Wyniki wyszukiwania dla „{query}”',
  'search.noResults': 'Nie znaleźliśmy produktów dla „{query}”.',
  'search.offlineNotice': 'Jesteś offline: wyniki pochodzą z kopii zapisanej na Twoim urządzeniu.',
  'search.unavailable': 'Wyszukiwarka jest teraz niedostępna. Spróbuj ponownie za chwilę.',
  'search.fallbackNotice': 'Wyszukiwarka nie odpowiada: te wyniki pochodzą z uproszczonego wyszukiwania w katalogu.',
  'search.loading': 'Wyszukiwanie…',
  'search.submit': 'Szukaj',
  'search.landmark': 'Wyszukiwarka sklepu',
  'search.noScript': 'Wyszukiwanie wymaga JavaScriptu: włącz go w przeglądarce lub znajdź produkty w menu.',
  'search.loadFailed': 'Nie udało się wczytać wyszukiwania: odśwież stronę, aby spróbować ponownie, lub znajdź produkty w menu.',

  // Breadcrumbs
  'breadcrumbs.home': 'Strona główna',
  'breadcrumbs.label': 'Ścieżka nawigacji',
};
