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

/**
 * What a list of patterns says of a field path: whether it names the field (and so all within it), and whether it may
 * name something within it (a path starting `{path}.`), as Elasticsearch's pattern automaton tells by stepping on.
 * Patterns without `*` are looked up in sets.
 */
interface Rule {
  readonly names: (path: string) => boolean;
  readonly reachesWithin: (path: string) => boolean;
}
const EVERY_FIELD: Rule = { names: () => true, reachesWithin: () => true };
const NO_FIELD: Rule = { names: () => false, reachesWithin: () => false };

function ruleOf(specs: readonly string[]): Rule {
  if (specs.length === 0) return NO_FIELD;
  const exact = new Set(specs.filter((s) => !s.includes('*')));
  const parents = new Set(
    [...exact].flatMap((s) =>
      s
        .split('.')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('.')),
    ),
  );
  const globs = specs.filter((s) => s.includes('*'));
  const matchers = globs.map(globMatcher);
  // A pattern with a star may match a longer path when the path and the text before its first star agree so far.
  const heads = globs.map((s) => s.slice(0, s.indexOf('*')));
  return {
    names: (path) => exact.has(path) || matchers.some((m) => m(path)),
    reachesWithin: (path) => parents.has(path) || heads.some((h) => h.startsWith(`${path}.`) || `${path}.`.startsWith(h)),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/**
 * The fields of an object the rules keep, as Elasticsearch filters `_source`: a named field is kept whole (less what
 * an exclude names within it); a field only reached into keeps what is named within it, and is left out when that
 * is nothing (an object or array emptied, a scalar or an array of scalars not named itself); a named object or array
 * stays, emptied or empty.
 */
function filterObject(value: Record<string, unknown>, prefix: string, include: Rule, exclude: Rule): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const path = prefix + key;
    if (exclude.names(path)) continue;
    const named = include.names(path);
    if (named && !exclude.reachesWithin(path)) out[key] = child;
    else if (named || include.reachesWithin(path)) {
      const kept = filterWithin(child, path, named ? EVERY_FIELD : include, exclude, named);
      if (kept !== undefined) out[key] = kept;
    }
  }
  return out;
}

/** What the rules keep of the value at `path` (`named`: the path itself is included); undefined for nothing. */
function filterWithin(value: unknown, path: string, include: Rule, exclude: Rule, named: boolean, inArray = false): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => filterWithin(item, path, include, exclude, named, true)).filter((v) => v !== undefined);
    // An array named itself stays, even emptied (or empty), unless it is an item of an array (Elasticsearch's rule).
    return items.length > 0 || (named && !inArray) ? items : undefined;
  }
  if (!isObject(value)) return named ? value : undefined;
  const kept = filterObject(value, `${path}.`, include, exclude);
  // An object named itself stays, emptied by excludes, unless it is an item of an array (Elasticsearch's rule).
  return Object.keys(kept).length > 0 || (named && !inArray) ? kept : undefined;
}

/**
 * Projections of shared documents, kept per document (the catalogue's documents, and its priced copies, are shared
 * between requests): the same object for the same document and includes, which `searchResponseBytes` then encodes
 * once. At most a few sets of includes per document are kept, so requests with ever new `_source` lists cannot grow
 * the memory; a document's projections go with it.
 */
const projections = new WeakMap<object, Map<string, Record<string, unknown>>>();
const PROJECTIONS_PER_DOC = 4;

/**
 * A filter keeping the included fields (all when none listed), then dropping the excluded ones, as Elasticsearch
 * filters `_source`: a pattern is matched against the full dotted path of a field (`*` anywhere, dots included), and
 * what the filter empties is left out. The patterns are compiled once, for every hit of a request. Includes without
 * excludes (the usual `_source.includes` of a listing or of the search page) keep each document's projection.
 */
export function sourceFilter(
  includes: readonly string[],
  excludes: readonly string[],
): (doc: Record<string, unknown>) => Record<string, unknown> {
  if (includes.length === 0 && excludes.length === 0) return (doc) => doc;
  const include = includes.length === 0 ? EVERY_FIELD : ruleOf(includes);
  const exclude = ruleOf(excludes);
  const project = (doc: Record<string, unknown>) => filterObject(doc, '', include, exclude);
  if (excludes.length > 0) return project;
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

/** Keeps the included fields (all when none listed), then drops the excluded ones. */
export function filterSource(
  doc: Record<string, unknown>,
  includes: readonly string[],
  excludes: readonly string[],
): Record<string, unknown> {
  return sourceFilter(includes, excludes)(doc);
}
