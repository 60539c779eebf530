/**
 * Regenerates the storefront's web font files and their stylesheet in src/styles/fonts/ (see
 * scripts/fonts/faces.ts). Run after upgrading @fontsource-variable/inter: `node scripts/subset-fonts.ts`.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { codePointsOf, faces, fontFaceCss, fontFileName, WEIGHT_RANGE } from './fonts/faces.ts';

const require = createRequire(import.meta.url);
const sourceDir = join(dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');
const outDir = new URL('../src/styles/fonts/', import.meta.url);

await mkdir(outDir, { recursive: true });
for (const face of faces) {
  const source = await readFile(join(sourceDir, `inter-${face.subset}-wght-normal.woff2`));
  const text = String.fromCodePoint(...codePointsOf(face.unicodeRange));
  const cut = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHT_RANGE } });
  await writeFile(new URL(fontFileName(face), outDir), cut);
  console.log(`${fontFileName(face)}: ${source.length} → ${cut.length} bytes`);
}
await writeFile(new URL('inter.css', outDir), fontFaceCss());
console.log('inter.css written');
