/**
 * Duplicate keys in a JSON text. `JSON.parse` keeps the last of them silently; Elasticsearch 7 refuses
 * such a request ("Duplicate field"), so the catalogue search asks before it reads the query.
 * jsonc-parser's visitor sees each property as written (escapes decoded), in every object of the text.
 */
import { visit } from 'jsonc-parser';

/** The first key written twice in one object of `text` (already known to be valid JSON), with its path. */
export function findDuplicateKey(text: string): { key: string; path: string } | undefined {
  const open: Set<string>[] = [];
  let found: { key: string; path: string } | undefined;
  visit(text, {
    onObjectBegin: () => void open.push(new Set()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (key, _offset, _length, _line, _char, pathOf) => {
      const keys = open.at(-1);
      if (found || !keys) return;
      if (keys.has(key)) found = { key, path: [...pathOf(), key].join('.') };
      else keys.add(key);
    },
  });
  return found;
}
