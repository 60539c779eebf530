/**
 * The content service (Cockpit v1): POST /api/collections/get/{name}, POST /api/singletons/get/{name},
 * GET /api/collections/listCollections — all behind the access token (`?token=`, or the
 * `Cockpit-Token` header). Errors use Cockpit's `{error}` body.
 */
import { timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { readJsonBody } from '../http/query.ts';
import {
  localizeEntry,
  matchesFilter,
  parseContentQuery,
  projectEntry,
  PUBLISHED_ENTRY,
  sortEntries,
  type Entry,
} from '../content/query.ts';
import { statement } from '../db/statements.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses a request without the content token (401 {"error":"Unauthorized"}). */
export function requireToken(c: Context, token: string): void {
  const given = new URL(c.req.url).searchParams.get('token') ?? c.req.header('cockpit-token') ?? '';
  if (!sameSecret(given, token)) throw new HttpError(401, 'Unauthorized', 'error');
}

function model(db: DatabaseSync, name: string, kind: 'collection' | 'singleton'): Record<string, unknown> {
  const row = statement(db, 'SELECT fields FROM content_models WHERE name = ? AND kind = ?').get(name, kind) as
    { fields: string } | undefined;
  if (!row) throw new HttpError(412, kind === 'collection' ? 'Collection not found' : 'Singleton not found', 'error');
  const fields = JSON.parse(row.fields) as unknown;
  if (!Array.isArray(fields)) return (fields ?? {}) as Record<string, unknown>;
  return Object.fromEntries((fields as Record<string, unknown>[]).map((f) => [String(f['name']), f]));
}

/**
 * The publish timestamp (Unix seconds) of an entry: the `published` column holds either a
 * timestamp or the flag 1 (published; its last modification is then its publish time). Entries
 * with 0 are drafts and are not served.
 */
export function publishedAt(published: number, modified: number): number {
  return published > 1 ? published : modified;
}

async function contentBody(c: Context): Promise<unknown> {
  try {
    return await readJsonBody(c);
  } catch (e) {
    throw e instanceof HttpError ? new HttpError(400, e.message, 'error') : e;
  }
}

export function contentRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.post('/api/collections/get/:name', async (c) => {
    requireToken(c, deps.settings.contentToken);
    const fields = model(deps.db, c.req.param('name'), 'collection');
    const q = parseContentQuery(await contentBody(c));
    const rows = statement(
      deps.db,
      `SELECT id, created, modified, published, doc FROM content_entries WHERE collection = ? AND ${PUBLISHED_ENTRY} ORDER BY created, id`,
    ).all(c.req.param('name')) as { id: string; created: number; modified: number; published: number; doc: string }[];
    const all: Entry[] = rows.map((r) => ({
      ...(JSON.parse(r.doc) as Entry),
      _id: r.id,
      _created: r.created,
      _modified: r.modified,
      _published: publishedAt(r.published, r.modified),
    }));
    const matched = sortEntries(
      all.filter((e) => matchesFilter(e, q.filter)),
      q.sort,
    );
    const skip = q.skip ?? 0;
    // Cockpit v1 reads a limit of 0 (falsy) as no limit.
    const page = matched.slice(skip, q.limit === undefined || q.limit === 0 ? undefined : skip + q.limit);
    const entries = page.map((e) => projectEntry(localizeEntry(e, q.lang), q.fields));
    // Cockpit v1's `simple`: the entries alone.
    return q.simple ? c.json(entries) : c.json({ fields, entries, total: matched.length });
  });
  app.post('/api/singletons/get/:name', async (c) => {
    requireToken(c, deps.settings.contentToken);
    model(deps.db, c.req.param('name'), 'singleton');
    const q = parseContentQuery(await contentBody(c));
    const row = statement(deps.db, 'SELECT modified, published, doc FROM content_singletons WHERE name = ?').get(
      c.req.param('name'),
    ) as { modified: number; published: number; doc: string } | undefined;
    if (!row || row.published === 0) return c.json({});
    const data = localizeEntry(JSON.parse(row.doc) as Entry, q.lang);
    return c.json({
      ...projectEntry(data, q.fields),
      _modified: row.modified,
      _published: publishedAt(row.published, row.modified),
    });
  });
  app.get('/api/collections/listCollections', (c) => {
    requireToken(c, deps.settings.contentToken);
    const rows = statement(deps.db, "SELECT name FROM content_models WHERE kind = 'collection' ORDER BY name").all() as {
      name: string;
    }[];
    return c.json(rows.map((r) => r.name));
  });
  return app;
}
