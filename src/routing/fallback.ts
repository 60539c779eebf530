/**
 * Where a product address without a page leads (backend/static/look-up.ts redirects to the first of them that was
 * built): the legacy route `/produkt/{parentSku}/{slug}/{childSku?}` (spec 000 §2) and a variant's first available
 * one (§4, firstVariantFallback).
 */
import { firstVariantFallback } from './redirect.ts';
import { baseName, routeFor } from './registry.ts';
import type { RouteMatch } from './types.ts';

export interface AddressFallback {
  readonly name: string;
  readonly params: Record<string, string>;
  /** A browser must not keep it: the address may get a page again (its variant back in stock). */
  readonly temporary: boolean;
}

/**
 * The pages a product address without a page may lead to, in order:
 * - a legacy address whose childSku is its parentSku names the product itself (a simple product): its page, for good;
 * - a legacy address of a variant: the variant's page on the configurable route (whatever its parentSku), for good;
 * - a variant's address (configurable or legacy route): its product's page, for now (firstVariantFallback);
 * - two segments are the configurable route first (precedence, match.ts), else the legacy route without its childSku,
 *   `/produkt/{parentSku}/{slug}`: that product's page, for good (a legacy address).
 * None for any other address.
 */
export function addressFallbacks(match: RouteMatch): readonly AddressFallback[] {
  const { route, params } = match;
  const page = (base: string, pageParams: Record<string, string>, temporary: boolean): AddressFallback[] => {
    const target = routeFor(route.store, base);
    return target ? [{ name: target.name, params: pageParams, temporary }] : [];
  };
  const product = firstVariantFallback(match);
  const forNow = product ? [{ ...product, temporary: true }] : [];
  const { slug, childSku } = params;
  if (!slug || !childSku) return [];
  if (baseName(route) === 'legacy-product')
    return childSku === params['parentSku']
      ? page('product', { slug }, false)
      : [...page('configurable-product', { slug, childSku }, false), ...forNow];
  return baseName(route) === 'configurable-product' ? [...forNow, ...page('product', { slug: childSku }, false)] : [];
}
