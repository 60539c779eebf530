/** Store-view lookups for the backend: by code, by catalogue index name, by store id. */
import type { Config, StoreView } from '../../src/config/index.ts';
import { badRequest } from '../http/errors.ts';

const INDEX_PREFIX = 'vue_storefront_catalog_';

/** The store view of a catalogue index `vue_storefront_catalog_{store}`; unknown → 400. */
export function storeForIndex(cfg: Config, index: string): StoreView {
  const view = cfg.storeViews.find((v) => v.catalogIndex === index);
  if (!view) {
    const shown = index.length > 64 ? `${index.slice(0, 64)}…` : index;
    throw badRequest(`Unknown catalogue index "${shown}" (expected ${INDEX_PREFIX}{store})`);
  }
  return view;
}

/** The store view with this commerce store id; unknown → 400. */
export function storeForId(cfg: Config, storeId: number): StoreView {
  const view = cfg.storeViews.find((v) => v.storeId === storeId);
  if (!view) throw badRequest(`Unknown storeId ${storeId}`);
  return view;
}

/** The store view with this code; unknown → 400. */
export function storeForCode(cfg: Config, code: string): StoreView {
  const view = cfg.storeViews.find((v) => v.code === code);
  if (!view) throw badRequest(`Unknown store "${code.slice(0, 32)}"`);
  return view;
}
