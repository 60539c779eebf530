/**
 * `{name}` placeholders of message texts.
 */
import type { MessageParams } from './types.ts';

const PLACEHOLDER = /\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g;

/**
 * Replaces each `{name}` with its parameter. A placeholder without a parameter is left as written
 * (`{name}`), so a forgotten parameter shows up in the page instead of vanishing silently.
 */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

/** The placeholder names of a text, each once, in order of first appearance. */
export function placeholders(text: string): readonly string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (m) => m[1] ?? ''))];
}
