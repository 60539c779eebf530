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

/** Keeps the included fields (all when none listed), then drops the excluded ones. */
export function filterSource(
  doc: Record<string, unknown>,
  includes: readonly string[],
  excludes: readonly string[],
): Record<string, unknown> {
  if (includes.length === 0 && excludes.length === 0) return doc;
  return filterValue(doc, '', includes, includes.map(pattern), excludes.map(pattern)) as Record<string, unknown>;
}
