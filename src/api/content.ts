/**
 * The content service client (Cockpit v1): collections and singletons, with the access token as a
 * query parameter. The token is a build-time secret: use this client only at build time or on a server.
 */
import { joinUrl, requestJson, type ApiOptions } from './http.ts';
import {
  collectionNamesSchema,
  collectionResponseSchema,
  singletonResponseSchema,
  type CollectionResponse,
} from './schemas/content.ts';

export interface ContentOptions extends ApiOptions {
  readonly token: string;
}

export interface CollectionQuery {
  readonly filter?: Record<string, unknown>;
  readonly fields?: Record<string, 0 | 1 | boolean>;
  readonly limit?: number;
  readonly skip?: number;
  readonly sort?: Record<string, 1 | -1>;
  readonly populate?: number;
  /** Language code, lower-cased; without it the service gives each entry as stored, every language's copy with it. */
  readonly lang?: string;
}

function withLang<T extends { lang?: string }>(query: T): T {
  return query.lang === undefined ? query : { ...query, lang: query.lang.toLowerCase() };
}

export async function getCollection(name: string, query: CollectionQuery, opts: ContentOptions): Promise<CollectionResponse> {
  const url = joinUrl(opts.baseUrl, `/api/collections/get/${encodeURIComponent(name)}`, { token: opts.token });
  return requestJson(url, collectionResponseSchema, opts, { method: 'POST', body: { populate: 1, ...withLang(query) } });
}

export async function getSingleton(
  name: string,
  query: { lang?: string; populate?: number },
  opts: ContentOptions,
): Promise<Record<string, unknown>> {
  const url = joinUrl(opts.baseUrl, `/api/singletons/get/${encodeURIComponent(name)}`, { token: opts.token });
  return requestJson(url, singletonResponseSchema, opts, { method: 'POST', body: { populate: 1, ...withLang(query) } });
}

export async function listCollections(opts: ContentOptions): Promise<string[]> {
  return requestJson(
    joinUrl(opts.baseUrl, '/api/collections/listCollections', { token: opts.token }),
    collectionNamesSchema,
    opts,
  );
}
