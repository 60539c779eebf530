/**
 * Duplicate keys in a JSON text. `JSON.parse` keeps the last of them silently; Elasticsearch 7 refuses
 * such a request ("Duplicate field"), so the catalogue search asks before it reads the query.
 * jsonc-parser's visitor sees each property as written (escapes decoded), in every object of the text.
 */
import { visit } from 'jsonc-parser';

/** How deep arrays and objects may nest in a text read for duplicates: the visitor recurses once a level. */
export const MAX_JSON_DEPTH = 100;

/** A text nesting arrays and objects deeper than MAX_JSON_DEPTH (read no further: the visitor's stack would overflow). */
export class JsonTooDeepError extends Error {
  constructor() {
    super(`The JSON nests deeper than ${MAX_JSON_DEPTH} levels`);
    this.name = 'JsonTooDeepError';
  }
}

/**
 * The first key written twice in one object of `text` (already known to be valid JSON), with its path. Throws
 * JsonTooDeepError for a text nesting deeper than MAX_JSON_DEPTH.
 */
export function findDuplicateKey(text: string): { key: string; path: string } | undefined {
  const open: Set<string>[] = [];
  let depth = 0;
  const enter = () => {
    depth += 1;
    if (depth > MAX_JSON_DEPTH) throw new JsonTooDeepError();
  };
  let found: { key: string; path: string } | undefined;
  visit(text, {
    onObjectBegin: () => {
      enter();
      open.push(new Set());
    },
    onObjectEnd: () => {
      depth -= 1;
      open.pop();
    },
    onArrayBegin: enter,
    onArrayEnd: () => void (depth -= 1),
    onObjectProperty: (key, _offset, _length, _line, _char, pathOf) => {
      const keys = open.at(-1);
      if (found || !keys) return;
      if (keys.has(key)) found = { key, path: [...pathOf(), key].join('.') };
      else keys.add(key);
    },
  });
  return found;
}
