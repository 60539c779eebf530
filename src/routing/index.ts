/**
 * Routing: the route tables of every store view (spec 000 §2, 001 §2), link builders, URL
 * normalisation and url_path resolution.
 */
export * from './types.ts';
export { defineRoutes, type RouteRow } from './define.ts';
export { isDotSegment, parsePattern, paramsOf, pathSegments, patternFits, type Segment } from './pattern.ts';
export { htmlClassFor, isProductScreen, layoutFor, titleSourceFor } from './titles.ts';
export { allRoutes, baseName, equivalentRoutes, homeRoute, notFoundRoute, routeByName, routeFor, routesFor } from './registry.ts';
export { isSameRoute, normalizeUrl, queryParam, withoutQueryParam } from './normalize.ts';
export { comparePrecedence, matchInStore, matchPath, matchSegments, storeForPath, type MatchOptions } from './match.ts';
export { buildPath, fillPattern, localizedRoutePath, storeBasePath } from './build.ts';
export {
  firstVariantFallback,
  isRedirect,
  redirectsForCheckoutOff,
  redirectTarget,
  resolveRedirect,
  variantOfQuery,
} from './redirect.ts';
export { addressFallbacks, type AddressFallback } from './fallback.ts';
export { breadcrumbTrail } from './breadcrumbs.ts';
export {
  CATEGORY_LEVELS,
  categoryLevels,
  categoryLink,
  categorySlugPath,
  dispatcherPath,
  productLink,
  productRouteBase,
  productRouteParams,
  slugOfCategoryPath,
  type LinkableCategory,
  type LinkableProduct,
  type LinkOptions,
  type ProductLinkOptions,
} from './links.ts';
export {
  NoMappingError,
  noMappingMessage,
  resolveUrl,
  resolveUrlPath,
  urlPathOf,
  urlPathReadings,
  type UrlPathLookup,
} from './resolve.ts';
export { DynamicRoutes, type DynamicRouteInput } from './dynamic.ts';
