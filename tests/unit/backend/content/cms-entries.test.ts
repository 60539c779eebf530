/**
 * The cms-data lookups in SQL against the rule written over parsed documents (the reference below,
 * which the route applied to every published page before), on documents with awkward values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cmsEntryById, cmsEntryByIdentifier, type CmsKind } from '../../../../backend/content/cms-entries.ts';
import { migrate, openDatabase } from '../../../../backend/db/index.ts';

type Doc = Record<string, unknown>;
interface Row {
  readonly id: string;
  readonly published: 0 | 1;
  readonly json: string;
}

const kindOf = (doc: Doc): CmsKind => (doc['type'] === 'block' ? 'block' : 'page');
const idText = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : undefined);

function referenceById(rows: readonly Row[], kind: CmsKind, cmsId: string): string | undefined {
  const ofKind = published(rows).filter((e) => kindOf(e.doc) === kind);
  const field = kind === 'page' ? 'page_id' : 'block_id';
  return (
    ofKind.find((e) => idText(e.doc[field]) === cmsId) ??
    ofKind.find((e) => idText(e.doc['id']) === cmsId) ??
    ofKind.find((e) => e.id === cmsId)
  )?.id;
}

function referenceByIdentifier(rows: readonly Row[], kind: CmsKind, identifier: string, storeId: number) {
  return published(rows).find(
    (e) =>
      kindOf(e.doc) === kind &&
      (e.doc['identifier'] ?? e.doc['slug']) === identifier &&
      (e.doc['store_id'] === undefined || e.doc['store_id'] === 0 || e.doc['store_id'] === storeId),
  )?.id;
}

function published(rows: readonly Row[]) {
  return rows
    .filter((r) => r.published === 1)
    .map((r) => ({ id: r.id, doc: JSON.parse(r.json) as Doc }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const db = openDatabase(':memory:');
migrate(db);
db.prepare("INSERT INTO content_models (name, kind, fields) VALUES ('static_pages', 'collection', '[]')").run();
const insert = db.prepare(
  "INSERT INTO content_entries (collection, id, created, modified, published, doc) VALUES ('static_pages', ?, 1, 1, ?, ?)",
);

/** The database holding just `rows`. */
function database(rows: readonly Row[]) {
  db.exec('DELETE FROM content_entries');
  for (const r of rows) insert.run(r.id, r.published, r.json);
  return db;
}

/** JSON literals as written, so that 6.0, 1e1 and -0 reach SQLite as such. */
const LITERALS =
  '6 6.0 60e-1 "6" "06" -0 0 4 4.0 "4" 1e1 10 "10" 9007199254740993 null true [6] {"a":6} "x" "cookies" "block" "page" "p-1"';
const literal = fc.constantFrom(...LITERALS.split(' '));
const field = fc.constantFrom('type', 'page_id', 'block_id', 'id', 'identifier', 'slug', 'store_id');
const row = fc.record({
  id: fc.constantFrom('p-1', 'p-2', 'cookies', 'a', '6', '10'),
  published: fc.constantFrom<0 | 1>(0, 1),
  json: fc.dictionary(field, literal, { maxKeys: 5 }).map(
    (fields) =>
      `{${Object.entries(fields)
        .map(([k, v]) => `"${k}": ${v}`)
        .join(', ')}}`,
  ),
});
const rows = fc.uniqueArray(row, { selector: (r) => r.id, maxLength: 6 });
const page = (json: string): Row => ({ id: 'p-1', published: 1, json });
const kind = fc.constantFrom<CmsKind>('page', 'block');
/** Ids and identifiers asked for (and the empty one). */
const key = fc.constantFrom(...'6 06 6.0 0 -0 4 10 1e1 9007199254740992 9007199254740993 x cookies p-1 a [6] NaN'.split(' '), '');

describe('cms-data lookups', () => {
  it('by id: the CMS id, else the id field, else the entry id, of a published entry of the kind; first by entry id', () => {
    fc.assert(
      fc.property(rows, kind, key, (all, k, id) => {
        expect(cmsEntryById(database(all), k, id)?.id).toBe(referenceById(all, k, id));
      }),
      { numRuns: 1000 },
    );
  });

  it('by identifier (else slug) and store: for every store (store_id missing or 0) or that store', () => {
    fc.assert(
      fc.property(rows, kind, key, fc.constantFrom(4, 6, 10), (all, k, identifier, store) => {
        expect(cmsEntryByIdentifier(database(all), k, identifier, store)?.id).toBe(
          referenceByIdentifier(all, k, identifier, store),
        );
      }),
      {
        numRuns: 1000,
        examples: [
          [[page('{"identifier": [6], "slug": "x"}')], 'page', '[6]', 4],
          [[page('{"identifier": null, "slug": "x"}')], 'page', 'x', 4],
          [[page('{"identifier": 6, "slug": "6"}')], 'page', '6', 4],
          [[page('{"slug": "x", "store_id": null}')], 'page', 'x', 4],
          [[page('{"slug": "x", "store_id": "4"}')], 'page', 'x', 4],
          [[page('{"slug": "x", "store_id": 4.0}')], 'page', 'x', 4],
        ],
      },
    );
  });

  it('answers the document of the entry found', () => {
    const db = database([{ id: 'b', published: 1, json: '{"type":"block","block_id":6,"title":"Promo"}' }]);
    expect(cmsEntryById(db, 'block', '6')).toEqual({ id: 'b', doc: { type: 'block', block_id: 6, title: 'Promo' } });
    expect(cmsEntryById(db, 'page', '6')).toBeUndefined();
  });
});
