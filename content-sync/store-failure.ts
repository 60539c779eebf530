/**
 * When an API that answers fails the sync instead of leaving sections empty. Spec 000 §8 ("Content or product
 * fetch failure: logged; section left empty") is kept for a partial failure: some sections fail while the API
 * serves the rest. An API that serves none of it is no partial outage: an API_URL that is not the API (404
 * everywhere), a gateway answering 500 to everything. A store view fails the sync when
 * - every section fetch of it failed, or
 * - its category tree or its products (linked parts included) failed to load and the previous snapshot holds
 *   nothing of that section to keep: a storefront without its catalogue is not a partial outage.
 * A content section failing alone, or the split of categories and needs unknown for want of a mega-menu, stays
 * §8's logged-and-empty (or previous kept).
 */
import { StoreViewFailedError } from './errors.ts';
import { sectionKeys } from './manifest.ts';
import type { FetchOutcome } from './store-data.ts';

/** The sections a storefront cannot be published without, as the message names them. */
const CATALOGUE_SECTIONS: Readonly<Record<string, string>> = { categories: 'its category tree', products: 'its products' };

/**
 * The error failing the sync for this store view (`previous`: the keys of its previous snapshot, none on a first
 * sync), or undefined when what failed is §8's to log.
 */
export function storeViewFailure(
  apiUrl: string,
  store: string,
  fetches: readonly FetchOutcome[],
  previous: readonly string[],
): StoreViewFailedError | undefined {
  const failed = fetches.flatMap((f) => (f.error === undefined ? [] : [{ section: f.section, message: f.error }]));
  const first = failed[0];
  if (first && failed.length === fetches.length)
    return new StoreViewFailedError(apiUrl, store, `answered every request of store view ${store} with an error`, first);
  const lost = failed.find((f) => f.section in CATALOGUE_SECTIONS && !previous.some(sectionKeys(f.section)));
  if (!lost) return undefined;
  const what = `could not give store view ${store} ${CATALOGUE_SECTIONS[lost.section] ?? lost.section}, with no previous snapshot to keep`;
  return new StoreViewFailedError(apiUrl, store, what, lost);
}
