/** Croatian catalogue texts (see ../en/catalog.ts). */
import type { catalog as source } from '../en/catalog.ts';
import type { Translation } from '../../types.ts';

export const catalog: Translation<typeof source> = {
  // Product lines
  'line.A': 'Alergična koža',
  'line.DS': 'Seboroični dermatitis',
  'line.E': 'Atopijska koža',
  'line.F': 'Fluidi',
  'line.H': 'Kosa',
  'line.M': 'Majčinstvo',
  'line.N': 'Koža sklona crvenilu',
  'line.R': 'Rozacea',
  'line.P': 'Psorijaza',
  'line.S': 'Zaštita od sunca',
  'line.T': 'Akne',
  'line.V': 'Vitiligo',
  'line.W': 'Posvjetljivanje',
  'line.X': 'Koža nakon radioterapije',

  // Sorting
  'sort.label': 'Poredaj po',
  'sort.latest': 'Najnovije',
  'sort.priceAsc': 'Cijena: od najniže',
  'sort.priceDesc': 'Cijena: od najviše',

  // Filters
  'filter.title': 'Filtri',
  'filter.color': 'Boja',
  'filter.seria': 'Linija proizvoda',
  'filter.size': 'Volumen',
  'filter.day_night': 'Dan ili noć',
  'filter.price': 'Cijena',
  'filter.price.below': '< {to}\u00a0{currency}',
  'filter.price.above': '≥ {from}\u00a0{currency}',
  'filter.price.range': '{from} - {to}',
  'filter.clear': 'Očisti filtre',
  'filter.day': 'Dan',
  'filter.night': 'Noć',

  // Listings
  'listing.count': 'Proizvodi: {count}',
  'listing.loadMore': 'Učitaj još',
  'listing.empty': 'Ovdje još nema proizvoda.',
  'listing.lineProducts': 'Proizvodi iz linije',
  'listing.subcategories': 'Kategorije',
  'listing.products': 'Proizvodi u ovoj kategoriji',
  'listing.noMatch': 'Nijedan proizvod ne odgovara odabranim filtrima.',
  'listing.loading': 'Učitavanje proizvoda…',
  'listing.goodToKnow': 'Dobro je znati',
  'listing.description': 'Dermokozmetika Dermeya: {name}.',
  'listing.noScript':
    'Filtriranje, sortiranje i učitavanje dodatnih proizvoda zahtijevaju JavaScript: uključite ga u pregledniku da biste ih koristili.',
  'listing.loadFailed': 'Filtri i sortiranje nisu učitani: ponovno učitajte stranicu.',

  // Product page
  'product.addToCart': 'Dodaj u košaricu',
  'product.chooseVariant': 'Odaberite varijantu',
  'product.inStock': 'Na zalihi',
  'product.outOfStock': 'Nema na zalihi',
  'product.availabilityUnknown': 'Dostupnost nepoznata',
  'product.benefits': 'Prednosti',
  'product.expertTips': 'Savjeti stručnjaka',
  'product.leaflet': 'Uputa',
  'product.video': 'Video',
  'product.complementary': 'Dopunski proizvodi',
  'product.whereToBuy': 'Gdje kupiti',
  'product.sku': 'Šifra: {code}',
  'product.quantity': 'Količina',
  'product.gallery': 'Galerija proizvoda',
  'product.reviews': 'Recenzije',
  'product.new': 'Novo',
  'product.sale': 'Akcija',
  'product.ean': 'EAN: {code}',
  'product.details': 'Pojedinosti',
  'product.description': 'Opis',
  'product.bundle': 'Sadržaj seta',
  'product.bundleDefault': 'zadani odabir',
  'product.grouped': 'Proizvodi u ovom setu',
  'product.quantityOf': '{quantity} ×',
  'product.currentVariant': 'odabrano',

  // Prices
  'price.special': 'Akcijska cijena',
  'price.regular': 'Redovna cijena',
  'price.lowest30': 'Najniža cijena u posljednjih 30 dana: {price}',
  'price.inclTax': 's PDV-om',

  // Search
  'search.placeholder': 'Pretražite proizvode',
  'search.resultsFor': 'Rezultati pretraživanja za „{query}”',
  'search.noResults': 'Nema proizvoda za „{query}”.',
  'search.offlineNotice': 'Niste povezani s internetom: ovi rezultati potječu iz kopije spremljene na vašem uređaju.',
  'search.unavailable': 'Tražilica trenutačno nije dostupna. Pokušajte ponovno za trenutak.',
  'search.fallbackNotice': 'Tražilica ne odgovara: ovi rezultati potječu iz pojednostavljenog pretraživanja kataloga.',
  'search.loading': 'Pretraživanje…',
  'search.submit': 'Pretraži',
  'search.landmark': 'Pretraživanje trgovine',
  'search.noScript': 'Pretraživanje zahtijeva JavaScript: uključite ga u pregledniku ili pronađite proizvode putem izbornika.',
  'search.loadFailed': 'Pretraživanje nije učitano: ponovno učitajte stranicu ili pronađite proizvode putem izbornika.',

  // Breadcrumbs
  'breadcrumbs.home': 'Početna',
  'breadcrumbs.label': 'Putanja',
};
