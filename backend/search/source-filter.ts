/** `_source` includes/excludes on a document, with dotted paths and `*` wildcards. */

function pattern(spec: string): RegExp {
  const escaped = spec
    .split('*')
    .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

function matchesAny(path: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((p) => p.test(path));
}

/** True when `path` is a prefix (parent object) of some include pattern. */
function isAncestorOf(path: string, specs: readonly string[]): boolean {
  return specs.some((s) => s.startsWith(`${path}.`) || s.startsWith('*'));
}

function filterValue(
  value: unknown,
  path: string,
  inc: readonly string[],
  incRe: readonly RegExp[],
  excRe: readonly RegExp[],
): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => filterValue(item, path, inc, incRe, excRe)).filter((v) => v !== undefined);
    return items;
  }
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const childPath = path === '' ? key : `${path}.${key}`;
    if (matchesAny(childPath, excRe)) continue;
    const included = incRe.length === 0 || matchesAny(childPath, incRe);
    if (included) {
      out[key] = excRe.length === 0 ? child : filterValue(child, childPath, [], [], excRe);
    } else if (isAncestorOf(childPath, inc) && child !== null && typeof child === 'object') {
      out[key] = filterValue(child, childPath, inc, incRe, excRe);
    }
  }
  return out;
}

/**
 * Projections of shared documents by plain top-level names, kept per document (the catalogue's documents, and its
 * priced copies, are shared between requests): the same object for the same document and fields, which
 * `searchResponseBytes` then encodes once. At most a few sets of fields per document are kept, so requests with
 * ever new `_source` lists cannot grow the memory; a document's projections go with it.
 */
const projections = new WeakMap<object, Map<string, Record<string, unknown>>>();
const PROJECTIONS_PER_DOC = 4;

/**
 * A filter keeping the included fields (all when none listed), then dropping the excluded ones; the
 * patterns are compiled once, for every hit of a request. Plain top-level names without excludes (the
 * usual `_source.includes` of a listing) pick the fields directly, in the document's own order.
 */
export function sourceFilter(
  includes: readonly string[],
  excludes: readonly string[],
): (doc: Record<string, unknown>) => Record<string, unknown> {
  if (includes.length === 0 && excludes.length === 0) return (doc) => doc;
  if (excludes.length === 0 && includes.every((i) => /^[A-Za-z0-9_]+$/.test(i))) {
    const wanted = new Set(includes);
    const key = [...wanted].sort().join(',');
    return (doc) => {
      const kept = projections.get(doc);
      const known = kept?.get(key);
      if (known) return known;
      const out: Record<string, unknown> = {};
      for (const name of Object.keys(doc)) if (wanted.has(name)) out[name] = doc[name];
      if (!kept) projections.set(doc, new Map([[key, out]]));
      else if (kept.size < PROJECTIONS_PER_DOC) kept.set(key, out);
      return out;
    };
  }
  const incRe = includes.map(pattern);
  const excRe = excludes.map(pattern);
  return (doc) => filterValue(doc, '', includes, incRe, excRe) as Record<string, unknown>;
}

/** Keeps the included fields (all when none listed), then drops the excluded ones. */
export function filterSource(
  doc: Record<string, unknown>,
  includes: readonly string[],
  excludes: readonly string[],
): Record<string, unknown> {
  return sourceFilter(includes, excludes)(doc);
}
