import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coveredByFaces, faces, fontFaceCss, fontFileName } from '../../../scripts/fonts/faces.ts';

const root = new URL('../../../', import.meta.url).pathname;
const fontDir = join(root, 'src/styles/fonts');

/** The non-ASCII letters written in every .ts file under the given folders. */
async function lettersIn(...dirs: string[]): Promise<Set<string>> {
  const letters = new Set<string>();
  for (const dir of dirs) {
    const files = await readdir(join(root, dir), { recursive: true });
    for (const file of files.filter((name) => name.endsWith('.ts'))) {
      const text = await readFile(join(root, dir, file), 'utf8');
      for (const char of text.match(/[^\p{ASCII}]/gu) ?? []) if (/\p{L}/u.test(char)) letters.add(char);
    }
  }
  return letters;
}

describe('web font cut to the store views', () => {
  it('draws every letter of every message catalogue with the web font', async () => {
    const letters = await lettersIn('src/i18n/messages');
    expect(letters.size).toBeGreaterThan(50);
    expect([...letters].filter((char) => !coveredByFaces(char))).toEqual([]);
  });

  it('draws every letter of the sample content in seven languages with the web font', async () => {
    const letters = await lettersIn('backend/seed/text', 'backend/seed/content');
    expect(letters).toContain('ł');
    expect(letters).toContain('ї');
    expect([...letters].filter((char) => !coveredByFaces(char))).toEqual([]);
  });

  it('leaves out scripts no store view writes', () => {
    expect(coveredByFaces('ễ')).toBe(false); // Vietnamese
    expect(coveredByFaces('α')).toBe(false); // Greek
    expect(coveredByFaces('₴')).toBe(true);
  });

  it('ships the stylesheet the faces describe, and a woff2 file per face', async () => {
    expect(await readFile(join(fontDir, 'inter.css'), 'utf8')).toBe(fontFaceCss());
    for (const face of faces) {
      const file = await readFile(join(fontDir, fontFileName(face)));
      expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });
});
