/**
 * The storefront's configuration: settings from the environment (validated at start-up), the store
 * views and sites built from them, and the business constants.
 */
import { parseSettings, type Settings } from './settings.ts';
import { buildSites, buildStoreViews, type Site, type SiteId, type StoreCode, type StoreView } from './stores.ts';

export * from './constants.ts';
export * from './image-sizes.ts';
export * from './settings.ts';
export * from './stores.ts';

export interface Config {
  readonly settings: Settings;
  readonly storeViews: readonly StoreView[];
  readonly sites: readonly Site[];
}

/** Builds the whole configuration from an environment; throws SettingsError naming a bad setting. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const settings = parseSettings(env);
  const storeViews = buildStoreViews(settings);
  return Object.freeze({ settings, storeViews, sites: buildSites(settings, storeViews) });
}

let current: Config | undefined;

/** The configuration of this process, read once from process.env. */
export function config(): Config {
  current ??= loadConfig(typeof process === 'undefined' ? {} : process.env);
  return current;
}

export function storeView(code: StoreCode, cfg: Config = config()): StoreView {
  const view = cfg.storeViews.find((v) => v.code === code);
  if (!view) throw new Error(`Unknown store view ${code}`);
  return view;
}

export function site(id: SiteId, cfg: Config = config()): Site {
  const found = cfg.sites.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown site ${id}`);
  return found;
}

/** The store that is "the default language" (a setting: the specification has two readings). */
export function defaultStoreView(cfg: Config = config()): StoreView {
  return storeView(cfg.settings.defaultStore, cfg);
}
