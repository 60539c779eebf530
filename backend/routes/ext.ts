/**
 * Extension endpoints (spec 000 §7): Instagram tiles, countries, CMS pages and blocks from the
 * static_pages collection (published entries only, as the content service serves them), and the
 * visitor's location for GET /geo.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { LISTS } from '../../src/config/index.ts';
import type { AppDeps } from '../deps.ts';
import { storeForCode, storeForId } from '../catalog/stores.ts';
import { cmsEntryById, cmsEntryByIdentifier, type CmsKind } from '../content/cms-entries.ts';
import { localizeEntry } from '../content/query.ts';
import { envelope } from '../http/envelope.ts';
import { badRequest, describeZodError, notFound } from '../http/errors.ts';
import { parseQuery, storeIdParam, wholeNumberParam } from '../http/query.ts';
import { statement } from '../db/statements.ts';

/** The location reported when no geo database is configured (a local default). */
export const DEFAULT_GEO = { country: 'PL' } as const;

const CMS_KINDS = { cmsPage: 'page', cmsBlock: 'block' } as const;

function cmsKind(param: string): CmsKind {
  // Own keys only: `constructor` or `__proto__` name no CMS type.
  if (!Object.hasOwn(CMS_KINDS, param))
    throw badRequest(`Unknown CMS type "${param.slice(0, 40)}" (expected cmsPage or cmsBlock)`);
  return CMS_KINDS[param as keyof typeof CMS_KINDS];
}

// Built once: a zod schema costs more to build than the request it checks.
const instagramQuery = z.strictObject({
  limit: wholeNumberParam('limit', 1, 50).default(LISTS.instagramPosts),
});
const countriesQuery = z.strictObject({ store: z.string().max(8).optional() });

export function extRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/api/ext/instagram/latest', (c) => {
    const { limit } = parseQuery(c, instagramQuery);
    const data = statement(
      deps.db,
      'SELECT id, image, link, alt, is_published FROM instagram_tiles WHERE is_published = 1 ORDER BY created DESC, id DESC LIMIT ?',
    ).all(limit) as { id: number; image: string; link: string; alt: string; is_published: number }[];
    return c.json({ data: data.map((t) => ({ ...t, is_published: t.is_published === 1 })) });
  });

  app.get('/api/ext/countries/list', (c) => {
    const { store } = parseQuery(c, countriesQuery);
    const lang = store === undefined ? undefined : storeForCode(deps.config, store).lang;
    const rows = statement(deps.db, 'SELECT id, full_name_english, full_name_locale FROM countries ORDER BY id').all() as {
      id: string;
      full_name_english: string;
      full_name_locale: string;
    }[];
    return envelope(
      c,
      rows.map((r) => {
        const names = JSON.parse(r.full_name_locale) as Record<string, string>;
        return {
          id: r.id,
          full_name_english: r.full_name_english,
          full_name_locale: (lang && names[lang]) || r.full_name_english,
        };
      }),
    );
  });

  app.get('/api/ext/cms-data/:kind/:cmsId', (c) => {
    const kind = cmsKind(c.req.param('kind'));
    const cmsId = c.req.param('cmsId');
    const found = cmsEntryById(deps.db, kind, cmsId);
    if (!found) throw notFound(`No CMS ${kind} with id "${cmsId.slice(0, 64)}"`);
    return envelope(c, { ...localizeEntry(found.doc, undefined), _id: found.id });
  });

  app.get('/api/ext/cms-data/:kind/:identifier/:storeId', (c) => {
    const kind = cmsKind(c.req.param('kind'));
    const parsed = storeIdParam.safeParse(c.req.param('storeId'));
    if (!parsed.success) throw badRequest(describeZodError(parsed.error));
    const storeId = parsed.data;
    const view = storeForId(deps.config, storeId);
    const identifier = c.req.param('identifier');
    const found = cmsEntryByIdentifier(deps.db, kind, identifier, storeId);
    if (!found) throw notFound(`No CMS ${kind} "${identifier.slice(0, 64)}" for store ${storeId}`);
    return envelope(c, { ...localizeEntry(found.doc, view.lang), _id: found.id });
  });

  app.get('/geo', (c) => c.json({ ...DEFAULT_GEO }));
  return app;
}
