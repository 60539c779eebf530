/** Romanian catalogue texts (see ../en/catalog.ts). */
import type { catalog as source } from '../en/catalog.ts';
import type { Translation } from '../../types.ts';

export const catalog: Translation<typeof source> = {
  // Product lines
  'line.A': 'Piele alergică',
  'line.DS': 'Dermatită seboreică',
  'line.E': 'Piele atopică',
  'line.F': 'Fluide',
  'line.H': 'Păr',
  'line.M': 'Maternitate',
  'line.N': 'Piele cu tendință la roșeață',
  'line.R': 'Rozacee',
  'line.P': 'Psoriazis',
  'line.S': 'Protecție solară',
  'line.T': 'Acnee',
  'line.V': 'Vitiligo',
  'line.W': 'Depigmentare',
  'line.X': 'Piele după radioterapie',

  // Sorting
  'sort.label': 'Sortează după',
  'sort.latest': 'Cele mai noi',
  'sort.priceAsc': 'Preț: crescător',
  'sort.priceDesc': 'Preț: descrescător',

  // Filters
  'filter.title': 'Filtre',
  'filter.color': 'Culoare',
  'filter.seria': 'Gamă de produse',
  'filter.size': 'Volum',
  'filter.day_night': 'Zi sau noapte',
  'filter.price': 'Preț',
  'filter.price.below': '< {to}\u00a0{currency}',
  'filter.price.above': '≥ {from}\u00a0{currency}',
  'filter.price.range': '{from} - {to}',
  'filter.clear': 'Șterge filtrele',
  'filter.day': 'Zi',
  'filter.night': 'Noapte',

  // Listings
  'listing.count': 'Produse: {count}',
  'listing.loadMore': 'Încarcă mai multe',
  'listing.empty': 'Încă nu există produse aici.',
  'listing.lineProducts': 'Produsele gamei',
  'listing.subcategories': 'Categorii',
  'listing.products': 'Produsele din această categorie',
  'listing.noMatch': 'Niciun produs nu corespunde filtrelor alese.',
  'listing.loading': 'Se încarcă produsele…',
  'listing.goodToKnow': 'Bine de știut',
  'listing.description': 'Dermatocosmetice Dermeya: {name}.',
  'listing.noScript':
    'Filtrarea, sortarea și încărcarea mai multor produse necesită JavaScript: activează-l în browser pentru a le folosi.',
  'listing.loadFailed': 'Filtrele și sortarea nu au putut fi încărcate: reîncarcă pagina pentru a încerca din nou.',

  // Product page
  'product.addToCart': 'Adaugă în coș',
  'product.chooseVariant': 'Alege o variantă',
  'product.inStock': 'În stoc',
  'product.outOfStock': 'Stoc epuizat',
  'product.availabilityUnknown': 'Disponibilitate necunoscută',
  'product.benefits': 'Beneficii',
  'product.expertTips': 'Sfaturile expertului',
  'product.leaflet': 'Prospect',
  'product.video': 'Video',
  'product.complementary': 'Produse complementare',
  'product.whereToBuy': 'De unde poți cumpăra',
  'product.sku': 'Cod: {code}',
  'product.quantity': 'Cantitate',
  'product.gallery': 'Galeria produsului',
  'product.reviews': 'Recenzii',
  'product.new': 'Nou',
  'product.sale': 'Reducere',
  'product.ean': 'EAN: {code}',
  'product.details': 'Detalii',
  'product.description': 'Descriere',
  'product.bundle': 'Conținutul setului',
  'product.bundleDefault': 'alegere implicită',
  'product.grouped': 'Produsele din acest set',
  'product.quantityOf': '{quantity} ×',
  'product.currentVariant': 'selectat',

  // Prices
  'price.special': 'Preț promoțional',
  'price.regular': 'Preț obișnuit',
  'price.lowest30': 'Cel mai mic preț din ultimele 30 de zile: {price}',
  'price.inclTax': 'cu TVA inclus',

  // Search
  'search.placeholder': 'Caută produse',
  'search.resultsFor': 'Rezultatele căutării pentru „{query}”',
  'search.noResults': 'Nu am găsit produse pentru „{query}”.',
  'search.offlineNotice': 'Ești offline: aceste rezultate provin din copia salvată pe dispozitivul tău.',
  'search.unavailable': 'Căutarea nu este disponibilă momentan. Încearcă din nou peste câteva clipe.',
  'search.fallbackNotice': 'Serviciul de căutare nu răspunde: aceste rezultate provin dintr-o căutare simplificată în catalog.',
  'search.loading': 'Se caută…',
  'search.submit': 'Caută',
  'search.landmark': 'Căutare în magazin',
  'search.noScript': 'Căutarea necesită JavaScript: activează-l în browser sau găsește produsele din meniu.',
  'search.loadFailed':
    'Căutarea nu a putut fi încărcată: reîncarcă pagina pentru a încerca din nou sau găsește produsele din meniu.',

  // Breadcrumbs
  'breadcrumbs.home': 'Acasă',
  'breadcrumbs.label': 'Traseu de navigare',
};
