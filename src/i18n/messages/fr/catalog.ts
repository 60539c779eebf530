/** French catalogue texts (see ../en/catalog.ts). */
import type { catalog as source } from '../en/catalog.ts';
import type { Translation } from '../../types.ts';

export const catalog: Translation<typeof source> = {
  // Product lines
  'line.A': 'Peau allergique',
  'line.DS': 'Dermatite séborrhéique',
  'line.E': 'Peau atopique',
  'line.F': 'Fluides',
  'line.H': 'Cheveux',
  'line.M': 'Maternité',
  'line.N': 'Peau sujette aux rougeurs',
  'line.R': 'Rosacée',
  'line.P': 'Psoriasis',
  'line.S': 'Protection solaire',
  'line.T': 'Acné',
  'line.V': 'Vitiligo',
  'line.W': 'Éclaircissement',
  'line.X': 'Peau après radiothérapie',

  // Sorting
  'sort.label': 'Trier par',
  'sort.latest': 'Nouveautés',
  'sort.priceAsc': 'Prix croissant',
  'sort.priceDesc': 'Prix décroissant',

  // Filters
  'filter.title': 'Filtres',
  'filter.color': 'Couleur',
  'filter.seria': 'Gamme',
  'filter.size': 'Contenance',
  'filter.day_night': 'Jour ou nuit',
  'filter.price': 'Prix',
  'filter.price.below': '< {to}\u00a0{currency}',
  'filter.price.above': '≥ {from}\u00a0{currency}',
  'filter.price.range': '{from} - {to}',
  'filter.clear': 'Effacer les filtres',
  'filter.day': 'Jour',
  'filter.night': 'Nuit',

  // Listings
  'listing.count': 'Produits : {count}',
  'listing.loadMore': 'Afficher plus',
  'listing.empty': 'Il n’y a pas encore de produits ici.',
  'listing.lineProducts': 'Produits de la gamme',
  'listing.subcategories': 'Catégories',
  'listing.products': 'Produits de cette catégorie',
  'listing.noMatch': 'Aucun produit ne correspond aux filtres choisis.',
  'listing.loading': 'Chargement des produits…',
  'listing.goodToKnow': 'Bon à savoir',
  'listing.description': 'Dermocosmétiques Dermeya\u00a0: {name}.',
  'listing.noScript':
    'Le filtrage, le tri et le chargement de produits supplémentaires nécessitent JavaScript : activez-le dans votre navigateur pour les utiliser.',
  'listing.loadFailed': 'Les filtres et le tri n’ont pas pu être chargés : rechargez la page pour réessayer.',

  // Product page
  'product.addToCart': 'Ajouter au panier',
  'product.chooseVariant': 'Choisissez une variante',
  'product.inStock': 'En stock',
  'product.outOfStock': 'Rupture de stock',
  'product.availabilityUnknown': 'Disponibilité inconnue',
  'product.benefits': 'Bienfaits',
  'product.expertTips': 'Conseils d’expert',
  'product.leaflet': 'Notice',
  'product.video': 'Vidéo',
  'product.complementary': 'Produits complémentaires',
  'product.whereToBuy': 'Où acheter',
  'product.sku': 'Référence : {code}',
  'product.quantity': 'Quantité',
  'product.gallery': 'Galerie du produit',
  'product.reviews': 'Avis',
  'product.new': 'Nouveau',
  'product.sale': 'Promotion',
  'product.ean': 'EAN : {code}',
  'product.details': 'Détails',
  'product.description': 'Description',
  'product.bundle': 'Contenu du coffret',
  'product.bundleDefault': 'choix par défaut',
  'product.grouped': 'Produits de ce coffret',
  'product.quantityOf': '{quantity} ×',
  'product.currentVariant': 'sélectionné',

  // Prices
  'price.special': 'Prix promotionnel',
  'price.regular': 'Prix habituel',
  'price.lowest30': 'Prix le plus bas des 30 derniers jours : {price}',
  'price.inclTax': 'TTC',

  // Search
  'search.placeholder': 'Recherche de produits',
  'search.resultsFor': 'Résultats de recherche pour « {query} »',
  'search.noResults': 'Aucun produit trouvé pour « {query} ».',
  'search.offlineNotice': 'Vous êtes hors ligne : ces résultats proviennent de la copie enregistrée sur votre appareil.',
  'search.unavailable': 'La recherche est indisponible pour le moment. Veuillez réessayer dans un instant.',
  'search.fallbackNotice':
    'Le service de recherche ne répond pas : ces résultats proviennent d’une recherche simplifiée dans le catalogue.',
  'search.loading': 'Recherche en cours…',
  'search.submit': 'Rechercher',
  'search.landmark': 'Recherche dans la boutique',
  'search.noScript': 'La recherche nécessite JavaScript : activez-le dans votre navigateur ou trouvez les produits dans le menu.',
  'search.loadFailed':
    'La recherche n’a pas pu être chargée : rechargez la page pour réessayer ou trouvez les produits dans le menu.',

  // Breadcrumbs
  'breadcrumbs.home': 'Accueil',
  'breadcrumbs.label': 'Fil d’Ariane',
};
