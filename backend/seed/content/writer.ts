/**
 * Helpers the content generators share: localized fields in Cockpit's convention (`field` = Polish,
 * `field_{lang}` for the others), model registration, entries, singletons, images and planted items.
 */
import type { DatabaseSync } from 'node:sqlite';
import { LANGS, type Lang } from '../../../src/config/index.ts';
import { inserter } from '../../db/index.ts';
import { unixSeconds } from '../dates.ts';
import type { ImageJob } from '../images.ts';
import type { Rng } from '../random.ts';
import { vocab } from '../text/index.ts';
import type { Vocab } from '../text/types.ts';

export interface Planted {
  readonly kind: string;
  readonly id: string;
  readonly reason: string;
}

/** The Cockpit field name of a language: `name` for Polish, `name_en` etc. for the others. */
export function localizedKey(field: string, lang: Lang): string {
  return lang === 'pl' ? field : `${field}_${lang}`;
}

/** `{field: pl, field_en: en, ...}` from a function of the vocabulary. */
export function loc<T>(field: string, value: (v: Vocab, lang: Lang) => T): Record<string, T> {
  return Object.fromEntries(LANGS.map((lang) => [localizedKey(field, lang), value(vocab(lang), lang)]));
}

export interface FieldDef {
  readonly name: string;
  readonly type: string;
  readonly localize: boolean;
}

export interface CatalogFacts {
  /** Visible simple and configurable SKUs (status 1, visibility 4). */
  readonly visibleSkus: readonly string[];
  /** Of those, the ones whose special price holds on the seed day (an active or open-ended window). */
  readonly onSaleSkus: readonly string[];
  readonly setSkus: readonly string[];
  readonly skusByLine: Readonly<Record<string, readonly string[]>>;
  /** The gallery paths of a product. */
  readonly gallery: (sku: string) => readonly string[];
}

export interface ContentContext {
  readonly rng: Rng;
  readonly now: Date;
  readonly reference: Date;
  readonly catalog: CatalogFacts;
  model(name: string, kind: 'singleton' | 'collection', fields: readonly FieldDef[]): void;
  entry(
    collection: string,
    id: string,
    doc: Record<string, unknown>,
    opts?: { published?: boolean; createdDaysAgo?: number },
  ): void;
  singleton(name: string, doc: Record<string, unknown>): void;
  image(job: ImageJob): string;
  plant(kind: string, id: string, reason: string): void;
}

/** Field definitions from a compact list: 'name' (plain) or 'name*' (localized), with an optional ':type'. */
export function fields(...specs: string[]): FieldDef[] {
  return specs.map((spec) => {
    const [rawName = '', type = 'text'] = spec.split(':');
    return { name: rawName.replace('*', ''), type, localize: rawName.endsWith('*') };
  });
}

export interface ContentSink {
  readonly context: ContentContext;
  readonly images: ImageJob[];
  readonly planted: Planted[];
}

/** A context writing to the content tables of `db`. */
export function contentSink(
  db: DatabaseSync,
  base: { rng: Rng; now: Date; reference: Date; catalog: CatalogFacts },
): ContentSink {
  const images = new Map<string, ImageJob>();
  const planted: Planted[] = [];
  const insertModel = inserter(db, 'content_models', ['name', 'kind', 'fields']);
  const insertEntry = inserter(db, 'content_entries', ['collection', 'id', 'created', 'modified', 'published', 'doc']);
  const insertSingleton = inserter(db, 'content_singletons', ['name', 'modified', 'published', 'doc']);
  const stamp = (daysAgo: number): number => unixSeconds(base.reference) - daysAgo * 86_400;
  const context: ContentContext = {
    ...base,
    model: (name, kind, defs) => insertModel([name, kind, JSON.stringify(defs)]),
    entry: (collection, id, doc, opts = {}) => {
      const created = stamp(opts.createdDaysAgo ?? 30);
      insertEntry([
        collection,
        id,
        created,
        created + 3600,
        opts.published === false ? 0 : 1,
        JSON.stringify({ _id: id, ...doc }),
      ]);
    },
    singleton: (name, doc) => insertSingleton([name, stamp(10), 1, JSON.stringify(doc)]),
    image: (job) => {
      images.set(job.path, job);
      return job.path;
    },
    plant: (kind, id, reason) => planted.push({ kind, id, reason }),
  };
  return {
    context,
    get images() {
      return [...images.values()];
    },
    planted,
  };
}
