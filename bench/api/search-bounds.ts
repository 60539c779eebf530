// node bench/api/search-bounds.ts DB [RUNS]: measures the costliest search requests left under the search's bounds (docs/decisions.md): in process, one
// store view's product documents, best and worst of N runs of executeSearch (parse included).
import { openDatabase } from '../../backend/db/index.ts';
import { createCatalogDocs } from '../../backend/catalog/store-docs.ts';
import { trackCatalogVersion } from '../../backend/catalog/version.ts';
import { MAX_CLAUSES } from '../../backend/search/dsl-clauses.ts';
import { parseSearchRequest } from '../../backend/search/dsl-schema.ts';
import { executeSearch } from '../../backend/search/execute.ts';
const db = openDatabase(process.argv[2] ?? '.data/backend.sqlite');
const catalog = createCatalogDocs(db, trackCatalogVersion(db));
const entity = catalog.docs('pl', 'product');
let t = performance.now();
entity.fullText();
entity.fields();
console.log('docs', entity.docs.length, 'index built in', Math.round(performance.now() - t), 'ms');
const fields = [
  'name^4',
  'sku^2',
  'category.name^1',
  'configurable_children.sku',
  'short_description',
  'description',
  'ean',
  'url_key',
];
const typo = (len: number, seed: number) =>
  Array.from({ length: len }, (_, k) => 'aeioukrmszlnpt'[(k * 7 + seed * 3) % 14]).join('');
const text = (words: number, len: number, seed = 0) =>
  Array.from({ length: words }, (_, i) => typo(len, i + seed))
    .join(' ')
    .slice(0, 256);
const mm = (q: string) => ({ multi_match: { query: q, fields, fuzziness: 2, minimum_should_match: '1' } });
const ranges = Array.from({ length: 10 }, (_, i) => ({ from: i * 10 }));
const rangeAggs = Object.fromEntries(
  Array.from({ length: 16 }, (_, i) => [
    `r${i}`,
    { range: { field: ['final_price', 'price', 'configurable_children.price', 'category_ids'][i % 4], ranges } },
  ]),
);
const termFields = [
  'category_ids',
  'category.name',
  'configurable_children.sku',
  'sku',
  'color',
  'size',
  'seria',
  'media_gallery.pos',
];
const termsAggs = Object.fromEntries(
  Array.from({ length: 16 }, (_, i) => [`t${i}`, { terms: { field: termFields[i % termFields.length], size: 1000 } }]),
);
const cases: [string, unknown][] = [
  [
    'storefront: one text of 3 words + 5 aggs',
    {
      size: 0,
      query: {
        bool: {
          must: [
            {
              multi_match: {
                query: 'krem nawilzajacy twarzy',
                fields: ['name^4', 'sku^2', 'category.name^1'],
                fuzziness: 2,
                minimum_should_match: '75%',
              },
            },
          ],
        },
      },
      aggs: {
        agg_terms_color: { terms: { field: 'color', size: 100 } },
        agg_terms_color_options: { terms: { field: 'color_options', size: 100 } },
        agg_terms_seria: { terms: { field: 'seria', size: 100 } },
        agg_terms_seria_options: { terms: { field: 'seria_options', size: 100 } },
        agg_range_price: {
          range: {
            field: 'final_price',
            ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }],
          },
        },
      },
    },
  ],
  ...[1, 3, 6, 7].map((len): [string, unknown] => [
    `2 multi_match, 16 words of ${len} letters each, 8 fields`,
    { size: 0, query: { bool: { should: [0, 1].map((s) => mm(text(16, len, s * 16))) } } },
  ]),
  ['16 range aggs of 10 ranges', { size: 0, aggs: rangeAggs }],
  ['16 terms aggs (sku, category_ids, …), size 1000', { size: 0, aggs: termsAggs }],
  [
    'worst text + 16 range aggs',
    { size: 0, query: { bool: { should: [0, 1].map((s) => mm(text(16, 1, s * 16))) } }, aggs: rangeAggs },
  ],
  [
    '16 terms aggs on sku',
    {
      size: 0,
      aggs: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`s${i}`, { terms: { field: 'sku', size: 1000 } }])),
    },
  ],
  [
    `${MAX_CLAUSES - 1} terms clauses of 800 values (~1 MiB)`,
    {
      size: 0,
      query: {
        bool: {
          should: Array.from({ length: MAX_CLAUSES - 1 }, (_, i) => ({
            terms: { [termFields[i % 4]!]: Array.from({ length: 800 }, (_, k) => `v${i}-${k}`) },
          })),
        },
      },
    },
  ],
];
for (const [name, body] of cases) {
  const json = JSON.stringify(body);
  const times: number[] = [];
  for (let run = 0; run < Number(process.argv[3] ?? 5); run++) {
    t = performance.now();
    executeSearch('idx', entity, parseSearchRequest(JSON.parse(json), {}, 1000));
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: best ${times[0]!.toFixed(1)} ms, worst ${times.at(-1)!.toFixed(1)} ms (${json.length} bytes)`);
}
