/**
 * The pharmacy finder's build data (spec 000 §2 "pharmacy finder"): the store view's pharmacies
 * (pharmacies.ts) as the island's props, its texts and the map settings.
 */
import { config, type Config, type StoreView } from '../../config/index.ts';
import { translator } from '../../i18n/index.ts';
import type { PharmacyText } from '../../islands/pharmacy/PharmacyFinder.tsx';
import type { PharmacyItem } from '../../domain/pharmacy/index.ts';
import { storeCatalog } from '../catalog/collections.ts';
import { pharmaciesOf } from './pharmacies.ts';

export interface PharmacyPageData {
  readonly pharmacies: readonly PharmacyItem[];
  readonly text: PharmacyText;
  readonly tileUrl: string;
  readonly attribution: string;
}

/** The texts of the island in the store view's language. */
export function pharmacyText(store: StoreView): PharmacyText {
  const t = translator(store.wording);
  return {
    searchLabel: t('pharmacy.searchLabel'),
    searchHint: t('pharmacy.searchHint'),
    locate: t('pharmacy.locate'),
    locating: t('pharmacy.locating'),
    located: t('pharmacy.located'),
    sortByCity: t('pharmacy.sortByCity'),
    locationDenied: t('pharmacy.locationDenied'),
    locationFailed: t('pharmacy.locationFailed'),
    count: t('pharmacy.count'),
    noResults: t('pharmacy.noResults'),
    results: t('pharmacy.results'),
    nearest: t('pharmacy.nearest'),
    hours: t('pharmacy.hours'),
    distance: t('pharmacy.distance'),
    mapLabel: t('pharmacy.mapLabel'),
    mapCanvas: t('pharmacy.mapCanvas'),
    mapLoading: t('pharmacy.mapLoading'),
    mapFailed: t('pharmacy.mapFailed'),
    tilesFailed: t('pharmacy.tilesFailed'),
    youAreHere: t('pharmacy.youAreHere'),
    zoomIn: t('pharmacy.zoomIn'),
    zoomOut: t('pharmacy.zoomOut'),
    closePopup: t('pharmacy.closePopup'),
  };
}

/** Everything the pharmacy finder screen of a store view shows: its country's pharmacies (the tax country). */
export async function pharmacyPageData(store: StoreView, cfg: Config = config()): Promise<PharmacyPageData> {
  const catalog = await storeCatalog(store.code, cfg);
  return {
    pharmacies: pharmaciesOf(catalog.content('pharmacies'), store.taxCountry, store.locale),
    text: pharmacyText(store),
    tileUrl: cfg.settings.mapTileUrl,
    attribution: cfg.settings.mapAttribution,
  };
}
