/** Plain text for the feeds (FEEDS.md: HTML stripped, entities decoded, whitespace collapsed) and truncation. */
import { decodeEntities } from './entities.ts';

const DROPPED_BLOCKS = /<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const DECLARATION = /<[!?][^>]*>/g;
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const BLOCK_TAGS = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
// Characters XML 1.0 does not allow, and the non-characters U+FFFE/U+FFFF.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function stripTags(html: string): string {
  return html
    .replace(DROPPED_BLOCKS, ' ')
    .replace(COMMENT, ' ')
    .replace(DECLARATION, ' ')
    .replace(TAG, (_tag, name: string) => (BLOCK_TAGS.has(name.toLowerCase()) ? ' ' : ''));
}

/**
 * Plain text of an HTML fragment: tags removed (block tags and <br> become a space, script and style
 * with their content dropped), named and numeric entities decoded, characters XML cannot carry
 * removed, whitespace (no-break spaces included) collapsed. Text escaped twice (`&lt;p&gt;`) is
 * cleaned again, at most three passes.
 */
export function plainText(html: string | null | undefined): string {
  let text = html ?? '';
  for (let pass = 0; pass < 3; pass++) {
    text = decodeEntities(stripTags(text));
    TAG.lastIndex = 0;
    if (!TAG.test(text)) break;
  }
  return cleanText(text);
}

/** Text as written (no tags or entities read): characters XML cannot carry removed, whitespace collapsed. */
export function cleanText(text: string | null | undefined): string {
  return (text ?? '').replace(NOT_XML, '').replace(/\s+/g, ' ').trim();
}

/** The first `max` code points of the text (never splits a surrogate pair), trailing space removed. */
export function truncate(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join('').trimEnd();
}
