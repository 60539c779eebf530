/** GET /geo on the site: the client's country (and city when known). */
import type * as z from 'zod/mini';
import { joinUrl, requestJson, type ApiOptions } from './http.ts';
import { geoSchema } from './schemas/ext.ts';

export type Geo = z.output<typeof geoSchema>;

export async function getGeo(opts: ApiOptions): Promise<Geo> {
  return requestJson(joinUrl(opts.baseUrl, '/geo'), geoSchema, opts);
}
