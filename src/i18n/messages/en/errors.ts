/**
 * The error catalogues of spec 000 §8 and spec 001 §8 (texts quoted by the specification are
 * verbatim), and the service worker states (spec 001 §4).
 */
export const errors = {
  // Catalogue and content (spec 000 §8)
  'error.productEmpty': 'Product query returned empty result',
  'error.categoryEmpty': 'Category query returned empty result {key} = {value}',
  'error.notFound': 'not found',
  'error.noProductsSynced': 'No products synchronized for this category. Please come back while online!',
  'error.noVariants': 'No available product variants',
  'error.contentLoad': 'Failed to load. Original error: {error}',
  'error.routeNotFound': 'Route not found',
  'error.noMapping': 'No mapping found for {path}',
  'error.productFetchMoved': 'product/fetch has been moved into product/loadProduct',
  'error.offlineUnavailable': 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
  'error.noEntityType': 'No entity type registered for {type}',
  'error.searchKeyRequired': 'Please provide the search key for the product/single action!',
  'error.groupedNoLinks': 'The grouped product has no product_links set',
  'error.storageQuota': 'Browser storage is full: the local cache has been cleared.',
  'error.generic': 'Something went wrong. Please try again.',

  // Tokens and network (spec 001 §8); the auth.*, response.* and sync.* keys are those of src/domain/client
  'auth.refreshFailed': 'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
  'auth.refreshUnauthorized': 'Error refreshing user token. User is not authorized to access the resource',
  'error.requestNoRoute': 'Request does not match any route',
  'error.serverError500': 'internal server error 500',
  'response.badContentType': 'Error with response - bad content-type!',
  'response.wrongFormat': 'Unhandled error, wrong response format!',
  'sync.cartIdMissing': 'The required cartId argument is null. The shopping cart will be re-created.',
  'error.sessionExpired': 'Your session has expired. Please sign in again.',
  'error.internalValidation': 'Internal validation error. Please contact our support.',
  'error.registration': 'There was a problem during registration. Please try again later.',
  'error.unsupportedEvent': 'Unsupported analytics event: {name}',
  'error.invalidCustomEvent': 'A custom analytics event needs an event type (ecommerce or common), a name and a payload object',

  // Service worker (spec 000 §7, 001 §4, §8)
  'sw.registered': 'The app is being served from cache by a service worker.',
  'sw.updated': 'New content is available: please refresh the page.',
  'sw.cached': 'Content has been cached for offline use.',
  'sw.offline': 'No internet connection found. The app is running in offline mode.',
  'sw.error': 'Error during service worker registration: {error}',
  'sw.missing': 'The service worker file was not found.',
  'sw.wrongContentType': 'The service worker file does not have a JavaScript content type.',
} as const;
