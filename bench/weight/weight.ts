/**
 * The weight of one built page: its HTML, and the JavaScript the browser loads for it — the module
 * scripts, island components and renderers the HTML names, with every module they import statically.
 * Sizes are bytes as written and gzip-compressed (node:zlib, default level), each file on its own, as a
 * server sends them. Modules imported only dynamically (`import()`) are not counted: they load on demand.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  readonly htmlBytes: number;
  readonly htmlGzip: number;
  /** Inline `<script>` bodies (JSON-LD and JSON data excluded); already part of the HTML figures. */
  readonly inlineJsBytes: number;
  /** Site paths of the JavaScript files loaded, sorted. */
  readonly jsFiles: readonly string[];
  readonly jsBytes: number;
  readonly jsGzip: number;
}

const gzipSize = (data: Buffer | string): number => gzipSync(data).length;

/** Site paths of the JavaScript the HTML loads directly (scripts, module preloads, island components and renderers). */
export function scriptEntries(html: string): string[] {
  const patterns = [
    /<script\b[^>]*\bsrc="([^"]+)"/g,
    /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
    /\bcomponent-url="([^"]+)"/g,
    /\brenderer-url="([^"]+)"/g,
  ];
  const found = patterns.flatMap((re) => [...html.matchAll(re)].map((m) => m[1] ?? ''));
  return [...new Set(found.filter((src) => src.startsWith('/')))];
}

/** The relative modules a JavaScript module imports or re-exports statically (`import "./a.js"`, `from "./b.js"`). */
export function staticImports(code: string): string[] {
  const re = /\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  return [...new Set([...code.matchAll(re)].map((m) => m[1] ?? ''))];
}

/** Inline script bodies that run as JavaScript (not JSON-LD, JSON or import maps). */
export function inlineScripts(html: string): string[] {
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(re)]
    .filter(([, attrs = '']) => !/\bsrc=/.test(attrs) && !/type="(?:application\/(?:ld\+)?json|importmap)"/.test(attrs))
    .map(([, , body = '']) => body);
}

/** Every JavaScript file (site path) reached from the entries through static imports, with the files' contents. */
export function moduleGraph(siteDir: string, entries: readonly string[]): Map<string, Buffer> {
  const seen = new Map<string, Buffer>();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.shift() ?? '';
    if (seen.has(path)) continue;
    const file = join(siteDir, path);
    if (!existsSync(file)) throw new Error(`The page loads ${path}, which is not in ${siteDir}`);
    const code = readFileSync(file);
    seen.set(path, code);
    for (const rel of staticImports(code.toString('utf8'))) queue.push(posix.join(dirname(path), rel));
  }
  return seen;
}

export function pageWeight(siteDir: string, html: string): PageWeight {
  const modules = moduleGraph(siteDir, scriptEntries(html));
  const files = [...modules.keys()].sort();
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipSize(html),
    inlineJsBytes: inlineScripts(html).reduce((sum, body) => sum + Buffer.byteLength(body), 0),
    jsFiles: files,
    jsBytes: files.reduce((sum, f) => sum + (modules.get(f)?.length ?? 0), 0),
    jsGzip: files.reduce((sum, f) => sum + gzipSize(modules.get(f) ?? ''), 0),
  };
}
