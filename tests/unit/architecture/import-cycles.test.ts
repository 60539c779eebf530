/**
 * The project's modules import each other without cycles (the developers' guide: "no import cycles"). Type-only
 * imports count too: a cycle of types still ties two modules' meanings together. Imports are read by TypeScript's
 * own pre-processor (`ts.preProcessFile`), from .ts, .tsx and .mjs files and from .astro files' frontmatter and
 * scripts; only relative imports of the project's own files are edges.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'backend', 'content-sync', 'feeds', 'scripts', 'bench', 'tests'];
const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The code of a file that can import: an .astro file's frontmatter and its script elements. */
function importingCode(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

/** file → the project files it imports. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const imported = ts
        .preProcessFile(importingCode(file), true, true)
        .importedFiles.map((ref) => ref.fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(dirname(file), name.split('?')[0] as string))
        .filter((target) => known.has(target));
      return [file, imported];
    }),
  );
}

/** The import cycles: strongly connected components of more than one file, or a file importing itself (Tarjan). */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, order.size);
    low.set(file, order.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) as number, order.get(next) as number));
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

describe('no import cycles', () => {
  it('finds a cycle and a self-import, and passes a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['f']],
      ['f', []],
    ]);
    expect(importCycles(graph).map((cycle) => cycle.toSorted())).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it("reads an .astro file's frontmatter and script imports, relative to the file, and leaves out packages and other files", () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    try {
      const page = join(dir, 'Page.astro');
      writeFileSync(
        page,
        "---\nimport A from './a.ts';\nimport { z } from 'zod';\n---\n<p>x</p>\n<script>import './b.ts';</script>\n",
      );
      writeFileSync(join(dir, 'a.ts'), "import type { P } from './Page.astro';\nexport default 1;\n");
      writeFileSync(join(dir, 'b.ts'), "import './missing.ts';\n");
      const files = [page, join(dir, 'a.ts'), join(dir, 'b.ts')];
      const graph = importGraph(files);
      expect(graph.get(page)).toEqual([join(dir, 'a.ts'), join(dir, 'b.ts')]);
      expect(graph.get(join(dir, 'b.ts'))).toEqual([]);
      // a type-only import back from a.ts closes a cycle
      expect(importCycles(graph).map((cycle) => cycle.toSorted())).toEqual([[page, join(dir, 'a.ts')].toSorted()]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads value, type-only, re-export and dynamic imports', () => {
    const code = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "export * from './c.ts';",
      "const d = await import('./d.ts');",
      "import x from 'zod';",
    ].join('\n');
    expect(ts.preProcessFile(code, true, true).importedFiles.map((ref) => ref.fileName)).toEqual([
      './a.ts',
      './b.ts',
      './c.ts',
      './d.ts',
      'zod',
    ]);
  });

  it('holds for every module of the project', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    const graph = importGraph(files);
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    // The graph is the project's: hundreds of files and more imports than files (a reader that found nothing
    // would pass the check below trivially).
    expect(files.length).toBeGreaterThan(500);
    expect(edges).toBeGreaterThan(files.length);
    const cycles = importCycles(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)).join(' → '));
    expect(cycles).toEqual([]);
  });
});
