/** The url map client: POST /api/url/map {url, store} → the product, category or CMS page, or null. */
import { joinUrl, requestJson, type ApiOptions } from './http.ts';
import { urlMapResponseSchema, type UrlMapResult } from './schemas/url-map.ts';

export async function mapUrl(url: string, store: string, opts: ApiOptions): Promise<UrlMapResult> {
  const body = await requestJson(joinUrl(opts.baseUrl, '/api/url/map'), urlMapResponseSchema, opts, {
    method: 'POST',
    body: { url, store },
  });
  return body.result;
}
