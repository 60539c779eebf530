/**
 * Route path patterns: `/produkty/{level1}/{level2?}` split into literal and parameter segments.
 * Optional parameters may only trail the pattern.
 */

export type Segment =
  | { readonly kind: 'literal'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string; readonly optional: boolean };

const PARAM = /^\{([A-Za-z_][A-Za-z0-9_]*)(\?)?\}$/;

/** Splits a path pattern into its segments; throws on a malformed pattern. */
export function parsePattern(pattern: string): readonly Segment[] {
  if (!pattern.startsWith('/')) throw new Error(`Route path ${pattern} must start with /`);
  const parts = pattern.split('/').filter((p) => p !== '');
  let optionalSeen = false;
  return parts.map((part): Segment => {
    const param = PARAM.exec(part);
    if (!param) {
      if (part.includes('{') || part.includes('}')) throw new Error(`Malformed segment ${part} in ${pattern}`);
      if (optionalSeen) throw new Error(`Optional parameters must trail the path ${pattern}`);
      return { kind: 'literal', value: part };
    }
    const optional = param[2] === '?';
    if (optionalSeen && !optional) throw new Error(`Optional parameters must trail the path ${pattern}`);
    optionalSeen ||= optional;
    return { kind: 'param', name: param[1] ?? '', optional };
  });
}

/** Parameter names of a pattern, in order of appearance. */
export function paramsOf(pattern: string): readonly string[] {
  return parsePattern(pattern).flatMap((s) => (s.kind === 'param' ? [s.name] : []));
}

/** Splits a normalised pathname into its segments (`/` → []). */
export function pathSegments(pathname: string): readonly string[] {
  return pathname.split('/').filter((p) => p !== '');
}

/**
 * A dot segment (`.` or `..`): no page's segment. A URL parser folds it (`/porady/../x` is `/x`, `%2e%2e` too), so a
 * page built for it would be another page's, or none.
 */
export function isDotSegment(value: string): boolean {
  return value === '.' || value === '..';
}

/**
 * The parameters a pattern needs are all there (`/potrzeby/{level1}/{level2}` needs two levels), and none it takes is
 * a dot segment.
 */
export function patternFits(pattern: string, params: Readonly<Record<string, string | undefined>>): boolean {
  return parsePattern(pattern).every(
    (s) => s.kind === 'literal' || (!isDotSegment(params[s.name] ?? '') && (s.optional || (params[s.name] ?? '') !== '')),
  );
}
