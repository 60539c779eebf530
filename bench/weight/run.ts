/**
 * Page weight of the built sites: `node bench/weight/run.ts` (after `node scripts/build.ts`). For the
 * Polish store (main site) and the US store (us site), per page type — home, category, product, site map,
 * not-found — the HTML and the JavaScript a page loads, in bytes and gzip (bench/weight/weight.ts). Types
 * with many pages give the median and the largest page. Figures only: nothing is asserted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config, type SiteId, type StoreCode } from '../../src/config/index.ts';
import { matchPath, type Screen } from '../../src/routing/index.ts';
import { filesUnder } from '../../tests/helpers/files.ts';
import { pageWeight, type PageWeight } from './weight.ts';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

const STORES: readonly { store: StoreCode; site: SiteId }[] = [
  { store: 'pl', site: 'main' },
  { store: 'us', site: 'us' },
];

/** Page types and the screens whose canonical pages they cover (legacy and cart-product duplicates left out). */
const TYPES: readonly { type: string; screens: readonly Screen[] }[] = [
  { type: 'home', screens: ['home'] },
  { type: 'category', screens: ['category'] },
  { type: 'product', screens: ['product', 'configurable-product'] },
  { type: 'site map', screens: ['site-map'] },
  { type: 'not-found', screens: ['not-found'] },
];

interface Measured extends PageWeight {
  readonly path: string;
}

function pagesOf(site: SiteId, store: StoreCode, screens: readonly Screen[]): Measured[] {
  const dir = join(DIST, site);
  return filesUnder(dir)
    .filter((f) => f.endsWith('.html'))
    .flatMap((file) => {
      const rel = relative(dir, file)
        .replaceAll('\\', '/')
        .replace(/\.html$/, '');
      const path = rel === 'index' ? '/' : `/${rel}`;
      const route = matchPath(site, path, { views: config().storeViews })?.route;
      if (!route || route.store !== store || !screens.includes(route.screen)) return [];
      return [{ path, ...pageWeight(dir, readFileSync(file, 'utf8')) }];
    });
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
};
const max = (values: readonly number[]): number => Math.max(0, ...values);
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const HEAD = [
  'store',
  'page type',
  'pages',
  'HTML',
  'HTML gzip',
  'HTML gzip max',
  'JS files',
  'JS',
  'JS gzip',
  'JS gzip max',
  'inline JS',
];
const ALIGN = ['---', '---', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:'];

function row(store: string, type: string, pages: readonly Measured[]): string[] {
  if (pages.length === 0) return [store, type, '0', '–', '–', '–', '–', '–', '–', '–', '–'];
  const of = (key: keyof PageWeight) => pages.map((p) => p[key] as number);
  return [
    store,
    type,
    String(pages.length),
    kb(median(of('htmlBytes'))),
    kb(median(of('htmlGzip'))),
    kb(max(of('htmlGzip'))),
    String(median(pages.map((p) => p.jsFiles.length))),
    kb(median(of('jsBytes'))),
    kb(median(of('jsGzip'))),
    kb(max(of('jsGzip'))),
    kb(median(of('inlineJsBytes'))),
  ];
}

for (const { site } of STORES) {
  if (!existsSync(join(DIST, site, 'index.html'))) {
    console.error(`No build in dist/${site}: run \`node scripts/build.ts\` first`);
    process.exit(1);
  }
}

const rows: string[][] = [];
const scripts = new Set<string>();
for (const { store, site } of STORES) {
  for (const { type, screens } of TYPES) {
    const pages = pagesOf(site, store, screens);
    for (const p of pages) for (const f of p.jsFiles) scripts.add(`${site}${f}`);
    rows.push(row(store, type, pages));
  }
}
const table = [HEAD, ALIGN, ...rows];
const widths = HEAD.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
const pad = (cell: string, i: number) => (ALIGN[i] === '--:' ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0));
console.log(`Page weight of dist/ (${new Date().toISOString().slice(0, 10)}); median per page type, gzip = node:zlib level 6`);
for (const r of table) {
  const cells =
    r === ALIGN
      ? ALIGN.map((a, i) => (a === '--:' ? `${'-'.repeat((widths[i] ?? 3) - 1)}:` : '-'.repeat(widths[i] ?? 3)))
      : r.map(pad);
  console.log(`| ${cells.join(' | ')} |`);
}
console.log(`\nJavaScript files loaded by these pages: ${[...scripts].sort().join(', ') || 'none'}`);
