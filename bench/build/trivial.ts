/**
 * Astro's rate for a trivial page on this machine: a throw-away project (inside the repository, so it
 * resolves the same astro) with one route pre-rendering `count` pages of a heading and a paragraph.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countPages, measure, type Measured } from './measure.ts';

const PAGE = `---
export function getStaticPaths() {
  return Array.from({ length: Number(process.env.TRIVIAL_PAGES) }, (_, i) => ({ params: { n: String(i + 1) } }));
}
const { n } = Astro.params;
---
<html lang="en"><head><meta charset="utf-8" /><title>Page {n}</title></head>
<body><h1>Page {n}</h1><p>A trivial page.</p></body></html>
`;

export async function trivialRate(root: string, count: number): Promise<Measured & { pages: number }> {
  const dir = join(root, '.cache', 'bench-trivial');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src', 'pages'), { recursive: true });
  writeFileSync(join(dir, 'astro.config.mjs'), "export default { output: 'static', build: { format: 'file' } };\n");
  writeFileSync(join(dir, 'src', 'pages', '[n].astro'), PAGE);
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const m = await measure([astro, 'build', '--silent'], dir, {
    ...process.env,
    TRIVIAL_PAGES: String(count),
    ASTRO_TELEMETRY_DISABLED: '1',
  });
  const pages = countPages(join(dir, 'dist'));
  rmSync(dir, { recursive: true, force: true });
  return { ...m, pages };
}
