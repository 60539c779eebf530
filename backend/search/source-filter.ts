/** `_source` includes/excludes on a document, with dotted paths and `*` wildcards. */

/** A `_source` pattern: `*` stands for any run of characters, dots included. */
type Glob = (path: string) => boolean;

/**
 * The matcher of a pattern, in time linear in the path for each piece between stars: the first piece must start
 * the path, the last end it, and each one between is found leftmost after the one before (which is always right
 * for `*`). A regular expression of `.*` runs backtracks exponentially on a miss: `********Z` took seconds.
 */
export function globMatcher(spec: string): Glob {
  const pieces = spec.split('*');
  if (pieces.length === 1) return (path) => path === spec;
  const first = pieces[0] ?? '';
  const last = pieces.at(-1) ?? '';
  const middle = pieces.slice(1, -1).filter((p) => p !== '');
  return (path) => {
    if (path.length < first.length + last.length || !path.startsWith(first) || !path.endsWith(last)) return false;
    let at = first.length;
    const end = path.length - last.length;
    for (const piece of middle) {
      const found = path.indexOf(piece, at);
      if (found < 0 || found + piece.length > end) return false;
      at = found + piece.length;
    }
    return true;
  };
}

function matchesAny(path: string, patterns: readonly Glob[]): boolean {
  return patterns.some((p) => p(path));
}

/** True when `path` is a prefix (parent object) of some include pattern. */
function isAncestorOf(path: string, specs: readonly string[]): boolean {
  return specs.some((s) => s.startsWith(`${path}.`) || s.startsWith('*'));
}

function filterValue(
  value: unknown,
  path: string,
  inc: readonly string[],
  incRe: readonly Glob[],
  excRe: readonly Glob[],
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
 * Projections of shared documents by plain names, kept per document (the catalogue's documents, and its priced
 * copies, are shared between requests): the same object for the same document and fields, which
 * `searchResponseBytes` then encodes once. At most a few sets of fields per document are kept, so requests with
 * ever new `_source` lists cannot grow the memory; a document's projections go with it.
 */
const projections = new WeakMap<object, Map<string, Record<string, unknown>>>();
const PROJECTIONS_PER_DOC = 4;

/** A plain field name, or a plain field of a plain field (`configurable_children.sku`). */
const PLAIN = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)?$/;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** The named fields of an object, in its own order. */
function pick(value: Record<string, unknown>, names: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(value)) if (names.has(name)) out[name] = value[name];
  return out;
}

/**
 * The projection of plain includes, as the pattern path gives it: a top-level field named whole is kept whole; a
 * field named by its own fields (`parent.field`) keeps those of an object, and of each object of an array (other
 * items as they are); a scalar so named is left out.
 */
function plainProjection(includes: readonly string[]): (doc: Record<string, unknown>) => Record<string, unknown> {
  const whole = new Set<string>();
  const parts = new Map<string, Set<string>>();
  for (const include of includes) {
    const [parent, child] = include.split('.') as [string, string | undefined];
    if (child === undefined) whole.add(parent);
    else parts.set(parent, (parts.get(parent) ?? new Set()).add(child));
  }
  // An array's items are projected one by one (an array within it too); an object keeps the named fields.
  const projectItem = (item: unknown, children: ReadonlySet<string>): unknown =>
    Array.isArray(item) ? item.map((inner) => projectItem(inner, children)) : isObject(item) ? pick(item, children) : item;
  return (doc) => {
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(doc)) {
      const value = doc[name];
      const children = parts.get(name);
      if (whole.has(name)) out[name] = value;
      else if (children && isObject(value)) out[name] = projectItem(value, children);
    }
    return out;
  };
}

/**
 * A filter keeping the included fields (all when none listed), then dropping the excluded ones; the
 * patterns are compiled once, for every hit of a request. Plain includes without excludes (the usual
 * `_source.includes` of a listing or of the search page: top-level names, and fields of a top-level field such as
 * `configurable_children.sku`) pick the fields directly, in the document's own order, each document's projection kept.
 */
export function sourceFilter(
  includes: readonly string[],
  excludes: readonly string[],
): (doc: Record<string, unknown>) => Record<string, unknown> {
  if (includes.length === 0 && excludes.length === 0) return (doc) => doc;
  if (excludes.length === 0 && includes.every((i) => PLAIN.test(i))) {
    const project = plainProjection(includes);
    const key = [...new Set(includes)].sort().join(',');
    return (doc) => {
      const kept = projections.get(doc);
      const known = kept?.get(key);
      if (known) return known;
      const out = project(doc);
      if (!kept) projections.set(doc, new Map([[key, out]]));
      else if (kept.size < PROJECTIONS_PER_DOC) kept.set(key, out);
      return out;
    };
  }
  const incRe = includes.map(globMatcher);
  const excRe = excludes.map(globMatcher);
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
