/** Extension clients: Instagram tiles, countries, CMS data (spec 000 §7). */
import type * as z from 'zod/mini';
import { LISTS } from '../config/index.ts';
import { joinUrl, requestJson, type ApiOptions } from './http.ts';
import {
  cmsDataResponseSchema,
  countriesResponseSchema,
  instagramResponseSchema,
  type countrySchema,
  type instagramTileSchema,
} from './schemas/ext.ts';

export type InstagramTile = z.output<typeof instagramTileSchema>;
export type Country = z.output<typeof countrySchema>;

export async function instagramLatest(opts: ApiOptions, limit: number = LISTS.instagramPosts): Promise<InstagramTile[]> {
  const body = await requestJson(joinUrl(opts.baseUrl, '/api/ext/instagram/latest', { limit }), instagramResponseSchema, opts);
  return body.data;
}

export async function countries(opts: ApiOptions, store?: string): Promise<Country[]> {
  const body = await requestJson(joinUrl(opts.baseUrl, '/api/ext/countries/list', { store }), countriesResponseSchema, opts);
  return body.result;
}

/** A CMS page or block by id, or by identifier and store id. */
export async function cmsData(
  type: 'Page' | 'Block',
  key: { id: string | number } | { identifier: string; storeId: number },
  opts: ApiOptions,
): Promise<Record<string, unknown>> {
  const path =
    'id' in key
      ? `/api/ext/cms-data/cms${type}/${encodeURIComponent(String(key.id))}`
      : `/api/ext/cms-data/cms${type}/${encodeURIComponent(key.identifier)}/${key.storeId}`;
  const body = await requestJson(joinUrl(opts.baseUrl, path), cmsDataResponseSchema, opts);
  return body.result;
}
