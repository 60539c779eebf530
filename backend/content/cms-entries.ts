/**
 * The CMS page or block a cms-data request names (spec 000 §7), found in SQL among the published
 * static_pages entries: json_extract reads the fields, so only the entry found is parsed.
 * - By id: the entry whose CMS id (page_id for a page, block_id for a block) is the id, else the
 *   one whose `id` field is, else the one whose entry id is.
 * - By identifier and store: the entry whose `identifier` (else, when it has none, `slug`) is the
 *   identifier and whose `store_id` is missing, 0 (every store) or the store's.
 * A field "is" an id when it holds that text or a number written so (6 is "6", not "06" or "6.0").
 * A block is an entry of `type` "block", a page any other. Among several, the first by entry id.
 */
import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../db/statements.ts';
import { PUBLISHED_ENTRY, type Entry } from './query.ts';

export type CmsKind = 'page' | 'block';

export interface CmsEntry {
  readonly id: string;
  readonly doc: Entry;
}

const CMS_ID_PATH = { page: '$.page_id', block: '$.block_id' } as const;
const OF_KIND = { page: "json_extract(doc, '$.type') IS NOT 'block'", block: "json_extract(doc, '$.type') = 'block'" } as const;

/** The string at `path`, or NULL when it holds anything else. */
const textAt = (path: string) => `(CASE json_type(doc, '${path}') WHEN 'text' THEN json_extract(doc, '${path}') END)`;

/** The number at `path` as JSON.parse reads it (a double), or NULL when it holds anything else. */
const numberAt = (path: string) =>
  `(CASE WHEN json_type(doc, '${path}') IN ('integer', 'real') THEN CAST(json_extract(doc, '${path}') AS REAL) END)`;

/** The field at `path` is the id: the text :text, or the number :number (bound only when :text writes it). */
const holdsId = (path: string) => `(${textAt(path)} = :text OR ${numberAt(path)} = :number)`;

const PUBLISHED_OF = (kind: CmsKind) =>
  `SELECT id, doc FROM content_entries WHERE collection = 'static_pages' AND ${PUBLISHED_ENTRY} AND ${OF_KIND[kind]}`;

function byIdSql(kind: CmsKind): string {
  const cmsId = holdsId(CMS_ID_PATH[kind]);
  const ownId = holdsId('$.id');
  return `${PUBLISHED_OF(kind)} AND (${cmsId} OR ${ownId} OR id = :text)
    ORDER BY CASE WHEN ${cmsId} THEN 0 WHEN ${ownId} THEN 1 ELSE 2 END, id LIMIT 1`;
}

function byIdentifierSql(kind: CmsKind): string {
  const identifier = `CASE WHEN json_extract(doc, '$.identifier') IS NULL THEN ${textAt('$.slug')} ELSE ${textAt('$.identifier')} END`;
  const store = `(json_type(doc, '$.store_id') IS NULL OR ${numberAt('$.store_id')} IN (0, :store))`;
  return `${PUBLISHED_OF(kind)} AND ${identifier} = :identifier AND ${store} ORDER BY id LIMIT 1`;
}

const BY_ID = { page: byIdSql('page'), block: byIdSql('block') } as const;
const BY_IDENTIFIER = { page: byIdentifierSql('page'), block: byIdentifierSql('block') } as const;

function parsed(row: unknown): CmsEntry | undefined {
  if (row === undefined) return undefined;
  const { id, doc } = row as { id: string; doc: string };
  return { id, doc: JSON.parse(doc) as Entry };
}

/** The published page or block whose CMS id, `id` field or entry id is `cmsId` (see the module comment). */
export function cmsEntryById(db: DatabaseSync, kind: CmsKind, cmsId: string): CmsEntry | undefined {
  const number = Number(cmsId);
  return parsed(statement(db, BY_ID[kind]).get({ text: cmsId, number: String(number) === cmsId ? number : null }));
}

/** The published page or block `identifier` (else `slug`) for every store or store `storeId`. */
export function cmsEntryByIdentifier(db: DatabaseSync, kind: CmsKind, identifier: string, storeId: number): CmsEntry | undefined {
  return parsed(statement(db, BY_IDENTIFIER[kind]).get({ identifier, store: storeId }));
}
