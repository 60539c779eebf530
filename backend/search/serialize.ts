/**
 * The search response as UTF-8 JSON bytes, byte-for-byte what JSON.stringify gives, with each hit's
 * `_source` serialised once per document object: documents (and priced documents, memoised per
 * store, group and minute) are shared between requests, so a page of 50 full product documents is
 * mostly copied rather than re-serialised and re-encoded on every request.
 */
import type { SearchResponse } from './execute.ts';

const encoded = new WeakMap<object, Buffer>();

function sourceBytes(source: object): Buffer {
  let bytes = encoded.get(source);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(source));
    encoded.set(source, bytes);
  }
  return bytes;
}

export function searchResponseBytes(res: SearchResponse): Buffer {
  const json = JSON.stringify;
  const parts: Buffer[] = [
    Buffer.from(
      `{"took":${json(res.took)},"timed_out":${json(res.timed_out)},"hits":{"total":${json(res.hits.total)},"max_score":${json(res.hits.max_score)},"hits":[`,
    ),
  ];
  res.hits.hits.forEach((hit, i) => {
    parts.push(
      Buffer.from(`${i === 0 ? '' : ','}{"_index":${json(hit._index)},"_id":${json(hit._id)},"_score":${json(hit._score)}`),
    );
    if (hit._source !== undefined) parts.push(Buffer.from(',"_source":'), sourceBytes(hit._source));
    parts.push(Buffer.from('}'));
  });
  parts.push(Buffer.from(res.aggregations === undefined ? ']}}' : `]},"aggregations":${json(res.aggregations)}}`));
  return Buffer.concat(parts);
}
