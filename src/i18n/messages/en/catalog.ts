/**
 * Catalogue texts (spec 000 §3, §5, §9): product lines, sorting, filters, listings, product page,
 * prices, search and breadcrumbs.
 */
export const catalog = {
  // Product lines (spec 000 §3)
  'line.A': 'Allergic skin',
  'line.DS': 'Seborrhoeic dermatitis',
  'line.E': 'Atopic skin',
  'line.F': 'Fluids',
  'line.H': 'Hair',
  'line.M': 'Maternity',
  'line.N': 'Vascular skin',
  'line.R': 'Rosacea',
  'line.P': 'Psoriasis',
  'line.S': 'Sun protection',
  'line.T': 'Acne',
  'line.V': 'Vitiligo',
  'line.W': 'Whitening',
  'line.X': 'Post-radiotherapy skin',

  // Sorting (spec 000 §9)
  'sort.label': 'Sort by',
  'sort.latest': 'Latest',
  'sort.priceAsc': 'Price: low to high',
  'sort.priceDesc': 'Price: high to low',

  // Filters (spec 000 §4, §9)
  'filter.title': 'Filters',
  'filter.color': 'Colour',
  'filter.seria': 'Product line',
  'filter.size': 'Size',
  'filter.day_night': 'Day or night',
  'filter.price': 'Price',
  'filter.price.below': '< {currency}{to}',
  'filter.price.above': '≥ {currency}{from}',
  'filter.price.range': '{from} - {to}',
  'filter.clear': 'Clear filters',
  'filter.day': 'Day',
  'filter.night': 'Night',

  // Listings
  'listing.count': 'Products: {count}',
  'listing.loadMore': 'Load more',
  'listing.empty': 'There are no products here yet.',
  'listing.lineProducts': 'Products of the line',
  'listing.subcategories': 'Categories',
  'listing.products': 'Products in this category',
  'listing.noMatch': 'No products match the chosen filters.',
  'listing.loading': 'Loading products…',
  'listing.goodToKnow': 'Good to know',
  /** A category or need page's description when its content gives none: the page's name, so no two pages share one. */
  'listing.description': 'Dermeya dermocosmetics: {name}.',
  'listing.noScript': 'Filtering, sorting and loading more products need JavaScript: turn it on in your browser to use them.',
  'listing.loadFailed': 'Filters and sorting could not be loaded: reload the page to try again.',

  // Product page
  'product.addToCart': 'Add to cart',
  'product.chooseVariant': 'Choose a variant',
  'product.inStock': 'In stock',
  'product.outOfStock': 'Out of stock',
  'product.availabilityUnknown': 'Availability unknown',
  'product.benefits': 'Benefits',
  'product.expertTips': 'Expert tips',
  'product.leaflet': 'Leaflet',
  'product.video': 'Video',
  'product.complementary': 'Complementary products',
  'product.whereToBuy': 'Where to buy',
  'product.sku': 'Code: {code}',
  'product.quantity': 'Quantity',
  'product.gallery': 'Product gallery',
  'product.reviews': 'Reviews',
  'product.new': 'New',
  'product.sale': 'Sale',
  'product.ean': 'EAN: {code}',
  'product.details': 'Details',
  'product.description': 'Description',
  'product.bundle': 'Contents of the set',
  'product.bundleDefault': 'default choice',
  'product.grouped': 'Products in this set',
  'product.quantityOf': '{quantity} ×',
  'product.currentVariant': 'selected',

  // Prices (spec 000 §5, 001 §9)
  'price.special': 'Special price',
  'price.regular': 'Regular price',
  'price.lowest30': 'Lowest price in the last 30 days: {price}',
  'price.inclTax': 'incl. tax',

  // Search (spec 000 §5, §7)
  'search.placeholder': 'Search products',
  'search.resultsFor': 'Search results for "{query}"',
  'search.noResults': 'No products found for "{query}".',
  'search.offlineNotice': 'You are offline: these results come from the copy saved on your device.',
  'search.unavailable': 'Search is unavailable right now. Please try again in a moment.',
  'search.fallbackNotice': 'The search service is not answering: these results come from a simpler search of the catalogue.',
  'search.loading': 'Searching…',
  'search.submit': 'Search',
  'search.landmark': 'Shop search',
  'search.noScript': 'Search needs JavaScript: turn it on in your browser, or find products through the menu.',
  'search.loadFailed': 'Search could not be loaded: reload the page to try again, or find products through the menu.',

  // Breadcrumbs
  'breadcrumbs.home': 'Home',
  'breadcrumbs.label': 'Breadcrumbs',
} as const;
